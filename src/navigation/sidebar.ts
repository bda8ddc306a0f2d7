import type { NavigationGroup } from '../config/model.ts';
import { pageHref, resolvePageReference, type PageSummary } from './pages.ts';

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** Page id; undefined for external links. */
  pageId?: string;
  external: boolean;
  /** The page's frontmatter icon. */
  icon?: string;
}

export interface SidebarGroup {
  type: 'group';
  label: string;
  icon?: string;
  version?: string;
  entries: SidebarEntry[];
}

export type SidebarEntry = SidebarLink | SidebarGroup;

/**
 * The sidebar tree in navigation order, built once per build. A page listed twice (as in real
 * configs) appears once, at its first place; unresolved references are left out here because the
 * integration already refused them before the build started.
 */
export function buildSidebar(navigation: readonly NavigationGroup[], pages: ReadonlyMap<string, PageSummary>): SidebarGroup[] {
  const ids = new Set(pages.keys());
  const seen = new Set<string>();
  const toGroup = (group: NavigationGroup): SidebarGroup => ({
    type: 'group',
    label: group.group,
    icon: group.icon,
    version: group.version,
    entries: group.pages.flatMap((item): SidebarEntry[] => {
      if (typeof item !== 'string') return [toGroup(item)];
      const id = resolvePageReference(item, ids);
      if (id === undefined || seen.has(id)) return [];
      seen.add(id);
      const page = pages.get(id)!;
      const label = page.sidebarTitle ?? page.title;
      const icon = page.icon ? { icon: page.icon } : {};
      if (page.externalUrl) return [{ type: 'link', label, href: page.externalUrl, pageId: id, external: true, ...icon }];
      return [{ type: 'link', label, href: pageHref(id), pageId: id, external: false, ...icon }];
    }),
  });
  return navigation.map(toGroup);
}

/** The pages in reading order (external links left out). */
export function flattenSidebar(groups: readonly SidebarGroup[]): SidebarLink[] {
  const out: SidebarLink[] = [];
  const walk = (entries: readonly SidebarEntry[]) => {
    for (const entry of entries) {
      if (entry.type === 'group') walk(entry.entries);
      else if (!entry.external) out.push(entry);
    }
  };
  walk(groups);
  return out;
}

export interface PrevNext {
  prev?: SidebarLink;
  next?: SidebarLink;
}

/**
 * Previous/next links for every page, computed once per build. Reading runs through the top-level
 * groups that share a part of the site (`partOfGroup`: the same tab, anchor and version), so the
 * last page of one tab does not lead into another tab, which the sidebar would not show.
 */
export function buildPrevNext(groups: readonly SidebarGroup[], partOfGroup: (groupIndex: number) => string): Map<string, PrevNext> {
  const parts = new Map<string, SidebarLink[]>();
  groups.forEach((group, index) => {
    const key = partOfGroup(index);
    parts.set(key, [...(parts.get(key) ?? []), ...flattenSidebar([group])]);
  });
  const result = new Map<string, PrevNext>();
  for (const order of parts.values()) {
    order.forEach((link, index) => {
      if (link.pageId !== undefined && !result.has(link.pageId)) result.set(link.pageId, { prev: order[index - 1], next: order[index + 1] });
    });
  }
  return result;
}

export interface TocItem {
  depth: number;
  slug: string;
  text: string;
}

/** "On this page": h2 and h3 only, as the reader scans by section. */
export function buildToc(headings: ReadonlyArray<{ depth: number; slug: string; text: string }>): TocItem[] {
  return headings.filter((h) => h.depth === 2 || h.depth === 3).map(({ depth, slug, text }) => ({ depth, slug, text }));
}

/** The label of the innermost named group listing the page: the "section header" above its title. */
export function groupLabelFor(groups: readonly SidebarGroup[], pageId: string): string | undefined {
  const search = (entries: readonly SidebarEntry[], label: string | undefined): string | undefined | null => {
    for (const entry of entries) {
      if (entry.type === 'link') {
        if (entry.pageId === pageId) return label ?? null;
      } else {
        const found = search(entry.entries, entry.label !== '' ? entry.label : label);
        if (found !== undefined) return found;
      }
    }
    return undefined;
  };
  return search(groups, undefined) ?? undefined;
}
