import type { Anchor, NavigationGroup, SiteJsonNavigation } from '../config/model.ts';
import { resolvePageReference } from './pages.ts';
import { folderPrefix, indexForPage } from './sections.ts';
import type { DivisionNode, GroupNode, NavigationTree, NavNode } from '../config/navigation-tree.ts';

/** The pages by id, each with where its frontmatter `url` links out (read only for a group's first pages). */
export type TreePages = ReadonlyMap<string, { readonly externalUrl?: string }>;

/**
 * site.json's groups as tree groups, page references resolved to page ids. A page listed twice
 * (as in real configs) stays at its first place only; references without a page are left out
 * because the integration refused them before the build started.
 */
export function siteJsonGroups(navigation: readonly NavigationGroup[], pages: TreePages): GroupNode[] {
  const ids = new Set(pages.keys());
  const seen = new Set<string>();
  const toGroup = (group: NavigationGroup): GroupNode => ({
    type: 'group',
    label: group.group,
    ...(group.icon === undefined ? {} : { icon: { name: group.icon } }),
    ...(group.version === undefined ? {} : { versionFilter: group.version }),
    children: group.pages.flatMap((item): NavNode[] => {
      if (typeof item !== 'string') return [toGroup(item)];
      const id = resolvePageReference(item, ids);
      if (id === undefined || seen.has(id)) return [];
      seen.add(id);
      return [{ type: 'page', page: id }];
    }),
  });
  return navigation.map(toGroup);
}

/** The group's first page of this site (pages whose frontmatter `url` links out are skipped). */
function firstLocalPage(nodes: readonly NavNode[], pages: TreePages): string | undefined {
  for (const node of nodes) {
    if (node.type === 'page' && !pages.get(node.page)?.externalUrl) return node.page;
    if (node.type === 'group') {
      const inner = firstLocalPage(node.children, pages);
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
}

interface Placed {
  group: GroupNode;
  anchor: number;
  tab: number;
  first?: string;
}

/**
 * site.json's navigation as a tree: anchors (the top anchor first) holding tabs (a first tab
 * named after the top anchor, then `tabs`) holding the groups. A group belongs to the anchor and
 * tab whose URL prefix holds its first page (the longest prefix wins), else to the top anchor and
 * first tab; an external anchor or tab is a link; a version on a group or anchor stays a filter
 * switched in the browser. Each division's link leads to its first page in navigation order.
 */
export function siteJsonTree(site: SiteJsonNavigation, pages: TreePages): NavigationTree {
  const placed: Placed[] = siteJsonGroups(site.navigation, pages).map((group) => {
    const first = firstLocalPage(group.children, pages);
    if (first === undefined) return { group, anchor: -1, tab: -1 };
    return { group, anchor: indexForPage(first, site.anchors), tab: indexForPage(first, site.tabs), first };
  });
  const firstWhere = (matches: (entry: Placed) => boolean) => placed.find((entry) => entry.first !== undefined && matches(entry))?.first;
  const hasAnchors = site.anchors.length > 0;
  const hasTabs = site.tabs.length > 0;

  const tabNode = (anchor: number, tab: number): DivisionNode => {
    const url = tab === -1 ? undefined : site.tabs[tab].url;
    const folder = url === undefined ? '' : folderPrefix(url);
    const groups = placed.filter((entry) => entry.tab === tab && (!hasAnchors || entry.anchor === anchor)).map((entry) => entry.group);
    const base = { type: 'division', kind: 'tab', label: tab === -1 ? site.topAnchor.name : site.tabs[tab].name } as const;
    if (folder === undefined) return { ...base, href: url!, children: [] };
    // The tab in this anchor first, else where the tab has pages in another anchor.
    const landing = firstWhere((entry) => entry.tab === tab && (!hasAnchors || entry.anchor === anchor)) ?? firstWhere((entry) => entry.tab === tab);
    return { ...base, pathPrefix: folder, ...(landing === undefined ? { href: tab === -1 ? '/' : `/${folder}` } : { landing }), children: groups };
  };

  const anchorNode = (anchor: number): DivisionNode => {
    const spec: Pick<Anchor, 'name' | 'url' | 'icon' | 'iconType' | 'color' | 'version' | 'isDefaultHidden'> =
      anchor === -1 ? { ...site.topAnchor, url: '', isDefaultHidden: false } : site.anchors[anchor];
    const folder = anchor === -1 ? '' : folderPrefix(spec.url);
    const base: DivisionNode = {
      type: 'division',
      kind: 'anchor',
      label: spec.name,
      ...(spec.icon === undefined ? {} : { icon: { name: spec.icon, style: spec.iconType } }),
      ...(spec.color === undefined ? {} : { gradient: spec.color }),
      ...(spec.version === undefined ? {} : { versionFilter: spec.version }),
      ...(spec.isDefaultHidden ? { hidden: true } : {}),
      children: [],
    };
    if (folder === undefined) return { ...base, href: spec.url };
    const landing = firstWhere((entry) => entry.anchor === anchor);
    const children = hasTabs ? [-1, ...site.tabs.keys()].map((tab) => tabNode(anchor, tab)) : placed.filter((entry) => entry.anchor === anchor).map((entry) => entry.group);
    return { ...base, pathPrefix: folder, ...(landing === undefined ? { href: anchor === -1 ? '/' : `/${folder}` } : { landing }), children };
  };

  const children: NavNode[] = hasAnchors ? [-1, ...site.anchors.keys()].map(anchorNode) : hasTabs ? [-1, ...site.tabs.keys()].map((tab) => tabNode(-1, tab)) : placed.map((entry) => entry.group);
  const landing = firstWhere(() => true);
  return {
    children,
    global: {},
    ...(landing === undefined ? {} : { landing }),
    ...(site.versions.length === 0 ? {} : { browserVersions: site.versions }),
  };
}
