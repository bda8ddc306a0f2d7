import type { SidebarEntry, SidebarLink } from './sidebar.ts';

/**
 * Up to this many links a section's sidebar is written whole into each of its pages, as today. In
 * ../shared/corpus that is the three whole sites and 34 of 36 configs (the next largest sections
 * hold ~125 links; upstash's has 440, Portkey's 289). Above it, a page carries only its own group
 * in full: copying a 1,000-link sidebar into 1,000 pages was two thirds of a build's output.
 */
export const FULL_SIDEBAR_MAX_LINKS = 150;

/** Links (pages and external entries) in a sidebar tree, nested groups included. */
export function countSidebarLinks(entries: readonly SidebarEntry[]): number {
  let count = 0;
  for (const entry of entries) count += entry.type === 'group' ? countSidebarLinks(entry.entries) : 1;
  return count;
}

/**
 * Whether a section's pages carry the compact sidebar (own group open) and the section gets its
 * whole sidebar as one fragment file: the pages and the fragment route must agree on it.
 */
export const needsCompactSidebar = (entries: readonly SidebarEntry[]): boolean => countSidebarLinks(entries) > FULL_SIDEBAR_MAX_LINKS;

/**
 * The group indices leading to the page's link: [2, 0] is the first subgroup of the third group.
 * [] when the page is listed directly at this level or not at all (then every group is collapsed).
 */
export function groupPathTo(entries: readonly SidebarEntry[], pageId: string | undefined): number[] {
  if (pageId === undefined) return [];
  const search = (list: readonly SidebarEntry[]): number[] | undefined => {
    for (const [index, entry] of list.entries()) {
      if (entry.type === 'link') {
        if (entry.pageId === pageId) return [];
      } else if (entry.root?.pageId === pageId) {
        return [index];
      } else {
        const inner = search(entry.entries);
        if (inner !== undefined) return [index, ...inner];
      }
    }
    return undefined;
  };
  return search(entries) ?? [];
}

/**
 * Where a collapsed group leads without JS: its first page of this site (there the group is open),
 * else its first link of any kind; undefined for a group without links.
 */
export function groupEntryLink(entries: readonly SidebarEntry[]): SidebarLink | undefined {
  let external: SidebarLink | undefined;
  const search = (list: readonly SidebarEntry[]): SidebarLink | undefined => {
    for (const entry of list) {
      if (entry.type === 'group') {
        if (entry.root) {
          if (!entry.root.external) return entry.root;
          external ??= entry.root;
        }
        const found = search(entry.entries);
        if (found) return found;
      } else if (!entry.external) {
        return entry;
      } else {
        external ??= entry;
      }
    }
    return undefined;
  };
  return search(entries) ?? external;
}

export const SIDEBAR_FRAGMENT_DIR = '_quire/sidebar';
