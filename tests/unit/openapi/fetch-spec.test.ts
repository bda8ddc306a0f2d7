import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fetchSpecText, remoteSpecReader } from '../../../src/openapi/fetch-spec.ts';

const SPEC = JSON.stringify({ openapi: '3.0.3', info: { title: 'Remote', version: '1' }, paths: {} });
const requests: string[] = [];
let server: Server;
let base: string;

before(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/spec.json') return res.end(SPEC);
    // Answers once, then is gone (a server down on the second build).
    if (req.url === '/once.json') return requests.filter((url) => url === '/once.json').length === 1 ? res.end(SPEC) : res.writeHead(503).end();
    if (req.url === '/big.json') return res.end('x'.repeat(5_000));
    if (req.url === '/to-file') return res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    if (req.url === '/to-spec') return res.writeHead(301, { location: '/spec.json' }).end();
    if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    res.writeHead(404).end('not here');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => server.close());

const cacheDir = () => mkdtempSync(join(tmpdir(), 'quire-remote-cache-'));

test('a remote spec is fetched once per build, then read from the cache offline', async () => {
  const dir = cacheDir();
  const read = remoteSpecReader({ cacheDir: dir });
  requests.length = 0;
  assert.deepEqual(await read(`${base}/spec.json`), { ok: true, text: SPEC, bytes: Buffer.from(SPEC), from: 'network' });
  assert.deepEqual(await read(`${base}/spec.json`), { ok: true, text: SPEC, bytes: Buffer.from(SPEC), from: 'network' });
  assert.deepEqual(requests, ['/spec.json']);
  assert.deepEqual(await fetchSpecText(`${base}/spec.json`, { cacheDir: dir, offline: true }), { ok: true, text: SPEC, bytes: Buffer.from(SPEC), from: 'cache' });
  assert.deepEqual(requests, ['/spec.json'], 'offline never asks the network');
});

test('a failed fetch falls back to the cached text', async () => {
  const dir = cacheDir();
  assert.equal((await fetchSpecText(`${base}/once.json`, { cacheDir: dir })).ok, true);
  assert.deepEqual(await fetchSpecText(`${base}/once.json`, { cacheDir: dir }), { ok: true, text: SPEC, bytes: Buffer.from(SPEC), from: 'cache' });
  assert.deepEqual(await fetchSpecText(`${base}/once.json`, { cacheDir: cacheDir() }), { ok: false, message: `could not fetch ${base}/once.json` });
});

/** A URL on a port nothing listens on any more. */
async function listenAndClose(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise((done) => probe.close(done));
  return url;
}

test('a 404 and a refused connection say the same thing: could not fetch the URL', async () => {
  const refused = await listenAndClose();
  const notFound = await fetchSpecText(`${base}/missing.json`);
  const noServer = await fetchSpecText(`${refused}/missing.json`);
  assert.deepEqual(notFound, { ok: false, message: `could not fetch ${base}/missing.json` });
  assert.deepEqual(noServer, { ok: false, message: `could not fetch ${refused}/missing.json` });
});

test('a body past the size limit is refused', async () => {
  assert.deepEqual(await fetchSpecText(`${base}/big.json`, { limits: { maxBytes: 1_000 } }), { ok: false, message: `could not fetch ${base}/big.json` });
  assert.equal((await fetchSpecText(`${base}/big.json`, { limits: { maxBytes: 10_000 } })).ok, true);
});

test('a redirect to another scheme is never followed; one to http(s) is, a few times at most', async () => {
  assert.deepEqual(await fetchSpecText(`${base}/to-file`), { ok: false, message: `could not fetch ${base}/to-file` });
  assert.deepEqual(await fetchSpecText(`${base}/to-spec`), { ok: true, text: SPEC, bytes: Buffer.from(SPEC), from: 'network' });
  requests.length = 0;
  assert.equal((await fetchSpecText(`${base}/loop`)).ok, false);
  assert.equal(requests.length, 4, 'the first request and three redirects');
});

test('offline without a cached text: no request, and a message naming the URL', async () => {
  requests.length = 0;
  assert.deepEqual(await fetchSpecText(`${base}/spec.json`, { cacheDir: cacheDir(), offline: true }), { ok: false, message: `not fetched (offline) and not in the cache: ${base}/spec.json` });
  assert.deepEqual(requests, []);
});

test('only http(s) URLs are fetched', async () => {
  assert.deepEqual(await fetchSpecText('file:///etc/passwd'), { ok: false, message: 'could not fetch file:///etc/passwd' });
});
