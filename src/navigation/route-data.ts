import { isExternalUrl } from '../utils/urls.ts';
import { divisionHref, divisionKey, divisionPath, type SiteNavigation } from './site-navigation.ts';
import { groupLabelFor, type SidebarEntry, type SidebarLink } from './sidebar.ts';
import type { ChromeOverride } from '../config/model.ts';
import type { DivisionKind, DivisionNode, NavIcon, NavNode } from '../config/navigation-tree.ts';
import { safeUrl } from '../utils/url-safety.ts';

/** One entry of a division switcher (tab bar, anchor list, version or language menu…). */
export interface DivisionLink {
  kind: DivisionKind;
  label: string;
  href: string;
  external: boolean;
  current: boolean;
  icon?: NavIcon;
  color?: { light: string; dark: string };
  gradient?: { from: string; to: string };
  description?: string;
  tag?: string;
  versionFilter?: string;
}

/**
 * What a page shows of the navigation, computed once per page in one place (routeData) from the
 * site's navigation; components read this and never a config shape.
 */
export interface RouteData {
  pageId?: string;
  /** The page's title (pageTitle's one rule), when the route is a page. */
  title?: string;
  /** The divisions the page is in, outermost first. */
  divisions: readonly DivisionNode[];
  /** For each kind of division on the page's path, its siblings as links (current one marked), global links after. */
  switchers: Partial<Record<DivisionKind, DivisionLink[]>>;
  /** The sidebar: the groups and pages under the innermost division. */
  sidebar: readonly SidebarEntry[];
  /** Names the sidebar (its cache entry and its whole-sidebar fragment file). */
  sidebarKey: string;
  prev?: SidebarLink;
  next?: SidebarLink;
  /** The label of the innermost named group listing the page. */
  section?: string;
  /** site.json's versions, switched in the browser. */
  browserVersions: readonly string[];
  /** Nested sidebar groups fold (docs.json) instead of always showing their pages (site.json). */
  foldNestedGroups: boolean;
  /** The banner, footer and navbar of the page's language where it has its own (the innermost division's win). */
  chrome: ChromeOverride;
  /** The page's language as `<html lang>` names it (its docs.json language division; else English): search indexes each language apart. */
  lang: string;
  /** The version division listing the page (the innermost), by its label: search looks in it first. */
  version?: string;
}

/**
 * The tabs a tab bar shows: those with a visible name (`"tab": " "` draws no empty, unnamed link);
 * none when fewer than two remain, since one tab offers no choice and the bar would only take room.
 */
export function tabBarTabs(tabs: readonly DivisionLink[]): DivisionLink[] {
  const named = tabs.filter((tab) => tab.label.trim() !== '');
  return named.length >= 2 ? named : [];
}

/**
 * A page's language: that of the language division listing it; a page no navigation lists, that
 * of the language whose code its folder is (`en/api/intro` under an `en` language), as Mintlify's
 * language folders are named; else the language of the division it falls back to; else English.
 */
function pageLanguage(nav: SiteNavigation, pageId: string | undefined, divisions: readonly DivisionNode[]): string {
  const onPath = divisions.flatMap((node) => (node.kind === 'language' ? (htmlLang(node.label) ?? []) : [])).at(-1);
  if (pageId === undefined || nav.homes.has(pageId)) return onPath ?? 'en';
  const folder = pageId.split('/')[0].toLowerCase();
  const byFolder = languageDivisions(nav.tree.children).find((node) => node.label.toLowerCase() === folder);
  return (byFolder && htmlLang(byFolder.label)) ?? onPath ?? 'en';
}

/** Every language division of a navigation tree, at any depth. */
function languageDivisions(nodes: readonly NavNode[]): DivisionNode[] {
  return nodes.flatMap((node) => (node.type === 'division' ? [...(node.kind === 'language' ? [node] : []), ...languageDivisions(node.children)] : []));
}

/** Mintlify's language codes that are not BCP 47 (`cn`, `jp`), as a browser and Pagefind read them. */
const MINTLIFY_LANGUAGE_CODES: Record<string, string> = { cn: 'zh', jp: 'ja' };

/** A language division's code as an `<html lang>` value; undefined for anything that is no language tag. */
export function htmlLang(code: string): string | undefined {
  const tag = MINTLIFY_LANGUAGE_CODES[code.toLowerCase()] ?? code;
  return /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(tag) ? tag : undefined;
}

function divisionLink(division: DivisionNode, current: boolean): DivisionLink | undefined {
  // A hidden division is shown only to a reader already inside it (site.json's isDefaultHidden).
  if (division.hidden && !current) return undefined;
  // A script URL never becomes a link (the config doors refuse it; this is the last guard).
  const href = safeUrl(divisionHref(division));
  if (href === undefined) return undefined;
  const optional = {
    icon: division.icon,
    color: division.color,
    gradient: division.gradient,
    description: division.description,
    tag: division.tag,
    versionFilter: division.versionFilter,
  };
  const defined = Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined));
  return { kind: division.kind, label: division.label, href, external: isExternalUrl(href), current, ...defined };
}

/** The route data of the page `pageId` (undefined for pages outside the docs, such as 404). */
export function routeData(nav: SiteNavigation, pageId: string | undefined): RouteData {
  const path = divisionPath(nav, pageId);
  const switchers: RouteData['switchers'] = {};
  for (const { node, siblings } of path) {
    const links = siblings.flatMap((sibling) => divisionLink(sibling, sibling === node) ?? []);
    switchers[node.kind] = [...(switchers[node.kind] ?? []), ...links];
  }
  // Global links after the page's own switchers: the site's, then those of the divisions it is in.
  for (const global of [nav.tree.global, ...path.map((step) => step.node.global ?? {})]) {
    for (const [kind, links] of Object.entries(global) as Array<[DivisionKind, DivisionNode[]]>) {
      switchers[kind] = [...(switchers[kind] ?? []), ...links.flatMap((link) => divisionLink(link, false) ?? [])];
    }
  }
  const sidebarKey = divisionKey(path.map((step) => step.index));
  const sidebar = nav.sidebars.get(sidebarKey) ?? [];
  const page = pageId === undefined ? undefined : nav.pages.get(pageId);
  const { prev, next } = (pageId !== undefined && nav.prevNext.get(pageId)) || {};
  return {
    pageId,
    title: page?.title,
    divisions: path.map((step) => step.node),
    switchers,
    sidebar,
    sidebarKey,
    prev,
    next,
    section: pageId === undefined ? undefined : groupLabelFor(sidebar, pageId),
    browserVersions: nav.tree.browserVersions ?? [],
    foldNestedGroups: nav.tree.foldNestedGroups ?? false,
    chrome: Object.assign({}, ...path.map((step) => step.node.chrome ?? {})),
    lang: pageLanguage(
      nav,
      pageId,
      path.map((step) => step.node),
    ),
    // Only a page a version lists is in it (a page no navigation lists falls back to a division, not into it).
    version: pageId !== undefined && nav.homes.has(pageId) ? path.filter((step) => step.node.kind === 'version').at(-1)?.node.label : undefined,
  };
}
