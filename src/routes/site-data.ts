import { getCollection, type CollectionEntry } from 'astro:content';
import { site } from 'virtual:quire/config';
import { pageTitle, type PageSummary } from '../navigation/pages.ts';
import { buildSidebar, flattenSidebar, type SidebarGroup, type SidebarLink } from '../navigation/sidebar.ts';

export type DocEntry = CollectionEntry<'docs'>;

export interface SiteData {
  entries: DocEntry[];
  pages: Map<string, PageSummary>;
  sidebar: SidebarGroup[];
  readingOrder: SidebarLink[];
}

async function loadSiteData(): Promise<SiteData> {
  const entries = await getCollection('docs');
  const pages = new Map<string, PageSummary>(
    entries.map((entry) => [
      entry.id,
      {
        id: entry.id,
        title: pageTitle(entry.data.title, entry.body, entry.id),
        sidebarTitle: entry.data.sidebarTitle,
        externalUrl: entry.data.url,
        icon: entry.data.icon,
      },
    ]),
  );
  const sidebar = buildSidebar(site.navigation, pages);
  return { entries, pages, sidebar, readingOrder: flattenSidebar(sidebar) };
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
