import type { Anchor, SiteModel } from '../config/model.ts';
import { pageHref } from './pages.ts';
import { firstPageOfSections, folderPrefix, type Section, type SectionIndex } from './sections.ts';
import type { SidebarGroup } from './sidebar.ts';

export interface AnchorLink {
  name: string;
  href: string;
  external: boolean;
  current: boolean;
  icon?: string;
  iconType: Anchor['iconType'];
  color?: { from: string; to: string };
  version?: string;
}

export interface TabLink {
  name: string;
  href: string;
  external: boolean;
  current: boolean;
}

interface Navigation {
  sidebar: readonly SidebarGroup[];
  sections: SectionIndex;
}

function hrefForSections(nav: Navigation, matches: (s: Section) => boolean, fallback: string): string {
  const first = firstPageOfSections(nav.sidebar, nav.sections, matches);
  return first ? pageHref(first) : fallback;
}

/** The anchor list above the sidebar: the top anchor, then each anchor a reader may see here. */
export function anchorLinks(site: SiteModel, nav: Navigation, current: Section): AnchorLink[] {
  if (site.anchors.length === 0) return [];
  const top: AnchorLink = {
    name: site.topAnchor.name,
    href: hrefForSections(nav, (s) => s.anchor === -1, '/'),
    external: false,
    current: current.anchor === -1,
    icon: site.topAnchor.icon,
    iconType: site.topAnchor.iconType,
  };
  const anchors = site.anchors.flatMap((anchor, index): AnchorLink[] => {
    const isCurrent = current.anchor === index;
    // isDefaultHidden: only readers already inside the anchor (linked there directly) see it.
    if (anchor.isDefaultHidden && !isCurrent) return [];
    const folder = folderPrefix(anchor.url);
    const href = folder ? hrefForSections(nav, (s) => s.anchor === index, `/${folder}`) : anchor.url;
    return [{ name: anchor.name, href, external: !folder, current: isCurrent, icon: anchor.icon, iconType: anchor.iconType, color: anchor.color, version: anchor.version }];
  });
  return [top, ...anchors];
}

/** The tab bar: a first tab named after the top anchor for pages outside every tab, then the tabs. */
export function tabLinks(site: SiteModel, nav: Navigation, current: Section): TabLink[] {
  if (site.tabs.length === 0) return [];
  const sameAnchorFirst = (tab: number) => (s: Section) => s.tab === tab && s.anchor === current.anchor;
  const anyAnchor = (tab: number) => (s: Section) => s.tab === tab;
  const hrefForTab = (tab: number, fallback: string) =>
    firstPageOfSections(nav.sidebar, nav.sections, sameAnchorFirst(tab)) ? hrefForSections(nav, sameAnchorFirst(tab), fallback) : hrefForSections(nav, anyAnchor(tab), fallback);
  const first: TabLink = { name: site.topAnchor.name, href: hrefForTab(-1, '/'), external: false, current: current.tab === -1 };
  const tabs = site.tabs.map((tab, index): TabLink => {
    const folder = folderPrefix(tab.url);
    return { name: tab.name, href: folder ? hrefForTab(index, `/${folder}`) : tab.url, external: !folder, current: current.tab === index };
  });
  return [first, ...tabs];
}
