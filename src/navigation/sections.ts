import type { Anchor } from '../config/model.ts';
import { isExternalUrl } from './links.ts';
import { groupEntryLink } from './sidebar-compact.ts';
import type { SidebarEntry, SidebarGroup } from './sidebar.ts';

/**
 * Which part of the site a page belongs to: an anchor (index into `anchors`, -1 for the top
 * anchor) and a tab (index into `tabs`, -1 for the first, default tab). The sidebar shows only
 * the groups of the current page's section.
 */
export interface Section {
  anchor: number;
  tab: number;
}

export const sectionKey = (section: Section): string => `${section.anchor}:${section.tab}`;

/** "api-reference", "/api-reference/" → "api-reference"; external URLs mark no folder. */
export function folderPrefix(url: string): string | undefined {
  if (isExternalUrl(url)) return undefined;
  const folder = url.replace(/^\/+|\/+$/g, '');
  return folder === '' ? undefined : folder;
}

/** The entry whose folder prefix contains the page; the longest prefix wins ("api/v2" over "api"). */
export function indexForPage(pageId: string, entries: ReadonlyArray<{ url: string }>): number {
  let best = -1;
  let bestLength = 0;
  entries.forEach((entry, index) => {
    const folder = folderPrefix(entry.url);
    if (folder && (pageId === folder || pageId.startsWith(`${folder}/`)) && folder.length > bestLength) {
      best = index;
      bestLength = folder.length;
    }
  });
  return best;
}

export function sectionForPage(pageId: string, anchors: readonly Anchor[], tabs: ReadonlyArray<{ url: string }>): Section {
  return { anchor: indexForPage(pageId, anchors), tab: indexForPage(pageId, tabs) };
}

/** The group's first page of this site (external links skipped), as a collapsed group leads to it. */
export function firstPageId(entries: readonly SidebarEntry[]): string | undefined {
  const link = groupEntryLink(entries);
  return link?.external ? undefined : link?.pageId;
}

function pageIds(entries: readonly SidebarEntry[], out: string[] = []): string[] {
  for (const entry of entries) {
    if (entry.type === 'group') pageIds(entry.entries, out);
    else if (entry.pageId) out.push(entry.pageId);
  }
  return out;
}

export interface SectionIndex {
  /** Section of each top-level sidebar group, decided by its first page. */
  groupSections: Section[];
  /** Section of each page listed in navigation: its group's. */
  pageSections: Map<string, Section>;
}

/** Decides once per build which section each group and listed page belongs to. */
export function indexSections(sidebar: readonly SidebarGroup[], anchors: readonly Anchor[], tabs: ReadonlyArray<{ url: string }>): SectionIndex {
  const pageSections = new Map<string, Section>();
  const groupSections = sidebar.map((group) => {
    const first = firstPageId(group.entries);
    const section = first ? sectionForPage(first, anchors, tabs) : { anchor: -1, tab: -1 };
    for (const id of pageIds(group.entries)) if (!pageSections.has(id)) pageSections.set(id, section);
    return section;
  });
  return { groupSections, pageSections };
}

/** A page's section: its group's when navigation lists it, else from its own path. */
export function sectionOfPage(pageId: string | undefined, index: SectionIndex, anchors: readonly Anchor[], tabs: ReadonlyArray<{ url: string }>): Section {
  if (pageId === undefined) return { anchor: -1, tab: -1 };
  return index.pageSections.get(pageId) ?? sectionForPage(pageId, anchors, tabs);
}

/** The top-level groups the sidebar shows for a section. */
export function groupsForSection(sidebar: readonly SidebarGroup[], index: SectionIndex, section: Section): SidebarGroup[] {
  const key = sectionKey(section);
  return sidebar.filter((_, i) => sectionKey(index.groupSections[i]) === key);
}

/** The first page of the groups matching `matches`, for anchor and tab links. */
export function firstPageOfSections(sidebar: readonly SidebarGroup[], index: SectionIndex, matches: (section: Section) => boolean): string | undefined {
  for (const [i, group] of sidebar.entries()) {
    if (!matches(index.groupSections[i])) continue;
    const first = firstPageId(group.entries);
    if (first) return first;
  }
  return undefined;
}
