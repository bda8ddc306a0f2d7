import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { extname } from 'node:path';
import type { PageSource } from '../seo/page-sources.ts';
import { searchText } from '../seo/search-text.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
};

/** The language every page's `<html lang>` names: Pagefind's script picks its index by it. */
const PAGE_LANGUAGE = 'en';

/** Files of a search index by their path under /pagefind/ (`pagefind.js`, `index/en_1.pf_index`). */
export type SearchIndexFiles = ReadonlyMap<string, Uint8Array>;

/** One page as search finds it: its address, title and words (searchText of its markdown). */
export interface SearchRecord {
  url: string;
  title: string;
  content: string;
}

/**
 * The records of the pages as they are now, from each page's words (searchText: there is no built
 * HTML in dev). Titles, text, code and the props readers see are found; what only rendering makes
 * (an API page's parameters, a snippet's text) is found once the site is built.
 */
export const searchRecords = (pages: readonly PageSource[]): SearchRecord[] => pages.map((page) => ({ url: page.href, title: page.title, content: searchText(page.body) }));

/** The search index of `records`, made in memory by Pagefind's Node API (which starts Pagefind's program). */
export async function pagefindIndex(records: readonly SearchRecord[]): Promise<SearchIndexFiles> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    for (const record of records) {
      const added = await index.addCustomRecord({ url: record.url, content: record.content, language: PAGE_LANGUAGE, meta: { title: record.title } });
      if (added.errors.length > 0) throw new Error(`Pagefind could not index ${record.url}: ${added.errors.join('; ')}`);
    }
    const { files, errors: fileErrors } = await index.getFiles();
    if (fileErrors.length > 0) throw new Error(`Pagefind could not write its files: ${fileErrors.join('; ')}`);
    return new Map(files.map((file) => [file.path.replace(/^\/+/, ''), file.content]));
  } finally {
    await index.deleteIndex();
  }
}

/** Pagefind's program, stopped once nothing needs an index any more. */
export const stopPagefind = async (): Promise<void> => {
  await pagefind.close();
};

/** The index file a dev-server URL (`/pagefind/x?import`) names; undefined when the index has none. */
export function indexFileFor(files: SearchIndexFiles, url: string): Uint8Array | undefined {
  let path: string;
  try {
    path = decodeURIComponent(url.split(/[?#]/)[0]).replace(/^\/pagefind\//, '');
  } catch {
    return undefined;
  }
  return files.get(path);
}

/**
 * Search in `astro dev`: the dialog searches the pages as they are now. The index is made on the
 * first request for it and made again after a page or the config changes (the next page load), by
 * `makeIndex` (Pagefind here, or in the process that started a confined server: programs.ts).
 */
export function searchInDev(pages: () => Promise<PageSource[]>, makeIndex: (records: readonly SearchRecord[]) => Promise<SearchIndexFiles>): AstroIntegration {
  let index: Promise<SearchIndexFiles> | undefined;
  return {
    name: 'quire:search-dev',
    hooks: {
      'astro:server:setup': ({ server, logger }) => {
        server.watcher.on('all', () => (index = undefined));
        server.httpServer?.once('close', () => void stopPagefind());
        server.middlewares.use('/pagefind', (request, response, next) => {
          const made = (index ??= pages().then((found) => makeIndex(searchRecords(found))));
          made.then(
            (files) => {
              const file = indexFileFor(files, `/pagefind${request.url ?? ''}`);
              if (!file) return next();
              response.setHeader('Content-Type', CONTENT_TYPES[extname((request.url ?? '').split(/[?#]/)[0])] ?? 'application/octet-stream');
              response.setHeader('Cache-Control', 'no-store');
              response.end(file);
            },
            (error: Error) => {
              if (index === made) index = undefined;
              logger.warn(`Search in dev: ${error.message}`);
              next();
            },
          );
        });
      },
    },
  };
}
