import type { APIRoute } from 'astro';
import { sidebarListHtml } from '../components/layout/sidebar-html.ts';
import { groupsForSection, sectionKey } from '../navigation/sections.ts';
import { needsCompactSidebar, sidebarFragmentName } from '../navigation/sidebar-compact.ts';
import type { SidebarGroup } from '../navigation/sidebar.ts';
import { getSiteData } from './site-data.ts';

/**
 * /_quire/sidebar/<section>.html: the whole sidebar of each section too large to copy into its
 * pages (see FULL_SIDEBAR_MAX_LINKS), written once per build and fetched by <quire-sidebar>.
 * Served by the dev server too, from the same code.
 */
export async function getStaticPaths() {
  const { sidebar, sections } = await getSiteData();
  const seen = new Set<string>();
  return sections.groupSections.flatMap((section) => {
    const key = sectionKey(section);
    if (seen.has(key)) return [];
    seen.add(key);
    const groups = groupsForSection(sidebar, sections, section);
    if (!needsCompactSidebar(groups)) return [];
    return [{ params: { section: sidebarFragmentName(section) }, props: { groups } }];
  });
}

export const GET: APIRoute = ({ props }) => {
  const { groups } = props as { groups: SidebarGroup[] };
  return new Response(sidebarListHtml(groups), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
};
