import type { RouteData } from '../../navigation/route-data.ts';
import type { SidebarEntry } from '../../navigation/sidebar.ts';

/** The labels of the groups holding `pageId`, outermost first (empty when no group lists it). */
function groupTrail(entries: readonly SidebarEntry[], pageId: string): string[] | undefined {
  for (const entry of entries) {
    if (entry.type === 'link') {
      if (entry.pageId === pageId) return [];
      continue;
    }
    const inner = entry.root?.pageId === pageId ? [] : groupTrail(entry.entries, pageId);
    if (inner !== undefined) return entry.label === '' ? inner : [entry.label, ...inner];
  }
  return undefined;
}

/**
 * The line above a page's title: its group (docs.json `styling.eyebrows: "section"`, the default),
 * or the whole path to it (`"breadcrumbs"`): the divisions the reader is in, then the groups.
 */
export function eyebrowParts(route: RouteData, style: 'section' | 'breadcrumbs' | undefined): string[] {
  if (style !== 'breadcrumbs' || route.pageId === undefined) return route.section ? [route.section] : [];
  const divisions = route.divisions.filter((division) => division.kind !== 'version' && division.kind !== 'language').map((division) => division.label);
  return [...divisions, ...(groupTrail(route.sidebar, route.pageId) ?? [])];
}
