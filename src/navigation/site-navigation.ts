import { pageHref, resolvePageReference, type PageSummary } from './pages.ts';
import { folderHolds } from './sections.ts';
import { buildPrevNext, sidebarEntries, type PrevNext, type SidebarEntry } from './sidebar.ts';
import { firstPageOf, isDivision, resolveTree, type DivisionNode, type NavigationTree, type NavNode } from '../config/navigation-tree.ts';

/** The divisions a page is in, outermost first, each with its index among its siblings. */
export type DivisionPath = ReadonlyArray<{ node: DivisionNode; index: number; siblings: readonly DivisionNode[] }>;

/**
 * Everything about navigation that is the same on every page, computed once per build from the
 * tree and the page summaries and handed to each page's route data (no module cache).
 */
export interface SiteNavigation {
  tree: NavigationTree;
  pages: ReadonlyMap<string, PageSummary>;
  /** Each listed page's home: the division indices of its first listing. */
  homes: ReadonlyMap<string, readonly number[]>;
  /** The sidebar of each innermost division, by its key (see divisionKey). */
  sidebars: ReadonlyMap<string, SidebarEntry[]>;
  /** Previous/next page of each listed page, within its home division and browser version. */
  prevNext: ReadonlyMap<string, PrevNext>;
}

/** "0-1" for the first anchor's second tab; "all" for a tree without divisions. A file name. */
export const divisionKey = (indices: readonly number[]): string => (indices.length === 0 ? 'all' : indices.join('-'));

const divisionChildren = (nodes: readonly NavNode[]): DivisionNode[] => nodes.filter(isDivision);

/** The nodes the sidebar shows under a division (or the root): everything that is not a division. */
const sidebarNodes = (nodes: readonly NavNode[]): NavNode[] => nodes.filter((node) => !isDivision(node));

/** Pages (and group roots) in document order with the division indices above them. */
function collectHomes(nodes: readonly NavNode[], indices: number[], homes: Map<string, readonly number[]>) {
  const divisions = divisionChildren(nodes);
  for (const node of nodes) {
    if (node.type === 'page') {
      if (!homes.has(node.page)) homes.set(node.page, indices);
    } else if (node.type === 'group') {
      if (node.root !== undefined && !homes.has(node.root)) homes.set(node.root, indices);
      collectHomes(node.children, indices, homes);
    } else if (node.type === 'division') collectHomes(node.children, [...indices, divisions.indexOf(node)], homes);
  }
}

/** Sidebars of every division in document order (so a page's first listing sets its previous/next). */
function collectSidebars(nodes: readonly NavNode[], indices: number[], pages: ReadonlyMap<string, PageSummary>, sidebars: Map<string, SidebarEntry[]>, prevNext: Map<string, PrevNext>) {
  const entries = sidebarEntries(sidebarNodes(nodes), pages);
  if (entries.length > 0 || indices.length > 0) {
    sidebars.set(divisionKey(indices), entries);
    buildPrevNext(
      entries,
      (index) => {
        const entry = entries[index];
        return entry.type === 'group' ? (entry.version ?? '') : '';
      },
      prevNext,
    );
  }
  divisionChildren(nodes).forEach((division, index) => collectSidebars(division.children, [...indices, index], pages, sidebars, prevNext));
}

/** The site's navigation for this build: references resolved, homes, sidebars and previous/next decided once. */
export function buildSiteNavigation(tree: NavigationTree, pages: ReadonlyMap<string, PageSummary>): SiteNavigation {
  const ids = new Set(pages.keys());
  const resolved = resolveTree(tree, (reference) => resolvePageReference(reference, ids));
  const homes = new Map<string, readonly number[]>();
  collectHomes(resolved.children, [], homes);
  const sidebars = new Map<string, SidebarEntry[]>();
  const prevNext = new Map<string, PrevNext>();
  collectSidebars(resolved.children, [], pages, sidebars, prevNext);
  return { tree: resolved, pages, homes, sidebars, prevNext };
}

/**
 * The child a page with no listing (or no page, as the 404 page) is in: the longest matching
 * folder prefix (site.json's rule), else the default child, else the first one shown.
 */
function fallbackChild(divisions: readonly DivisionNode[], pageId: string | undefined): number {
  let best = -1;
  let bestLength = -1;
  divisions.forEach((division, index) => {
    const folder = division.pathPrefix;
    if (folder !== undefined && (folder === '' || (pageId !== undefined && folderHolds(folder, pageId))) && folder.length > bestLength) {
      best = index;
      bestLength = folder.length;
    }
  });
  if (best !== -1) return best;
  const preferred = divisions.findIndex((division) => division.default);
  if (preferred !== -1) return preferred;
  return Math.max(
    0,
    divisions.findIndex((division) => !division.hidden && division.href === undefined),
  );
}

/** The divisions the page is in: its first listing's, else by fallbackChild at each level. */
export function divisionPath(nav: SiteNavigation, pageId: string | undefined): DivisionPath {
  const home = pageId === undefined ? undefined : nav.homes.get(pageId);
  const path: Array<{ node: DivisionNode; index: number; siblings: readonly DivisionNode[] }> = [];
  let nodes: readonly NavNode[] = nav.tree.children;
  for (let level = 0; ; level++) {
    const siblings = divisionChildren(nodes);
    if (siblings.length === 0) break;
    const index = home !== undefined ? home[level] : fallbackChild(siblings, pageId);
    if (index === undefined) break;
    path.push({ node: siblings[index], index, siblings });
    nodes = siblings[index].children;
  }
  return path;
}

/** Where a division's link leads: its own href, else its landing or first page; undefined when it has none. */
export function divisionHref(division: DivisionNode): string | undefined {
  if (division.href !== undefined) return division.href;
  const first = division.landing ?? firstPageOf(division.children);
  return first === undefined ? undefined : pageHref(first);
}
