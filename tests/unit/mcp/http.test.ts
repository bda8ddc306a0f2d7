import assert from 'node:assert/strict';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createMcpHandler } from '../../../src/mcp/http.ts';

// The /mcp handler `quire dev` and `quire preview` mount, on a plain Node server over the docs.json API fixture.
const fixture = fileURLToPath(new URL('../../fixtures/docs-json-api', import.meta.url));
let server: Server;
let port = 0;

before(async () => {
  const handle = createMcpHandler(() => ({ dir: fixture, format: 'docs.json', siteFile: join(fixture, 'docs.json') }), '0.0.0-test');
  server = createServer((req, res) => {
    handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
after(() => server.close());

test('an assistant speaks Streamable HTTP to /mcp: it lists the tools and reads an operation', async () => {
  const client = new Client({ name: 'quire-test', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`)));
  try {
    assert.ok((await client.listTools()).tools.some((tool) => tool.name === 'search_docs'));
    const described = await client.callTool({ name: 'describe_operation', arguments: { operation: 'POST /pets' } });
    assert.match((described.content as Array<{ text: string }>)[0].text, /^# Create a pet/);
  } finally {
    await client.close();
  }
});

test("/mcp refuses a Host that names another site (DNS rebinding) and another site's page", async () => {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
  const headers = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
  // fetch() may not set Host; node:http sends what a browser at evil.example would.
  const rebound = await new Promise<number | undefined>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path: '/mcp', method: 'POST', headers: { ...headers, Host: `evil.example:${port}` } }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on('error', reject);
    request.end(body);
  });
  assert.equal(rebound, 403);
  const crossSite = await fetch(`http://127.0.0.1:${port}/mcp`, { method: 'POST', body, headers: { ...headers, Origin: 'https://evil.example' } });
  assert.equal(crossSite.status, 403);
});
