import type { SiteTextReader } from '../utils/read-site-file.ts';

/**
 * A build loads each page module from the reading loadSite made of the folder (SiteSource), not
 * from the disk again: the files do not change while a build runs, and every reader of a page then
 * sees the same text. Only the site's own page files, as themselves (no `?raw` or other query a
 * plugin answers in its own way); the dev server reads the disk, where pages change.
 */
export function pageTextsPlugin(pageText: SiteTextReader) {
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
