import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as pagefind from 'pagefind';

/**
 * Pagefind's ready-made interfaces (its default UI, modular UI, web components and highlighter),
 * which it writes beside every index: Quire's search dialog (client/search-results.ts) talks to
 * pagefind.js itself, so these ~430 kB are never loaded and are left out of the site.
 */
const UNUSED_UI_FILE = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;

/** Removes Pagefind's unused interface files from its output folder; → the names removed. */
export function removeUnusedSearchFiles(pagefindDir: string): string[] {
  const unused = readdirSync(pagefindDir).filter((name) => UNUSED_UI_FILE.test(name));
  for (const name of unused) rmSync(join(pagefindDir, name));
  return unused;
}

/**
 * How many pages the written index holds (pagefind-entry.json, per language). Pagefind's own count
 * is of the HTML files it read, redirect pages and the 404 page included, which it then leaves
 * out: the build says what a reader can find.
 */
export function indexedPageCount(pagefindDir: string): number {
  const entry = JSON.parse(readFileSync(join(pagefindDir, 'pagefind-entry.json'), 'utf8')) as { languages?: Record<string, { page_count?: number }> };
  return Object.values(entry.languages ?? {}).reduce((sum, language) => sum + (language.page_count ?? 0), 0);
}

/** Pagefind at work on the built pages: `finish` waits for the index to be written (→ the pages it holds); `cancel` stops it. */
export interface SearchIndexing {
  finish(): Promise<number>;
  cancel(): Promise<void>;
}

/** What Pagefind leaves out of each page's article. */
const EXCLUDED_SELECTORS = ['.copy-code', '.tab-list', '.prev-next'];
// Each page's search excerpt is a file of its own, and writing a thousand small files took
// most of Pagefind's time (1,000 pages: 2.0 s → 1.4 s with 250). A result then loads a
// bundle of a few pages' excerpts (~5 kB at 1,000 pages) instead of one; below 250 pages
// nothing changes.
const MAX_FRAGMENTS = 250;

/**
 * Pagefind's binary, found as its own Node API finds it (PAGEFIND_BINARY_PATH, then the
 * platform package installed beside it).
 */
async function pagefindBinary(): Promise<string> {
  const library = fileURLToPath(import.meta.resolve('pagefind'));
  const { resolveBinaryPath } = (await import(pathToFileURL(join(dirname(library), 'resolveBinary.js')).href)) as { resolveBinaryPath(names: string[]): string };
  return resolveBinaryPath(['pagefind_extended', 'pagefind']);
}

/** Pagefind's command over outDir, writing outDir/pagefind; → whether it did (exit code 0). */
function runPagefindCommand(outDir: string): { done: Promise<boolean>; stop(): void } {
  let child: ChildProcess | undefined;
  let stopped = false;
  const done = (async () => {
    const binary = await pagefindBinary();
    if (stopped) return false;
    const quietFolder = mkdtempSync(join(tmpdir(), 'quire-pagefind-'));
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PAGEFIND_')));
    const options = [...EXCLUDED_SELECTORS.flatMap((selector) => ['--exclude-selectors', selector]), '--max-fragments', String(MAX_FRAGMENTS), '--silent'];
    const running = spawn(binary, ['--site', resolve(outDir), '--output-subdir', 'pagefind', ...options], { cwd: quietFolder, env, stdio: 'ignore', windowsHide: true });
    child = running;
    return new Promise<boolean>((ended) => {
      running.once('error', () => ended(false));
      running.once('close', (code) => ended(code === 0));
    }).finally(() => rmSync(quietFolder, { recursive: true, force: true }));
  })().catch(() => false);
  return {
    done,
    stop() {
      stopped = true;
      child?.kill();
    },
  };
}

/**
 * The index through Pagefind's Node API, where its command did not make one: an error is said in
 * the API's words, and a site with no words to index gets an empty index (the command refuses it).
 */
async function indexThroughNodeApi(outDir: string): Promise<void> {
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: EXCLUDED_SELECTORS, maxFragments: MAX_FRAGMENTS });
  try {
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: outDir });
    if (added.errors.length > 0) throw new Error(`Pagefind could not index ${outDir}: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write its files: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
}

/**
 * The search index, built locally by Pagefind over the HTML Astro just wrote (no network). Only
 * each page's article is indexed (DocPage marks it data-pagefind-body), so the sidebar and footer
 * never match. Pagefind runs as its own process: this returns as soon as it has started, so the
 * build's other checks run on the other core meanwhile.
 *
 * Its command rather than its Node API: the API's writeFiles builds the whole index twice (once
 * in its service, once again in its writer: ~0.4 s at 1,000 pages, on the build's last stretch)
 * and the command writes the same files, byte for byte. It runs in an empty folder of its own with
 * no PAGEFIND_* variables, so no pagefind.yml or environment of the machine changes what it
 * indexes. Where the command fails (a site with no words to index, a binary it cannot run), the
 * Node API builds the index as before.
 */
export async function startSearchIndex(outDir: string): Promise<SearchIndexing> {
  const command = runPagefindCommand(outDir);
  return {
    async finish() {
      if (!(await command.done)) {
        rmSync(join(outDir, 'pagefind'), { recursive: true, force: true });
        await indexThroughNodeApi(outDir);
      }
      removeUnusedSearchFiles(join(outDir, 'pagefind'));
      return indexedPageCount(join(outDir, 'pagefind'));
    },
    async cancel() {
      command.stop();
      await command.done;
      // A build that stops leaves no search index, as when the index was written only at the end.
      rmSync(join(outDir, 'pagefind'), { recursive: true, force: true });
    },
  };
}
