import { getCollection, type CollectionEntry } from 'astro:content';
import { operationPages } from 'virtual:quire/api';
import { sdkPages } from 'virtual:quire/references';
import { userError } from '../utils/user-error.ts';
import { project, site } from 'virtual:quire/config';
import { gitDates } from 'virtual:quire/docs-folder';
import { safeUrl } from '../utils/url-safety.ts';
import { pageTitle, type PageSummary } from '../navigation/pages.ts';
import type { RootRedirect } from '../navigation/root-redirects.ts';
import { buildSiteNavigation, type SiteNavigation } from '../navigation/site-navigation.ts';
import { redirectPagesOf } from '../site/redirects.ts';
import { siteRouteData, type SiteRouteData } from './route-data.ts';

export type DocEntry = CollectionEntry<'docs'>;

export interface SiteData {
  entries: DocEntry[];
  navigation: SiteNavigation;
  /** What every page's route data shares, made once here (pageRouteData reads it). */
  routes: SiteRouteData;
  /** The site root and division folders that no page answers, each leading to its first page. */
  redirects: RootRedirect[];
}

/**
 * In dev, problems are shown in the browser (Astro's error overlay) instead of stopping the server:
 * the config's, and navigation entries whose page is missing (the dev server looks again before
 * each page request, integration/quire-run.ts: pages may appear or vanish at any moment).
 */
const devProblem = (message: string) => userError(message, 'Fix what it names and save: the page reloads.');

/**
 * The site's pages and navigation, computed by each route's getStaticPaths (once per build and
 * route) and handed to its pages as props: nothing is kept between calls, so the dev server,
 * which calls it again after a change, always sees the current pages.
 */
export async function loadSiteData(): Promise<SiteData> {
  if (project.problems) throw devProblem(project.problems);
  const entries = await getCollection('docs');
  const pages = new Map<string, PageSummary>(
    entries.map((entry) => [
      entry.id,
      {
        id: entry.id,
        title: pageTitle(entry.data.title, entry.body, entry.id, operationPages[entry.id]?.summary ?? sdkPages[entry.id]?.name),
        sidebarTitle: entry.data.sidebarTitle,
        // A script URL never becomes a sidebar link, even in dev where the link check does not run.
        externalUrl: safeUrl(entry.data.url),
        icon: entry.data.icon,
      },
    ]),
  );
  const navigation = buildSiteNavigation(site.tree, pages);
  // The roots no page answers and docs.json's redirects, as pages; what a static site cannot hold the build has warned about.
  const redirects = redirectPagesOf(site.tree, site.redirects ?? [], new Set(pages.keys()));
  // The navigable pages, the git dates and each section's sidebar: made once for all the pages given this value.
  const routes = siteRouteData(navigation, site, () => new Map(Object.entries(gitDates)));
  return { entries, navigation, routes, redirects };
}
