import { pageHref } from '../../navigation/pages.ts';
import { groupPathTo, needsCompactSidebar, windowsAlong } from '../../navigation/sidebar-compact.ts';
import type { SidebarEntry } from '../../navigation/sidebar.ts';
import { DEFAULT_ICON_LIBRARY, type IconLibrary } from '../../config/icon-value.ts';
import { compactSidebarMarkup, markedSidebar, sidebarListMarkup, type SidebarMarkup } from './sidebar-html.ts';

/**
 * One section's sidebar HTML, shared by its pages: whole, or per open-group path when compact.
 * One per section and build, held by the build's route data (routes/route-data.ts).
 */
export interface SectionSidebarCache {
  compact?: boolean;
  full?: SidebarMarkup;
  byPath: Map<string, SidebarMarkup>;
}

export const newSectionSidebarCache = (): SectionSidebarCache => ({ byPath: new Map() });

export interface SidebarView {
  /** The sidebar's lists for this page, current link marked. */
  html: string;
  /** How many rows of the lists stand above the current link (none when the sidebar does not list the page). */
  currentRow?: number;
  /** True when the page carries only its own group open: the whole sidebar is the section's fragment. */
  compact: boolean;
}

/**
 * The sidebar of one page. Its markup is made once per section (small sidebars) or once per open group
 * (large ones) and cached in `cache`, so each page only fills in its current link; a page of a very
 * large group gets a window of it (windowsAlong), made for that page.
 */
export function sidebarView(cache: SectionSidebarCache, groups: readonly SidebarEntry[], currentId: string | undefined, foldNested = false, library: IconLibrary = DEFAULT_ICON_LIBRARY): SidebarView {
  cache.compact ??= needsCompactSidebar(groups);
  const current = currentId === undefined ? undefined : pageHref(currentId);
  if (!cache.compact) {
    cache.full ??= sidebarListMarkup(groups, false, foldNested, library);
    return { ...markedSidebar(cache.full, current), compact: false };
  }
  const path = groupPathTo(groups, currentId);
  // A page in a very large group (or level) gets the part of it around the page: its markup is its own, not cached.
  const windows = windowsAlong(groups, path, currentId);
  if (windows.length > 0) return { ...markedSidebar(compactSidebarMarkup(groups, path, false, library, windows), current), compact: true };
  const key = path.join('.');
  let markup = cache.byPath.get(key);
  if (markup === undefined) {
    markup = compactSidebarMarkup(groups, path, false, library);
    cache.byPath.set(key, markup);
  }
  return { ...markedSidebar(markup, current), compact: true };
}
