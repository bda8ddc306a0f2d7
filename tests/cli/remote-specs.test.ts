import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { quireBin, siteFolder, STACK_TRACE, systemNode } from './quire-process.ts';

// The spec server answers in this process while `quire` runs: the child is started without blocking (no spawnSync).
const SPEC = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Remote', version: '1' },
  paths: { '/pets': { get: { summary: 'List pets', responses: { 200: { description: 'The pets' } } } } },
});
const requests: string[] = [];
let server: Server;
let base: string;

before(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/spec.json') res.end(SPEC);
    else res.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => server.close());

function run(args: string[], cacheDir: string): Promise<{ status: number; output: string }> {
  return new Promise((done) => {
    const env = { ...process.env, QUIRE_CACHE_DIR: cacheDir, NO_COLOR: '1', FORCE_COLOR: '0', ASTRO_TELEMETRY_DISABLED: '1' };
    execFile(systemNode, [quireBin, ...args], { env, timeout: 120_000 }, (error, stdout, stderr) => {
      done({ status: error ? Number((error as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

/** A docs.json site whose navigation names an OpenAPI file by URL (a tab of generated pages). */
const remoteSite = (spec: string) =>
  siteFolder({
    'docs.json': JSON.stringify({
      theme: 'mint',
      name: 'Remote',
      colors: { primary: '#0d9373' },
      navigation: {
        tabs: [
          { tab: 'Guides', groups: [{ group: 'Start', pages: ['index'] }] },
          { tab: 'API', openapi: spec },
        ],
      },
    }),
    'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
  });

test('a navigation node naming a spec by URL: quire check fetches it once, then --offline reads the cache', async () => {
  const cache = mkdtempSync(join(tmpdir(), 'quire-remote-work-'));
  const dir = remoteSite(`${base}/spec.json`);
  requests.length = 0;
  const online = await run(['check', dir], cache);
  assert.equal(online.status, 0, online.output);
  assert.doesNotMatch(online.output, /left out|could not fetch/, online.output);
  assert.deepEqual(requests, ['/spec.json']);
  const offline = await run(['check', dir, '--offline'], cache);
  assert.equal(offline.status, 0, offline.output);
  assert.doesNotMatch(offline.output, /left out|not fetched/, offline.output);
  assert.deepEqual(requests, ['/spec.json'], '--offline asks nothing of the network');
});

test('--offline with nothing cached: a warning naming the URL and what is left out, and the check passes', async () => {
  const dir = remoteSite(`${base}/spec.json`);
  requests.length = 0;
  const offline = await run(['check', dir, '--offline'], mkdtempSync(join(tmpdir(), 'quire-remote-work-')));
  assert.equal(offline.status, 0, offline.output);
  assert.ok(offline.output.includes(`not fetched (offline) and not in the cache: ${base}/spec.json: the operation pages of this file are left out`), offline.output);
  assert.deepEqual(requests, []);
  assert.doesNotMatch(offline.output, STACK_TRACE);
});

test('a 404 says only "could not fetch <URL>", and the rest of the site checks', async () => {
  const dir = remoteSite(`${base}/gone.json`);
  const result = await run(['check', dir], mkdtempSync(join(tmpdir(), 'quire-remote-work-')));
  assert.equal(result.status, 0, result.output);
  assert.ok(result.output.includes(`could not fetch ${base}/gone.json: the operation pages of this file are left out`), result.output);
  assert.doesNotMatch(result.output, /404|ECONNREFUSED/);
});

/** docs.json naming the same URL from both doors: api.openapi for a page's frontmatter, and a navigation tab. */
const bothDoors = (spec: string) =>
  siteFolder({
    'docs.json': JSON.stringify({
      theme: 'mint',
      name: 'Remote',
      colors: { primary: '#0d9373' },
      api: { openapi: [spec] },
      navigation: {
        tabs: [
          { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'pets'] }] },
          { tab: 'API', openapi: spec },
        ],
      },
    }),
    'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
    'pets.mdx': '---\ntitle: Pets\nopenapi: GET /pets\n---\n',
  });

test('a URL named by a page’s frontmatter (api.openapi) and by a navigation tab: one fetch path, one request for both doors', async () => {
  const dir = bothDoors(`${base}/spec.json`);
  requests.length = 0;
  const result = await run(['check', dir], mkdtempSync(join(tmpdir(), 'quire-remote-work-')));
  assert.equal(result.status, 0, result.output);
  assert.doesNotMatch(result.output, /could not fetch|left out|unknown/i, result.output);
  assert.deepEqual(requests, ['/spec.json']);
});

test('a URL that cannot be fetched: both doors say only "could not fetch <URL>", for a 404 as for a port nothing listens on', async () => {
  const closed = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => closed.once('listening', resolve));
  const refused = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/spec.json`;
  await new Promise((resolve) => closed.close(resolve));
  const said: string[] = [];
  for (const url of [`${base}/gone.json`, refused]) {
    const dir = bothDoors(url);
    const result = await run(['check', dir], mkdtempSync(join(tmpdir(), 'quire-remote-work-')));
    assert.doesNotMatch(result.output, /404|ECONNREFUSED|connection refused|not found/i, result.output);
    assert.doesNotMatch(result.output, STACK_TRACE);
    const lines = result.output.split('\n').filter((line) => line.includes(url));
    // The navigation tab's pages are left out; the frontmatter page's file is named as a file with a problem.
    assert.ok(
      lines.some((line) => line.includes(`navigation.tabs[1].openapi: could not fetch ${url}: the operation pages of this file are left out`)),
      result.output,
    );
    assert.ok(
      lines.some((line) => line.trim() === `✖ could not fetch ${url}`),
      result.output,
    );
    said.push(lines.map((line) => line.replaceAll(url, '<URL>').replaceAll(dir, '<site>')).join('\n'));
  }
  assert.equal(said[0], said[1], 'a 404 and a refused connection are told apart');
});
