import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { mcpDevMiddleware, mcpPreviewProxy } from '../../../src/mcp/vite-middleware.ts';

// What `quire dev` (connect middleware) and `quire preview` (a proxy entry whose bypass answers)
// mount for /mcp, each on a plain Node server the way Vite calls it, over the docs.json API fixture.
const fixture = fileURLToPath(new URL('../../fixtures/docs-json-api', import.meta.url));
const site = () => ({ dir: fixture, format: 'docs.json' as const, siteFile: join(fixture, 'docs.json') });
const errors: string[] = [];
const servers: Server[] = [];

async function listen(handle: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer(handle);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let dev = '';
let preview = '';
before(async () => {
  const middleware = mcpDevMiddleware(site, { error: (message) => errors.push(message) });
  dev = await listen((req, res) => middleware(req, res, () => res.writeHead(404).end('not mcp')));
  const [[pattern, entry]] = Object.entries(mcpPreviewProxy(site)) as Array<[string, { bypass: (req: IncomingMessage, res: ServerResponse) => Promise<string> }]>;
  preview = await listen((req, res) => {
    if (new RegExp(pattern).test(req.url ?? '')) void entry.bypass(req, res);
    else res.writeHead(404).end('not mcp');
  });
});
after(() => {
  for (const server of servers) server.close();
});

async function createPetDescription(origin: string): Promise<string> {
  const client = new Client({ name: 'quire-test', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/mcp`)));
  try {
    const found = await client.callTool({ name: 'describe_operation', arguments: { operation: 'POST /pets' } });
    return (found.content as Array<{ text: string }>)[0].text;
  } finally {
    await client.close();
  }
}

test('quire dev: /mcp answers an assistant, and again once its handler is made; other paths go on to the site', async () => {
  assert.match(await createPetDescription(dev), /^# Create a pet/);
  assert.match(await createPetDescription(dev), /^# Create a pet/, 'a second assistant, after the handler was made by the first request, is answered too');
  const other = await fetch(`${dev}/guides/mcp`);
  assert.equal(await other.text(), 'not mcp');
  assert.deepEqual(errors, []);
});

test('quire preview: the proxy entry matches /mcp (with or without a query) and its bypass answers an assistant', async () => {
  const [pattern] = Object.keys(mcpPreviewProxy(site));
  assert.ok(new RegExp(pattern).test('/mcp') && new RegExp(pattern).test('/mcp?session=1'));
  assert.ok(!new RegExp(pattern).test('/mcp-guide') && !new RegExp(pattern).test('/docs/mcp'));
  assert.match(await createPetDescription(preview), /^# Create a pet/);
});
