import type { NavigationGroup } from '../config/model.ts';
import { pageHref, type PageSummary } from './pages.ts';
import { siteJsonGroups } from './site-json-tree.ts';
import type { NavIcon, NavNode } from '../config/navigation-tree.ts';
import { safeUrl } from '../utils/url-safety.ts';

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
  /** The icon's Font Awesome style, when the navigation names one. */
  iconStyle?: string;
  version?: string;
  /** A badge after the label. */
  tag?: string;
  /** The group's own page: its title links there. */
  root?: SidebarLink;
  /** A nested group shown open (details/summary) from the start. */
  expanded?: boolean;
  entries: SidebarEntry[];
}

export type SidebarEntry = SidebarLink | SidebarGroup;

/** The sidebar entry of one page: its sidebar title, its frontmatter icon, its `url` if it links out. */
export function pageLink(id: string, page: PageSummary): SidebarLink {
  const label = page.sidebarTitle ?? page.title;
  const icon = page.icon ? { icon: page.icon } : {};
  if (page.externalUrl) return { type: 'link', label, href: page.externalUrl, pageId: id, external: true, ...icon };
  return { type: 'link', label, href: pageHref(id), pageId: id, external: false, ...icon };
}

const iconFields = (icon: NavIcon | undefined) => (icon === undefined ? { icon: undefined } : { icon: icon.name, ...(icon.style === undefined ? {} : { iconStyle: icon.style }) });

/**
 * The sidebar entries of tree nodes (resolved page ids): groups with their pages and links;
 * hidden and empty groups and divisions are left out (divisions are shown above the sidebar, not in it).
 */
export function sidebarEntries(nodes: readonly NavNode[], pages: ReadonlyMap<string, PageSummary>): SidebarEntry[] {
  return nodes.flatMap((node): SidebarEntry[] => {
    if (node.type === 'page') {
      const page = pages.get(node.page);
      return page ? [pageLink(node.page, page)] : [];
    }
    if (node.type === 'link') {
      // A script URL never becomes a link (the config doors refuse it; this is the last guard).
      const href = safeUrl(node.href);
      return href === undefined ? [] : [{ type: 'link', label: node.label, href, external: true, ...(node.icon ? { icon: node.icon.name } : {}) }];
    }
    if (node.type === 'division' || node.hidden) return [];
    const root = node.root === undefined ? undefined : pages.get(node.root);
    const entries = sidebarEntries(node.children, pages);
    // A group left with nothing to open (its pages missing, its spec unreadable) is no heading over nothing.
    if (entries.length === 0 && root === undefined) return [];
    return [
      {
        type: 'group',
        label: node.label,
        ...iconFields(node.icon),
        version: node.versionFilter,
        ...(node.tag === undefined ? {} : { tag: node.tag }),
        ...(root === undefined ? {} : { root: pageLink(node.root!, root) }),
        ...(node.expanded ? { expanded: true } : {}),
        entries,
      },
    ];
  });
}

/** site.json's groups as the sidebar shows them, in navigation order. */
export const buildSidebar = (navigation: readonly NavigationGroup[], pages: ReadonlyMap<string, PageSummary>): SidebarGroup[] =>
  sidebarEntries(siteJsonGroups(navigation, pages), pages) as SidebarGroup[];

/** The pages in reading order (external links left out; a group's root page before its pages). */
export function flattenSidebar(entries: readonly SidebarEntry[]): SidebarLink[] {
  const out: SidebarLink[] = [];
  const walk = (list: readonly SidebarEntry[]) => {
    for (const entry of list) {
      if (entry.type === 'group') {
        if (entry.root && !entry.root.external) out.push(entry.root);
        walk(entry.entries);
      } else if (!entry.external) out.push(entry);
    }
  };
  walk(entries);
  return out;
}

export interface PrevNext {
  prev?: SidebarLink;
  next?: SidebarLink;
}

/**
 * Previous/next links for every page. Reading runs through the top-level entries that share a
 * part of the site (`partOfEntry`: the same division and browser-switched version), so the last
 * page of one tab does not lead into another tab, which the sidebar would not show. A page keeps
 * the links of its first place.
 */
export function buildPrevNext(entries: readonly SidebarEntry[], partOfEntry: (index: number) => string, result = new Map<string, PrevNext>()): Map<string, PrevNext> {
  const parts = new Map<string, SidebarLink[]>();
  entries.forEach((entry, index) => {
    const key = partOfEntry(index);
    parts.set(key, [...(parts.get(key) ?? []), ...flattenSidebar([entry])]);
  });
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
export function groupLabelFor(entries: readonly SidebarEntry[], pageId: string): string | undefined {
  const search = (list: readonly SidebarEntry[], label: string | undefined): string | undefined | null => {
    for (const entry of list) {
      if (entry.type === 'link') {
        if (entry.pageId === pageId) return label ?? null;
      } else {
        const inner = entry.label !== '' ? entry.label : label;
        if (entry.root?.pageId === pageId) return inner ?? null;
        const found = search(entry.entries, inner);
        if (found !== undefined) return found;
      }
    }
    return undefined;
  };
  return search(entries, undefined) ?? undefined;
}
