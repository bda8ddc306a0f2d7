import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { projectRoot, quireBin, siteFolder, systemNode } from './quire-process.ts';

/** An assistant's side: `quire mcp DIR` spawned as a Claude Desktop or Cursor config would, spoken to with the SDK's client. */
async function connect(dir: string): Promise<Client> {
  const client = new Client({ name: 'quire-test', version: '1' });
  await client.connect(
    new StdioClientTransport({ command: systemNode, args: [quireBin, 'mcp', dir], cwd: projectRoot, env: { ...process.env, NO_COLOR: '1' } as Record<string, string>, stderr: 'pipe' }),
  );
  return client;
}

const textOf = (result: Awaited<ReturnType<Client['callTool']>>) => (result.content as Array<{ type: string; text: string }>).map((part) => part.text).join('\n');

test('an assistant finds a page by a word on it, reads it as markdown, and reads an operation of the API', async () => {
  const client = await connect(join(projectRoot, 'tests/fixtures/docs-json-api'));
  try {
    assert.equal(client.getServerVersion()?.name, 'quire');
    const tools = (await client.listTools()).tools.map((tool) => tool.name).sort();
    assert.deepEqual(tools, ['call_operation', 'describe_operation', 'list_operations', 'read_page', 'search_docs']);
    // "shelter" is in the description of the page docs.json generates for GET /pets.
    const found = textOf(await client.callTool({ name: 'search_docs', arguments: { query: 'shelter' } }));
    const path = found.match(/\((\/[^)\s]+)\)/)?.[1];
    assert.ok(path, found);
    const page = textOf(await client.callTool({ name: 'read_page', arguments: { path } }));
    assert.match(page, /shelter/);
    assert.match(page, /^# /);
    const missing = await client.callTool({ name: 'read_page', arguments: { path: '/no/such/page' } });
    assert.equal(missing.isError, true);
    assert.match(textOf(await client.callTool({ name: 'list_operations', arguments: {} })), /- GET \/pets: List pets/);
    const described = textOf(await client.callTool({ name: 'describe_operation', arguments: { operation: 'GET /pets' } }));
    assert.match(described, /^# List pets/);
    assert.match(described, /`limit` \(query, integer\): How many pets to list\./);
    assert.match(described, /## Base URLs\n\n- https:\/\/pets\.example\.com\/v2/);
    const resources = (await client.listResources()).resources;
    const home = resources.find((resource) => resource.uri === 'quire-page:///');
    assert.equal(home?.title, 'Welcome');
    const read = await client.readResource({ uri: 'quire-page:///' });
    assert.match((read.contents[0] as { text: string }).text, /^# Welcome/);
  } finally {
    await client.close();
  }
});

// A site.json site whose API is a local stand-in, for call_operation.
let api: Server;
const seen: IncomingHttpHeaders[] = [];
let siteDir = '';

before(async () => {
  api = createServer((req, res) => {
    seen.push(req.headers);
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ path: req.url }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(api.address() as AddressInfo).port}/v1`;
  siteDir = siteFolder({
    'site.json': JSON.stringify({ name: 'Calls', navigation: [{ group: 'Start', pages: ['index'] }], openapi: 'openapi.yaml', api: { baseUrl: base } }),
    'docs/index.md': '---\ntitle: Home\n---\nCall the API.\n',
    'openapi.yaml':
      'openapi: 3.1.0\ninfo: { title: Calls, version: "1" }\npaths:\n  /users/{id}:\n    get:\n      summary: Get a user\n      parameters:\n        - { name: id, in: path, required: true, schema: { type: string } }\n      responses:\n        "200": { description: The user }\n',
  });
});
after(() => {
  api.close();
  rmSync(siteDir, { recursive: true, force: true });
});

test("call_operation sends to the site's base URL with the forwarder's headers only, and refuses any other URL", async () => {
  const client = await connect(siteDir);
  try {
    const answer = await client.callTool({
      name: 'call_operation',
      arguments: { operation: 'GET /users/{id}', path: '/users/42', headers: { Authorization: 'Bearer t', Cookie: 'session=1', 'X-Other': 'no' } },
    });
    assert.equal(answer.isError, undefined, textOf(answer));
    assert.match(textOf(answer), /HTTP 200/);
    assert.match(textOf(answer), /\{"path":"\/v1\/users\/42"\}/);
    assert.equal(seen.at(-1)?.authorization, 'Bearer t');
    assert.equal(seen.at(-1)?.cookie, undefined);
    assert.equal(seen.at(-1)?.['x-other'], undefined);
    const count = seen.length;
    const refused = await client.callTool({ name: 'call_operation', arguments: { operation: 'GET /users/{id}', path: '/users/42', baseUrl: 'http://127.0.0.1:9/elsewhere' } });
    assert.equal(refused.isError, true);
    assert.match(textOf(refused), /is not under one of the site's base URLs/);
    assert.equal(seen.length, count);
  } finally {
    await client.close();
  }
});
