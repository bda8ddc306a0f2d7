import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
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

/** Pagefind at work on the built pages: `finish` waits for it and writes the index (→ the pages it holds); `cancel` stops it. */
export interface SearchIndexing {
  finish(): Promise<number>;
  cancel(): Promise<void>;
}

/**
 * The search index, built locally by Pagefind's Node API over the HTML Astro just wrote (no
 * network). Only each page's article is indexed (DocPage marks it data-pagefind-body), so the
 * sidebar and footer never match. Pagefind runs as its own process: this returns as soon as it
 * has been asked to read the pages, so the build's other checks run on the other core meanwhile.
 */
export async function startSearchIndex(outDir: string): Promise<SearchIndexing> {
  const { index, errors } = await pagefind.createIndex({
    excludeSelectors: ['.copy-code', '.tab-list', '.prev-next'],
    // Each page's search excerpt is a file of its own, and writing a thousand small files took
    // most of Pagefind's time (1,000 pages: 2.0 s → 1.4 s with 250). A result then loads a
    // bundle of a few pages' excerpts (~5 kB at 1,000 pages) instead of one; below 250 pages
    // nothing changes.
    maxFragments: 250,
  });
  if (!index) {
    await pagefind.close();
    throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  }
  const adding = index.addDirectory({ path: outDir });
  return {
    async finish() {
      try {
        const added = await adding;
        if (added.errors.length > 0) throw new Error(`Pagefind could not index ${outDir}: ${added.errors.join('; ')}`);
        const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') });
        if (written.errors.length > 0) throw new Error(`Pagefind could not write its files: ${written.errors.join('; ')}`);
        removeUnusedSearchFiles(join(outDir, 'pagefind'));
        return indexedPageCount(join(outDir, 'pagefind'));
      } finally {
        await pagefind.close();
      }
    },
    async cancel() {
      await adding.catch(() => undefined);
      await pagefind.close();
    },
  };
}
