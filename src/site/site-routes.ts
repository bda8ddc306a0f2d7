import { pageHref } from '../navigation/pages.ts';
import type { RootRedirect } from '../navigation/root-redirects.ts';
import { isSnippetId } from '../source/snippet-files.ts';
import { listStaticFiles, staticRootOf } from '../source/static-files.ts';
import { redirectPagesOf } from './redirects.ts';
import type { Site } from './site.ts';

/** What a built site answers, known from the loaded folder alone: what the page route's getStaticPaths and the file copy make of it. */
export interface SiteRoutes {
  /** Each page's URL path (`/guides/setup`, `/` for the index), written pages and docs.json's generated API pages alike. */
  pages: string[];
  /** The URLs answered by a page leading elsewhere: the roots no page answers, then docs.json's redirects. */
  redirects: RootRedirect[];
  /** docs.json: the files published beside the pages, by URL path (`/images/logo.png`); site.json's public/ is Astro's. */
  staticFiles: string[];
}

/**
 * The URLs of a loaded site (loadSite), without drawing a page: the content collection holds every
 * page file and each generated API page (a file wins at the same id), snippets are no pages, and
 * redirect pages are made as routes/site-data.ts makes them (redirectPagesOf). Tests of real
 * configs assert URLs here; a few real builds prove the two agree.
 */
export function siteRoutes(site: Site): SiteRoutes {
  const ids = new Set([...site.source.pageIds, ...(site.docsJson?.extraEntries ?? []).map((entry) => entry.id)]);
  const pages = [...ids].filter((id) => !isSnippetId(id)).map(pageHref);
  const redirects = site.model ? redirectPagesOf(site.model.tree, site.model.redirects ?? [], ids) : [];
  const staticFiles =
    site.layout.format === 'docs.json'
      ? [...listStaticFiles(staticRootOf({ dir: site.layout.dir, sources: () => [site.layout.configFile, ...(site.docsJson?.refFiles ?? [])], excludedDirs: [], layout: site.source.layout })).keys()]
      : [];
  return { pages: pages.sort(), redirects, staticFiles: staticFiles.sort() };
}
