// The author loop, measured from outside as an author feels it: start the dev server and ask for a
// content page until it is served (cold: no cache of any kind; warm: the caches the previous start
// left), then edit that page's file and ask again until the served HTML shows the edit.
// `quire dev` for Quire, `astro dev` (through bench/dev-astro.mjs) for bare Astro and Starlight.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { compileCacheFolder } from '../src/cli/compile-cache.ts';
import { findSiteFolder } from '../src/cli/site-folder.ts';
import { devWorkFolder, siteWorkFolder, viteCacheFolder } from '../src/cli/work-folder.ts';
import { isMdx } from './corpus.mjs';
import { benchEnv } from './measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Quire's folder (QUIRE_CACHE_DIR) for the benchmark site in `dir`: beside the site, its own. */
const quireFolder = (dir) => join(dir, 'quire-folder');

/** Per target: the dev command, the caches a cold start removes, where a page's file is. */
export const DEV = {
  quire: {
    // As a build (builds.mjs): the compiled package a user installs, or src/ with `--quire-from source`.
    command: (dir, port) => [join(root, process.env.QUIRE_BENCH_FROM === 'source' ? 'src/cli/main.ts' : 'lib/cli/main.js'), 'dev', join(dir, 'site'), '--port', String(port)],
    // Quire's folder for this benchmark site (QUIRE_CACHE_DIR) beside it, not the repository's .quire:
    // a cold start removes the caches below, and the repository's are in use by whatever else builds
    // from this checkout (the test suite's builds share its compile cache).
    env: (dir) => ({ QUIRE_CACHE_DIR: quireFolder(dir) }),
    // In the dev server's root (src/cli/work-folder.ts devWorkFolder, in the site's work folder):
    // Astro's .astro/ (the dev content store, data-store.json), its cacheDir and Vite's
    // (vite/<work folder>-dev: its deps); and Node's cache of compiled modules (src/cli/compile-cache.ts).
    // Not the whole folder: its node_modules link stays.
    caches: (dir) => {
      const base = quireFolder(dir);
      const work = devWorkFolder(siteWorkFolder(findSiteFolder(join(dir, 'site')).dir, base));
      return [join(work, '.astro'), join(work, 'cache'), viteCacheFolder(work, base), compileCacheFolder(base)];
    },
    pageFile: (dir, page) => join(dir, 'site/docs', `${page.id}.${isMdx(page) ? 'mdx' : 'md'}`),
    siteJson: (dir) => join(dir, 'site/site.json'),
  },
  bare: {
    command: (dir, port) => [join(root, 'bench/dev-astro.mjs'), dir, String(port)],
    caches: (dir) => ['.astro', '.cache', 'node_modules/.vite'].map((name) => join(dir, name)),
    pageFile: (dir, page) => join(dir, 'docs', `${page.id}.${isMdx(page) ? 'mdx' : 'md'}`),
  },
  starlight: {
    command: (dir, port) => [join(root, 'bench/dev-astro.mjs'), dir, String(port)],
    caches: (dir) => ['.astro', '.cache', 'node_modules/.vite'].map((name) => join(dir, name)),
    pageFile: (dir, page) => join(dir, 'src/content/docs', `${page.id}.${isMdx(page) ? 'mdx' : 'md'}`),
  },
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function getPage(url) {
  try {
    const response = await fetch(url, { headers: { accept: 'text/html' } });
    return { status: response.status, text: await response.text() };
  } catch {
    return { status: 0, text: '' }; // not listening yet
  }
}

/** Asks for url until accept(page) holds; → ms from `since`, or null past the limit. */
async function pollUntil(url, accept, since, limitMs) {
  while (performance.now() - since < limitMs) {
    const page = await getPage(url);
    if (accept(page)) return Math.round(performance.now() - since);
    await sleep(page.status === 0 ? 50 : 20);
  }
  return null;
}

const served = (page) => page.status === 200 && page.text.includes('</html>');

/** Starts target's dev server (on port, or a free one); → { url, firstPageMs, stop, output } (firstPageMs null if it never served within limitMs). */
export async function startDev(target, dir, pagePath, { limitMs = 600_000, port } = {}) {
  port ??= await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, DEV[target].command(dir, port), {
    cwd: root,
    detached: true, // its own process group, so stopping it stops Astro's children too
    stdio: ['ignore', 'pipe', 'pipe'],
    env: benchEnv(DEV[target].env?.(dir)),
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}${pagePath}`;
  const firstPageMs = await Promise.race([pollUntil(url, served, started, limitMs), exited.then(() => null)]);
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    const done = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
    if (!done) process.kill(-child.pid, 'SIGKILL');
  };
  return { url, firstPageMs, stop, output: () => output };
}

/** Edits file (appending a marked paragraph) and polls until url shows it; → ms. Restores nothing. */
async function editUntilVisible(file, url, original, marker, limitMs) {
  const since = performance.now();
  writeFileSync(file, `${original}\n\nBench edit ${marker}.\n`);
  return pollUntil(url, (page) => served(page) && page.text.includes(marker), since, limitMs);
}

/**
 * One author session on target: cold start, `edits` page edits, site.json edit (Quire), stop; warm
 * start, stop. → { coldMs, warmMs, editMs: [..], siteJsonEditMs? }
 */
export async function devSession(target, dir, page, { edits = 3, limitMs = 600_000, log = () => {} } = {}) {
  const spec = DEV[target];
  const pagePath = page.id === 'index' ? '/' : `/${page.id}`;
  for (const path of spec.caches(dir)) rmSync(path, { recursive: true, force: true });
  const result = { coldMs: null, warmMs: null, editMs: [] };
  // One port for both starts, as an author's `dev` always uses: Astro keeps its content store
  // only while its config (the port included) is unchanged.
  const port = await freePort();
  const cold = await startDev(target, dir, pagePath, { limitMs, port });
  result.coldMs = cold.firstPageMs;
  const file = spec.pageFile(dir, page);
  const original = readFileSync(file, 'utf8');
  try {
    if (cold.firstPageMs == null) throw new Error(`${target} dev server served nothing within ${limitMs / 1000} s:\n${cold.output().slice(-3000)}`);
    for (let i = 0; i < edits; i++) {
      await sleep(300); // let the watcher settle, as between two saves
      result.editMs.push(await editUntilVisible(file, cold.url, original, `marker-${Date.now()}-${i}`, 60_000));
    }
    writeFileSync(file, original);
    await pollUntil(cold.url, (p) => served(p) && !p.text.includes('Bench edit'), performance.now(), 60_000);
    if (spec.siteJson) {
      const siteFile = spec.siteJson(dir);
      const siteText = readFileSync(siteFile, 'utf8');
      const name = `Acme${Date.now()}`;
      const since = performance.now();
      writeFileSync(siteFile, JSON.stringify({ ...JSON.parse(siteText), name }, null, 2));
      result.siteJsonEditMs = await pollUntil(cold.url, (p) => served(p) && p.text.includes(name), since, 60_000);
      writeFileSync(siteFile, siteText);
      await pollUntil(cold.url, (p) => served(p) && !p.text.includes(name), performance.now(), 60_000);
    }
  } finally {
    writeFileSync(file, original);
    await cold.stop();
  }
  log(`${target} dev: cold ${result.coldMs} ms, edits ${result.editMs.join(', ')} ms${result.siteJsonEditMs != null ? `, site.json ${result.siteJsonEditMs} ms` : ''}`);
  const warm = await startDev(target, dir, pagePath, { limitMs, port });
  result.warmMs = warm.firstPageMs;
  await warm.stop();
  log(`${target} dev: warm ${result.warmMs} ms`);
  return result;
}
