import { fileURLToPath } from 'node:url';
import { ownModule } from '../utils/own-modules.ts';
import { exactIds } from './hook-filters.ts';

const LAZY_SEARCH_ID = 'virtual:quire/search-results';
const RESOLVED_LAZY_SEARCH_ID = `\0${LAZY_SEARCH_ID}`;

/** The part of the search dialog that searches (client/search-results.ts), loaded only when a reader is about to search. */
const SEARCH_RESULTS = fileURLToPath(ownModule('../client/search-results.ts', import.meta.url));

/** The emitted chunk's own context, as much of Rollup's as is used here. */
interface EmitContext {
  emitFile(file: { type: 'chunk'; id: string; name: string }): string;
}

/**
 * `virtual:quire/search-results` exports `importSearchResults(attempt)`: the search dialog's lazy
 * part, imported at run time. In a build it is a chunk of its own (`_astro/search-results.*.js`)
 * that the page's search script imports by its URL. A plain `import('./search-results.ts')` would
 * make the same chunk, but Vite wraps every literal `import()` in its preload helper, and that
 * helper (0.9 kB gzip, in a chunk of its own) would then load with every page, more than the lazy
 * split saves; an `import()` of a computed URL is left alone. The URL comes from the bundler, so
 * it carries the chunk's hash and the site's base. Being an entry of its own, the chunk shares no
 * module with the page's script (no third file every page fetches): search-results.ts takes what
 * it needs from the caller. A retry (`attempt` > 0) adds a query, since browsers may remember a
 * module that failed to load and answer a second `import()` of the same URL with the same failure.
 * In dev the module is imported as it is (Vite serves it; no preload helper there).
 */
export function lazySearchPlugin(dev: boolean) {
  return {
    name: 'quire:lazy-search',
    resolveId: { filter: exactIds(LAZY_SEARCH_ID), handler: () => RESOLVED_LAZY_SEARCH_ID },
    load: {
      filter: exactIds(RESOLVED_LAZY_SEARCH_ID),
      handler(this: EmitContext) {
        if (dev) return `export const importSearchResults = () => import(${JSON.stringify(SEARCH_RESULTS)});`;
        const reference = this.emitFile({ type: 'chunk', id: SEARCH_RESULTS, name: 'search-results' });
        return `export const importSearchResults = (attempt) => import(/* @vite-ignore */ import.meta.ROLLUP_FILE_URL_${reference} + (attempt ? '?retry=' + attempt : ''));`;
      },
    },
  };
}
