/**
 * The one navigation model every front door builds (site.json through its URL prefixes, docs.json
 * by listing) and every component reads through route data. Divisions nest in any order; a page
 * belongs to the divisions and groups that list it, and its first listing is its home.
 */

import type { ChromeOverride } from './chrome-override.ts';

export type DivisionKind = 'product' | 'language' | 'version' | 'tab' | 'dropdown' | 'anchor' | 'menu';

/** An icon name with its Font Awesome style (site.json `iconType`, docs.json `{name, style}`). */
export interface NavIcon {
  name: string;
  style?: string;
}

export interface DivisionNode {
  type: 'division';
  kind: DivisionKind;
  label: string;
  icon?: NavIcon;
  color?: { light: string; dark: string };
  /** site.json's anchor colour: a gradient behind its icon. */
  gradient?: { from: string; to: string };
  description?: string;
  /** Left out of navigation; shown only to a reader already inside it. */
  hidden?: boolean;
  /** The version or language a reader starts in. */
  default?: boolean;
  /** A badge beside a version's name. */
  tag?: string;
  /** A link-only division: where it leads (internal path or external URL); it has no children. */
  href?: string;
  /**
   * The page the division's link opens when it is not simply the first page of its subtree
   * (site.json: the first page of the part of the site in navigation order).
   */
  landing?: string;
  /**
   * site.json's URL-prefix rule for pages no division lists: such a page belongs to the child
   * whose prefix is the longest match ("" matches every page and loses to any longer prefix).
   */
  pathPrefix?: string;
  /** site.json versions switched in the browser: shown only when the reader's version is this one. */
  versionFilter?: string;
  /** Link lists shown on every page inside this division (docs.json `global` on a node). */
  global?: GlobalLinks;
  /** A docs.json language's own banner, footer and navbar, shown on the pages inside it. */
  chrome?: ChromeOverride;
  children: NavNode[];
}

export interface GroupNode {
  type: 'group';
  label: string;
  icon?: NavIcon;
  tag?: string;
  /** The page the group's title opens. */
  root?: string;
  /** A nested group that starts open. */
  expanded?: boolean;
  hidden?: boolean;
  /** site.json versions switched in the browser: the group shows only in that version. */
  versionFilter?: string;
  children: NavNode[];
}

/** A page as listed: its reference before resolution, its page id after (see resolveTree). */
export interface PageNode {
  type: 'page';
  page: string;
}

export interface LinkNode {
  type: 'link';
  label: string;
  href: string;
  icon?: NavIcon;
}

export type NavNode = DivisionNode | GroupNode | PageNode | LinkNode;

/** Link-only divisions shown on every page, whatever division the reader is in. */
export type GlobalLinks = Partial<Record<DivisionKind, DivisionNode[]>>;

export interface NavigationTree {
  children: NavNode[];
  global: GlobalLinks;
  /** Where the site root leads when no page answers it; else the first page of the tree. */
  landing?: string;
  /** Nested groups fold (closed unless `expanded` or holding the current page), as Mintlify shows docs.json's. */
  foldNestedGroups?: boolean;
  /** site.json's versions: chosen in the browser, groups and anchors filtered by `versionFilter`. */
  browserVersions?: string[];
}

export const isDivision = (node: NavNode): node is DivisionNode => node.type === 'division';

/** Every page id listed under the nodes, in reading order (hidden groups included, roots first). */
export function pagesUnder(nodes: readonly NavNode[], out: string[] = []): string[] {
  for (const node of nodes) {
    if (node.type === 'page') out.push(node.page);
    else if (node.type === 'group') {
      if (node.root !== undefined) out.push(node.root);
      pagesUnder(node.children, out);
    } else if (node.type === 'division') pagesUnder(node.children, out);
  }
  return out;
}

/**
 * The page a division's link opens: its landing, else its subtree's first page, skipping hidden
 * groups and divisions and starting in the default version or language.
 */
export function firstPageOf(nodes: readonly NavNode[]): string | undefined {
  const ordered = [...nodes.filter((node) => isDivision(node) && node.default), ...nodes.filter((node) => !(isDivision(node) && node.default))];
  for (const node of ordered) {
    if (node.type === 'page') return node.page;
    if (node.type === 'link' || (node.type !== 'division' && node.hidden) || (node.type === 'division' && (node.hidden || node.href !== undefined))) continue;
    if (node.type === 'division' && node.landing !== undefined) return node.landing;
    if (node.type === 'group' && node.root !== undefined) return node.root;
    const inner = firstPageOf(node.children);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/**
 * Page references resolved to page ids (`resolve` returns undefined for a reference with no page,
 * which is left out: front doors report those before the build). A group root without a page is
 * dropped, the group kept.
 */
export function resolveTree(tree: NavigationTree, resolve: (reference: string) => string | undefined): NavigationTree {
  const walk = (nodes: readonly NavNode[]): NavNode[] =>
    nodes.flatMap((node): NavNode[] => {
      if (node.type === 'page') {
        const id = resolve(node.page);
        return id === undefined ? [] : [{ type: 'page', page: id }];
      }
      if (node.type === 'link') return [node];
      if (node.type === 'group') {
        const root = node.root === undefined ? undefined : resolve(node.root);
        const { root: _unused, ...rest } = node;
        return [{ ...rest, ...(root === undefined ? {} : { root }), children: walk(node.children) }];
      }
      const landing = node.landing === undefined ? undefined : resolve(node.landing);
      const { landing: _unusedLanding, ...rest } = node;
      return [{ ...rest, ...(landing === undefined ? {} : { landing }), children: walk(node.children) }];
    });
  const landing = tree.landing === undefined ? undefined : resolve(tree.landing);
  return { ...tree, children: walk(tree.children), landing };
}
