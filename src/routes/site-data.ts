import { getCollection, type CollectionEntry } from 'astro:content';
import { operationPages } from 'virtual:quire/api';
import { userError } from '../utils/user-error.ts';
import { project, site } from 'virtual:quire/config';
import { formatProblems } from '../config/problems.ts';
import { safeUrl } from '../links/url-safety.ts';
import { missingPageProblems, pageTitle, type PageSummary } from '../navigation/pages.ts';
import { rootRedirects, type RootRedirect } from '../navigation/root-redirects.ts';
import { indexSections, sectionKey, type SectionIndex } from '../navigation/sections.ts';
import { buildPrevNext, buildSidebar, type PrevNext, type SidebarGroup } from '../navigation/sidebar.ts';

export type DocEntry = CollectionEntry<'docs'>;

export interface SiteData {
  entries: DocEntry[];
  pages: Map<string, PageSummary>;
  sidebar: SidebarGroup[];
  /** Previous/next page of each listed page, within its tab, anchor and version. */
  prevNext: Map<string, PrevNext>;
  sections: SectionIndex;
  /** The site root and tab/anchor folders that no page answers, each leading to its first page. */
  redirects: RootRedirect[];
}

/** In dev, problems are shown in the browser (Astro's error overlay) instead of stopping the server. */
const devProblem = (message: string) => userError(message, 'Fix site.json or the docs folder and save: the page reloads.');

async function loadSiteData(): Promise<SiteData> {
  if (project.problems) throw devProblem(project.problems);
  const entries = await getCollection('docs');
  if (import.meta.env.DEV) {
    // Pages can appear or vanish while the dev server runs; the build checked this before starting.
    const missing = missingPageProblems(site.navigation, new Set(entries.map((entry) => entry.id)), 'docs');
    if (missing.length > 0) throw devProblem(formatProblems('site.json', missing));
  }
  const pages = new Map<string, PageSummary>(
    entries.map((entry) => [
      entry.id,
      {
        id: entry.id,
        title: pageTitle(entry.data.title, entry.body, entry.id, operationPages[entry.id]?.summary),
        sidebarTitle: entry.data.sidebarTitle,
        // A script URL never becomes a sidebar link, even in dev where the link check does not run.
        externalUrl: safeUrl(entry.data.url),
        icon: entry.data.icon,
      },
    ]),
  );
  const sidebar = buildSidebar(site.navigation, pages);
  const sections = indexSections(sidebar, site.anchors, site.tabs);
  const prevNext = buildPrevNext(sidebar, (i) => `${sectionKey(sections.groupSections[i])}|${sidebar[i].version ?? ''}`);
  const redirects = rootRedirects(sidebar, sections, new Set(pages.keys()), site);
  return { entries, pages, sidebar, prevNext, sections, redirects };
}

let cached: Promise<SiteData> | undefined;

/**
 * Navigation is computed once per build and shared by every page (large sidebars stay cheap).
 * In dev, pages change under us, so it is recomputed per request.
 */
export function getSiteData(): Promise<SiteData> {
  if (import.meta.env.DEV) return loadSiteData();
  cached ??= loadSiteData();
  return cached;
}
