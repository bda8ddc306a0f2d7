import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import { NETLIFY_EDGE_FUNCTION_PATH } from '../../../src/hosts/agent-markdown.ts';
import { hostFiles } from '../../../src/hosts/host-files.ts';

// The generated Edge Function, run in Node (Request, Response, fetch as in Netlify's Deno runtime)
// in front of a local stand-in for the published site.
const dir = mkdtempSync(join(tmpdir(), 'quire-netlify-edge-'));
let site: Server;
let origin = '';
let edge: {
  default: (request: Request) => Promise<Response | undefined>;
  config: { path: string; excludedPath: string[]; method: string[] };
};

before(async () => {
  site = createServer((req, res) => {
    if (req.url === '/guides/x.md') res.setHeader('Content-Type', 'application/octet-stream').end('# X\n');
    else if (req.url === '/index.md') res.end('# Home\n');
    else res.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const { baseFiles } = hostFiles('netlify', { redirects: [], pageHrefs: ['/', '/guides/x'], forwarding: { baseUrls: [], authHeader: () => undefined, pageHeaders: () => [] } });
  const source = baseFiles.get(NETLIFY_EDGE_FUNCTION_PATH);
  assert.ok(source, 'the Edge Function goes where the Frameworks API reads one');
  writeFileSync(join(dir, 'edge.mjs'), source);
  edge = await import(pathToFileURL(join(dir, 'edge.mjs')).href);
});
after(() => {
  site.close();
  rmSync(dir, { recursive: true, force: true });
});

test('netlify: the Edge Function answers an agent asking for text/markdown first with the page .md', async () => {
  const response = await edge.default(new Request(`${origin}/guides/x`, { headers: { Accept: 'text/markdown, text/html;q=0.9' } }));
  assert.equal(response?.status, 200);
  assert.equal(response?.headers.get('content-type'), 'text/markdown; charset=utf-8');
  assert.equal(response?.headers.get('vary'), 'Accept');
  assert.equal(await response?.text(), '# X\n');
  assert.equal(await (await edge.default(new Request(`${origin}/`, { headers: { Accept: 'text/plain' } })))?.text(), '# Home\n');
});

test('netlify: a browser, and a page without markdown, get the usual answer (the function steps aside)', async () => {
  assert.equal(await edge.default(new Request(`${origin}/guides/x`, { headers: { Accept: 'text/html,*/*;q=0.8' } })), undefined);
  assert.equal(await edge.default(new Request(`${origin}/no/such/page`, { headers: { Accept: 'text/markdown' } })), undefined);
});

test("netlify: the function's inline config in Netlify's documented form: URLPattern paths from /, assets and Quire's paths left out, GET and HEAD", () => {
  assert.equal(edge.config.path, '/*');
  assert.ok(edge.config.excludedPath.every((path) => path.startsWith('/')));
  // Each is a URLPattern pathname (Node 24 has URLPattern, as Deno does): it parses and means what it says.
  const pattern = (pathname: string) => new (globalThis as unknown as { URLPattern: new (init: { pathname: string }) => { test(init: { pathname: string }): boolean } }).URLPattern({ pathname });
  const excluded = (path: string) => edge.config.excludedPath.some((p) => pattern(p).test({ pathname: path }));
  assert.ok(pattern(edge.config.path).test({ pathname: '/guides/x' }));
  assert.deepEqual(['/guides/x', '/', '/_astro/a.js', '/guides/x.md', '/_quire/proxy/0/users', '/pagefind/pagefind.js'].map(excluded), [false, false, true, true, true, true]);
  assert.ok(edge.config.excludedPath.includes('/_quire/*') && edge.config.excludedPath.includes('/_astro/*'));
  assert.deepEqual(edge.config.method, ['GET', 'HEAD']);
});
