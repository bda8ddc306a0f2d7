import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { createMcpHandler } from '../../../src/mcp/http.ts';
import { searchPages } from '../../../src/mcp/site-index.ts';

// /mcp keeps the site it loaded until the folder changes: a remote spec is fetched once, not per
// request; it answers only this machine's names; and search costs what the query's words cost.

const SPEC = JSON.stringify({ openapi: '3.1.0', info: { title: 'Remote', version: '1' }, paths: { '/pets': { get: { summary: 'List pets', responses: { '200': { description: 'ok' } } } } } });
let specServer: Server;
let mcpServer: Server;
let specFetches = 0;
let mcpPort = 0;
let site = '';

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

before(async () => {
  specServer = createServer((_req, res) => {
    specFetches++;
    res.setHeader('Content-Type', 'application/json');
    res.end(SPEC);
  });
  const specPort = await listen(specServer);
  site = mkdtempSync(join(tmpdir(), 'quire-mcp-site-'));
  const docsJson = {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Remote',
    colors: { primary: '#0d9373' },
    navigation: {
      groups: [
        { group: 'Start', pages: ['index'] },
        { group: 'API', openapi: `http://127.0.0.1:${specPort}/spec.json` },
      ],
    },
  };
  writeFileSync(join(site, 'docs.json'), JSON.stringify(docsJson));
  writeFileSync(join(site, 'index.mdx'), '---\ntitle: Home\n---\n\nWelcome.\n');
  const handle = createMcpHandler(() => ({ dir: site, format: 'docs.json' }), '0.0.0-test');
  mcpServer = createServer((req, res) => {
    handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  mcpPort = await listen(mcpServer);
});
after(() => {
  specServer.close();
  mcpServer.close();
  rmSync(site, { recursive: true, force: true });
});

/** One JSON-RPC call to /mcp with the given Host, as node:http sends it; its status and body. */
function call(method: string, params: object = {}, host = `127.0.0.1:${mcpPort}`): Promise<{ status: number | undefined; body: string }> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: mcpPort, path: '/mcp', method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', Host: host } },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

test('/mcp loads the site once: two requests fetch a remote spec once; a saved page is read again, with the spec', async () => {
  assert.match((await call('tools/call', { name: 'search_docs', arguments: { query: 'welcome' } })).body, /Home/);
  assert.equal(specFetches, 1, "the navigation's remote spec was not fetched");
  // The navigation's remote spec gives the assistant its operations too.
  assert.match((await call('tools/call', { name: 'list_operations', arguments: {} })).body, /GET \/pets: List pets/);
  assert.equal(specFetches, 1, 'a second request fetched the remote spec again');
  writeFileSync(join(site, 'index.mdx'), '---\ntitle: Home\n---\n\nWelcome aboard.\n');
  // A save within the same millisecond as the first write still changes the size; the time is moved too.
  utimesSync(join(site, 'index.mdx'), new Date(), new Date(Date.now() + 5_000));
  const found = await call('tools/call', { name: 'search_docs', arguments: { query: 'aboard' } });
  assert.match(found.body, /Home/);
  assert.equal(specFetches, 2);
});

test('/mcp answers localhost, 127.0.0.1 and [::1] only: another IP address of the machine, or a name, is refused', async () => {
  for (const host of [`localhost:${mcpPort}`, `127.0.0.1:${mcpPort}`, `[::1]:${mcpPort}`]) assert.equal((await call('tools/list', {}, host)).status, 200, host);
  for (const host of [`192.168.1.20:${mcpPort}`, `10.0.0.1:${mcpPort}`, `[fe80::1]:${mcpPort}`, `0.0.0.0:${mcpPort}`, `docs.localhost:${mcpPort}`, `evil.example:${mcpPort}`]) {
    const answer = await call('tools/list', {}, host);
    assert.equal(answer.status, 403, host);
    assert.match(answer.body, /answers only at localhost, 127\.0\.0\.1 or \[::1\]/);
  }
});

test('search reads at most 32 words of a query, and finds pages by the start of their words', () => {
  const shared = Array.from({ length: 32 }, (_, index) => `t${index}`);
  const pages = Array.from({ length: 50 }, (_, index) => ({ href: `/p${index}`, title: `Page ${index}`, body: `${shared.join(' ')} gamma${index} ${'filler '.repeat(200)}` })) as unknown as Parameters<
    typeof searchPages
  >[0];
  assert.deepEqual(
    searchPages(pages, 'gamma4').map((hit) => hit.path),
    ['/p4', '/p40', '/p41', '/p42', '/p43', '/p44', '/p45', '/p46', '/p47', '/p48'],
  );
  assert.equal(searchPages(pages, `${shared.slice(0, 31).join(' ')} zzz`).length, 0, 'a 32nd word in no page is looked for');
  assert.equal(searchPages(pages, `${shared.join(' ')} zzz`).length, 10, 'a 33rd word is not');
});
