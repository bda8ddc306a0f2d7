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

/**
 * A page's own group with more entries than this shows a window of them around the page (a
 * generated reference of 500 endpoints would otherwise put 500 links in each of its 500 pages);
 * the section's fragment file brings in the rest when the reader reaches for the navigation.
 */
export const OPEN_GROUP_MAX_ENTRIES = 80;

/** How many entries a window shows on each side of the page's own. */
export const WINDOW_REACH = 25;

/** The entries [start, end) of a level shown around the page, with the pages that lead to the entries left out on each side. */
export interface EntryWindow {
  start: number;
  end: number;
  /** The page whose own window ends where this one starts (a reader without JS walks on from there); undefined when nothing is before. */
  earlier?: SidebarLink;
  later?: SidebarLink;
}

/** The entry's page on this site to go to: a link itself, else a group's root or first page; undefined for external links. */
function pageOfEntry(entry: SidebarEntry): SidebarLink | undefined {
  if (entry.type === 'link') return entry.external ? undefined : entry;
  if (entry.root && !entry.root.external) return entry.root;
  const first = groupEntryLink(entry.entries);
  return first && !first.external ? first : undefined;
}

/** The page nearest to `index` among entries [from, to) that has one. */
function pageNear(entries: readonly SidebarEntry[], index: number, from: number, to: number): SidebarLink | undefined {
  for (let distance = 0; distance < to - from; distance++) {
    for (const at of [index - distance, index + distance]) {
      const page = at >= from && at < to ? pageOfEntry(entries[at]) : undefined;
      if (page) return page;
    }
  }
  return undefined;
}

/**
 * The window of a level's `entries` around the entry at `index`, or undefined when the level is
 * small enough to show whole. The window always holds 2 × WINDOW_REACH + 1 entries; at either end
 * of the level it shifts inwards. The page leading "earlier" sits WINDOW_REACH before the window,
 * so its window ends just before this one.
 */
export function windowAround(entries: readonly SidebarEntry[], index: number): EntryWindow | undefined {
  if (entries.length <= OPEN_GROUP_MAX_ENTRIES || index < 0) return undefined;
  const size = 2 * WINDOW_REACH + 1;
  const start = Math.min(Math.max(0, index - WINDOW_REACH), entries.length - size);
  const end = start + size;
  return {
    start,
    end,
    earlier: start > 0 ? pageNear(entries, Math.max(0, start - 1 - WINDOW_REACH), 0, start) : undefined,
    later: end < entries.length ? pageNear(entries, Math.min(entries.length - 1, end + WINDOW_REACH), end, entries.length) : undefined,
  };
}

/**
 * The window of each level on the way to the page (groupPathTo's `path`): around the open group
 * on each level, then around the page's own link; undefined for a level shown whole. Empty when no
 * level needs one (a page outside the navigation shows every level whole, its groups closed).
 */
export function windowsAlong(entries: readonly SidebarEntry[], path: readonly number[], pageId: string | undefined): (EntryWindow | undefined)[] {
  const windows: (EntryWindow | undefined)[] = [];
  let level = entries;
  for (const index of path) {
    windows.push(windowAround(level, index));
    const group = level[index];
    if (group?.type !== 'group') return [];
    level = group.entries;
  }
  windows.push(
    windowAround(
      level,
      level.findIndex((entry) => entry.type === 'link' && entry.pageId === pageId),
    ),
  );
  return windows.some(Boolean) ? windows : [];
}

export const SIDEBAR_FRAGMENT_DIR = '_quire/sidebar';
