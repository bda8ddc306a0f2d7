import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CORPUS_ROOT } from '../support/corpus.ts';
import { buildFixtureAsync, projectRoot } from '../support/run-build.ts';
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

/**
 * The corpus sites every worker serves as they are: built once, before the workers start
 * (global-setup.ts). vocobase is built by each worker, its spec pointed at the worker's own local API.
 */
export const PREBUILT_CORPUS_SITES: ReadonlyArray<readonly [name: string, source: string]> = [
  ['safefy', SAFEFY],
  ['hoppscotch', HOPPSCOTCH],
];

/** Where a corpus site is built: one folder for a prebuilt site, a folder per worker for one each worker builds. */
export const corpusOutDir = (name: string, worker: number): string =>
  join(projectRoot, 'tests/.builds', PREBUILT_CORPUS_SITES.some(([prebuilt]) => prebuilt === name) ? `corpus-${name}` : `corpus-${name}-${worker}`);

/**
 * Copies a corpus site into a temporary folder (the corpus is never written to), lets `prepare`
 * change the copy and builds it into `outDir`.
 */
export async function buildCorpusCopy(source: string, name: string, outDir: string, prepare: (dir: string) => void = () => {}): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'quire-corpus-e2e-'));
  const dir = join(root, 'site');
  cpSync(source, dir, { recursive: true });
  prepare(dir);
  // The copy is in a new folder each run: the content store of an earlier run names files that are gone.
  for (const stale of [outDir, `${outDir}-cache`]) rmSync(stale, { recursive: true, force: true });
  const { status, output } = await buildFixtureAsync(dir, { outDir, linksWarn: true, timeoutMs: 240_000 });
  rmSync(root, { recursive: true, force: true });
  if (status !== 0) throw new Error(`building the corpus site ${name} failed:\n${output}`);
}

/** Serves a built corpus site to the tests of a worker. */
async function serveBuilt(outDir: string, name: string, use: (url: string) => Promise<void>) {
  if (!existsSync(outDir)) throw new Error(`the corpus site ${name} was not built before the tests (tests/e2e/global-setup.ts)`);
  const served = await serveStatic(outDir);
  await use(served.url);
  await served.close();
}

type WorkerSite = [(fixtures: object, use: (url: string) => Promise<void>, worker: WorkerInfo) => Promise<void>, { scope: 'worker'; timeout: number }];

/** A corpus site built before the workers started, served by each worker. */
const prebuiltSite = (name: string): WorkerSite => [async ({}, use, worker) => serveBuilt(corpusOutDir(name, worker.parallelIndex), name, use), { scope: 'worker', timeout: 60_000 }];

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
 * Corpus sites served once per worker, vocobase built by each worker only when a test asks for it; the `site` fixture of fixture-sites.ts is kept for the small fixtures.
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
    async ({ localApi }, use, worker) => {
      const outDir = corpusOutDir('vocobase', worker.parallelIndex);
      await buildCorpusCopy(VOCOBASE, 'vocobase', outDir, (dir) => {
        // What the site's owner would do to try the playground against a local API: the spec's server.
        const specFile = join(dir, 'openapi.json');
        const spec = JSON.parse(readFileSync(specFile, 'utf8')) as { servers: Array<{ url: string; description?: string }> };
        spec.servers = [{ url: `${localApi.url}/api/v2`, description: 'Local' }];
        writeFileSync(specFile, JSON.stringify(spec, null, 2));
      });
      await serveBuilt(outDir, 'vocobase', use);
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  safefy: prebuiltSite('safefy'),
  hoppscotch: prebuiltSite('hoppscotch'),
});

export { expect } from '@playwright/test';
