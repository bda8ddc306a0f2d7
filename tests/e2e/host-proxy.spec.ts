import { expect, test } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildFixture, projectRoot } from '../support/run-build.ts';
import { serveStatic } from '../support/static-server.ts';
import { openPlayground } from './playground-dialog.ts';

// A site built with `quire build --host cloudflare`, served by a stand-in for Cloudflare Pages: its
// _worker.js run in Node in front of the static files. The API answers without CORS headers, so
// a browser on the docs' origin could not read it directly: the playground must use the proxy.
let api: Server;
let pages: Server;
let pagesUrl = '';
let closeStatic: () => Promise<void> = async () => {};
const siteDir = mkdtempSync(join(tmpdir(), 'quire-host-proxy-'));
const outDir = join(projectRoot, 'tests/.builds/host-proxy');

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const bodyOf = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(240_000);
  api = createServer((req, res) => res.end(JSON.stringify({ path: req.url, cookie: req.headers.cookie ?? null })));
  const apiUrl = await listen(api);
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(siteDir, path)), { recursive: true });
    writeFileSync(join(siteDir, path), text);
  };
  write('site.json', JSON.stringify({ name: 'Proxy', navigation: [{ group: 'API', pages: ['index', 'pets'] }], openapi: 'openapi.yaml', api: { baseUrl: `${apiUrl}/v1` } }));
  write('docs/index.md', '---\ntitle: Home\n---\nThe pets API.\n');
  write('docs/pets.md', '---\nopenapi: GET /pets\n---\n');
  write('openapi.yaml', 'openapi: 3.1.0\ninfo: { title: Pets, version: "1" }\npaths:\n  /pets:\n    get:\n      summary: List pets\n      responses:\n        "200": { description: The pets }\n');
  process.env.QUIRE_HOST = 'cloudflare';
  const { status, output } = buildFixture(siteDir, { outDir });
  delete process.env.QUIRE_HOST;
  if (status !== 0) throw new Error(output);
  const files = await serveStatic(outDir);
  closeStatic = files.close;
  const worker = (await import(pathToFileURL(join(outDir, '_worker.js')).href)).default;
  const assets = { fetch: (request: Request) => fetch(new URL(new URL(request.url).pathname, files.url), { headers: request.headers }) };
  pages = createServer(async (req, res) => {
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(new URL(req.url ?? '/', pagesUrl), {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : [])),
      body: hasBody ? await bodyOf(req) : undefined,
    });
    const response: Response = await worker.fetch(request, { ASSETS: assets });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  pagesUrl = await listen(pages);
});

test.afterAll(async () => {
  await new Promise((resolve) => pages?.close(resolve));
  await new Promise((resolve) => api?.close(resolve));
  await closeStatic();
  rmSync(siteDir, { recursive: true, force: true });
});

test("the published playground reaches an API without CORS through the host's proxy, without the site's cookies", async ({ page, context }) => {
  await context.addCookies([{ name: 'docs-session', value: 'secret', url: pagesUrl }]);
  await page.goto(`${pagesUrl}/pets`);
  await openPlayground(page);
  await page.getByRole('button', { name: 'Send' }).click();
  const result = page.getByRole('region', { name: 'Response', exact: true });
  await expect(result.locator('[data-status]')).toHaveText('200 OK');
  await expect(result.locator('[data-via]')).toHaveText("via the site's proxy");
  expect(JSON.parse((await result.locator('pre code').textContent())!)).toEqual({ path: '/v1/pets', cookie: null });
});

test('an agent asking for markdown gets the page as markdown', async ({ request }) => {
  const response = await request.get(`${pagesUrl}/pets`, { headers: { Accept: 'text/markdown' } });
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(await response.text()).toMatch(/^# List pets/);
});
