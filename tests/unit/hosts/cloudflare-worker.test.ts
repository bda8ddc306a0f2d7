import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import { forwardedHeaders } from '../../../src/forwarder/forwarder.ts';
import { hostFiles } from '../../../src/hosts/host-files.ts';

// The generated _worker.js, run in Node (Request, Response, fetch as in Workers) against a local
// stand-in for the API and a stand-in for Pages' static files (env.ASSETS).
interface Seen {
  url: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: string;
}
const seen: Seen[] = [];
let api: Server;
let base = '';
let worker: { fetch(request: Request, env: { ASSETS: { fetch(request: Request): Promise<Response> } }): Promise<Response> };
const dir = mkdtempSync(join(tmpdir(), 'quire-worker-'));
const SITE = 'https://docs.example.com';

const assets = {
  fetch: async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path === '/guides/x.md') return new Response('# X\n', { headers: { 'Content-Type': 'application/octet-stream' } });
    if (path === '/guides/x') return new Response('<h1>X</h1>', { headers: { 'Content-Type': 'text/html' } });
    return new Response('not found', { status: 404 });
  },
};

before(async () => {
  api = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', method: req.method ?? '', headers: req.headers, body });
      res.setHeader('Set-Cookie', 'session=api');
      res.setHeader('Content-Type', 'application/json');
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(api.address() as AddressInfo).port}/v1`;
  const { files } = hostFiles('cloudflare', {
    redirects: [],
    pageHrefs: ['/guides/x'],
    forwarding: { baseUrls: [base], authHeader: () => 'X-Api-Key', pageHeaders: () => [] },
  });
  writeFileSync(join(dir, '_worker.mjs'), files.get('/_worker.js')!);
  worker = (await import(pathToFileURL(join(dir, '_worker.mjs')).href)).default;
});
after(() => {
  api.close();
  rmSync(dir, { recursive: true, force: true });
});

test('the proxy forwards under the base URL with the allowed headers only, and returns no cookie', async () => {
  const response = await worker.fetch(
    new Request(`${SITE}/_quire/proxy/0/users?id=2`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer t', 'X-Api-Key': 'k', Cookie: 'docs=secret', 'X-Other': 'no', 'Sec-Fetch-Site': 'same-origin' },
      body: '{"name":"a"}',
    }),
    { ASSETS: assets },
  );
  assert.equal(response.status, 200);
  assert.equal(await response.text(), '{"ok":true}');
  assert.equal(response.headers.get('set-cookie'), null);
  const request = seen.at(-1)!;
  assert.equal(request.url, '/v1/users?id=2');
  assert.equal(request.method, 'POST');
  assert.equal(request.body, '{"name":"a"}');
  assert.equal(request.headers.authorization, 'Bearer t');
  assert.equal(request.headers['x-api-key'], 'k');
  assert.equal(request.headers.cookie, undefined);
  assert.equal(request.headers['x-other'], undefined);
});

test('a header the forwarder never sends is not sent by the worker either, even when a page declares it: Cookie, Proxy-*, one the Connection header names', async () => {
  const { files } = hostFiles('cloudflare', {
    redirects: [],
    pageHrefs: [],
    forwarding: { baseUrls: [base], authHeader: () => undefined, pageHeaders: () => [{ baseUrls: [base], headers: ['Cookie', 'Proxy-Authorization', 'X-Hop', 'X-Kept'] }] },
  });
  writeFileSync(join(dir, '_declared.mjs'), files.get('/_worker.js')!);
  const declared: typeof worker = (await import(pathToFileURL(join(dir, '_declared.mjs')).href)).default;
  const headers = { Cookie: 'docs=secret', 'Proxy-Authorization': 'Basic x', 'X-Hop': '1', Connection: 'x-hop', 'X-Kept': 'yes' };
  const response = await declared.fetch(new Request(`${SITE}/_quire/proxy/0/users`, { headers }), { ASSETS: assets });
  assert.equal(response.status, 200);
  const sent = seen.at(-1)!.headers;
  assert.equal(sent['x-kept'], 'yes');
  assert.deepEqual([sent.cookie, sent['proxy-authorization'], sent['x-hop']], [undefined, undefined, undefined]);
  // The forwarder of quire dev and preview, by the same rule.
  assert.deepEqual(Object.keys(forwardedHeaders(Object.entries(headers), new Set(['cookie', 'proxy-authorization', 'x-hop', 'x-kept']))), ['X-Kept']);
});

test("the proxy refuses another site's pages and a proxy number no base URL has", async () => {
  const before = seen.length;
  const crossSite = await worker.fetch(new Request(`${SITE}/_quire/proxy/0/users`, { headers: { Origin: 'https://evil.example' } }), { ASSETS: assets });
  assert.equal(crossSite.status, 403);
  const unknown = await worker.fetch(new Request(`${SITE}/_quire/proxy/7/users`), { ASSETS: assets });
  assert.equal(unknown.status, 404);
  assert.equal(seen.length, before, 'nothing reached the API');
});

test('Accept: text/markdown on a page answers its .md; a browser gets the HTML', async () => {
  const markdown = await worker.fetch(new Request(`${SITE}/guides/x`, { headers: { Accept: 'text/markdown' } }), { ASSETS: assets });
  assert.equal(markdown.headers.get('content-type'), 'text/markdown; charset=utf-8');
  assert.equal(markdown.headers.get('vary'), 'Accept');
  assert.equal(await markdown.text(), '# X\n');
  const html = await worker.fetch(new Request(`${SITE}/guides/x`, { headers: { Accept: 'text/html,*/*' } }), { ASSETS: assets });
  assert.equal(await html.text(), '<h1>X</h1>');
});
