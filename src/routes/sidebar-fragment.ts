import type { APIRoute } from 'astro';
import { site } from 'virtual:quire/config';
import { sidebarListHtml } from '../components/layout/sidebar-html.ts';
import { needsCompactSidebar } from '../navigation/sidebar-compact.ts';
import type { SidebarEntry } from '../navigation/sidebar.ts';
import { loadSiteData } from './site-data.ts';

/**
 * /_quire/sidebar/<division>.html: the whole sidebar of each division too large to copy into its
 * pages (see FULL_SIDEBAR_MAX_LINKS), written once per build and fetched by <quire-sidebar>.
 * Served by the dev server too, from the same code.
 */
export async function getStaticPaths() {
  const { navigation } = await loadSiteData();
  const foldNested = navigation.tree.foldNestedGroups ?? false;
  return [...navigation.sidebars].flatMap(([key, entries]) => (needsCompactSidebar(entries) ? [{ params: { section: key }, props: { entries, foldNested } }] : []));
}

export const GET: APIRoute = ({ props }) => {
  const { entries, foldNested } = props as { entries: SidebarEntry[]; foldNested: boolean };
  return new Response(sidebarListHtml(entries, foldNested, site.icons.library), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
};
