import type { SiteSource } from '../source/site-source.ts';

/** A site file's text as the build's reading of the folder has it (SiteSource.textAt), by absolute path; undefined when refused or missing. */
export type PageTextLookup = (path: string) => string | undefined;

/** The lookup of the reading `source()` gives. */
export const pageTextLookup =
  (source: () => SiteSource): PageTextLookup =>
  (path) =>
    source().textAt(path);

/**
 * A build loads each page module from the reading loadSite made of the folder (SiteSource), not
 * from the disk again: the files do not change while a build runs, and every reader of a page then
 * sees the same text. Only the site's own page files, as themselves (no `?raw` or other query a
 * plugin answers in its own way); the dev server reads the disk, where pages change.
 */
export function pageTextsPlugin(pageText: PageTextLookup) {
  return {
    name: 'quire:page-texts',
    apply: 'build' as const,
    load: {
      // The page, and Astro's second module of it for its styles and scripts (the same text).
      filter: { id: /\.mdx?(\?astroPropagatedAssets)?$/ },
      handler(id: string) {
        const code = pageText(id.split('?')[0]);
        return code === undefined ? undefined : { code, map: null };
      },
    },
  };
}
