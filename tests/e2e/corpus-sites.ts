import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CORPUS_ROOT } from '../support/corpus.ts';
import { buildFixture, projectRoot } from '../support/run-build.ts';
import { serveStatic } from '../support/static-server.ts';
import { test as fixtureTest } from './fixture-sites.ts';
import type { WorkerInfo } from '@playwright/test';

/** The whole docs.json sites of the corpus (real public repositories), by folder name. */
export const CORPUS_SITES = join(CORPUS_ROOT, 'docs-json/sites');
export const VOCOBASE = join(CORPUS_SITES, 'Sajal0208+vocobase-api-docs');
export const SAFEFY = join(CORPUS_SITES, 'Safefy-Pay+docs');
export const HOPPSCOTCH = join(CORPUS_SITES, 'hoppscotch+docs');

/** One request the local API received, as the playground sent it. */
export interface ReceivedRequest {
  method: string;
  url: string;
  authorization?: string;
}

export interface LocalApi {
  url: string;
  received: ReceivedRequest[];
}

/**
 * A stand-in for a site's API on this machine: it answers every request with JSON echoing what it
 * received, with the CORS headers a real API gives a docs site's origin (a static site sends
 * straight from the reader's browser, so a preflight comes first).
 */
async function startLocalApi(): Promise<LocalApi & { close(): Promise<void> }> {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'authorization, content-type');
    response.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    const entry = { method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization };
    received.push(entry);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ success: true, data: { received: `${entry.method} ${entry.url}` } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Where a worker builds a corpus site: a folder per worker, as two workers may build the same site at once. */
export const corpusOutDir = (name: string, worker: number): string => join(projectRoot, 'tests/.builds', `corpus-${name}-${worker}`);

/**
 * Copies a corpus site into a temporary folder (the corpus is never written to), lets `prepare`
 * change the copy, builds it once and serves the output to the tests of the worker.
 */
async function buildAndServe(source: string, name: string, worker: number, use: (url: string) => Promise<void>, prepare: (dir: string) => void = () => {}) {
  const root = mkdtempSync(join(tmpdir(), 'quire-corpus-e2e-'));
  const dir = join(root, 'site');
  cpSync(source, dir, { recursive: true });
  prepare(dir);
  const outDir = corpusOutDir(name, worker);
  // The copy is in a new folder each run: the content store of an earlier run names files that are gone.
  for (const stale of [outDir, `${outDir}-cache`]) rmSync(stale, { recursive: true, force: true });
  const { status, output } = buildFixture(dir, { outDir, linksWarn: true, timeoutMs: 240_000 });
  rmSync(root, { recursive: true, force: true });
  if (status !== 0) throw new Error(`building the corpus site ${name} failed:\n${output}`);
  const served = await serveStatic(outDir);
  await use(served.url);
  await served.close();
}

type WorkerSite = [(fixtures: object, use: (url: string) => Promise<void>, worker: WorkerInfo) => Promise<void>, { scope: 'worker'; timeout: number }];

/** A site folder of the corpus as it is, built and served once per worker. */
const corpusSite = (source: string, name: string): WorkerSite => [async ({}, use, worker) => buildAndServe(source, name, worker.parallelIndex, use), { scope: 'worker', timeout: 300_000 }];

interface CorpusFixtures {
  localApi: LocalApi;
  /** S1: vocobase's docs, its OpenAPI servers pointed at `localApi`. */
  vocobase: string;
  /** S2: Safefy Pay's docs as they are. */
  safefy: string;
  /** S3: Hoppscotch's docs as they are. */
  hoppscotch: string;
}

/**
 * Corpus sites built once per worker (each in a folder of its own), each only when a test
 * asks for it; the `site` fixture of fixture-sites.ts is kept for the small fixtures.
 */
export const test = fixtureTest.extend<object, CorpusFixtures>({
  localApi: [
    async ({}, use) => {
      const api = await startLocalApi();
      await use(api);
      await api.close();
    },
    { scope: 'worker' },
  ],
  vocobase: [
    async ({ localApi }, use, worker) =>
      buildAndServe(VOCOBASE, 'vocobase', worker.parallelIndex, use, (dir) => {
        // What the site's owner would do to try the playground against a local API: the spec's server.
        const specFile = join(dir, 'openapi.json');
        const spec = JSON.parse(readFileSync(specFile, 'utf8')) as { servers: Array<{ url: string; description?: string }> };
        spec.servers = [{ url: `${localApi.url}/api/v2`, description: 'Local' }];
        writeFileSync(specFile, JSON.stringify(spec, null, 2));
      }),
    { scope: 'worker', timeout: 300_000 },
  ],
  safefy: corpusSite(SAFEFY, 'safefy'),
  hoppscotch: corpusSite(HOPPSCOTCH, 'hoppscotch'),
});

export { expect } from '@playwright/test';
