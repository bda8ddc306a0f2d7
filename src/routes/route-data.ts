import type { SiteModel } from '../config/model.ts';
import { pageChrome, type ChromePage } from '../components/layout/page-chrome.ts';
import { pageMode } from '../components/layout/page-mode.ts';
import { styleFamiliesOf } from '../components/mdx/component-families.ts';
import type { LayoutRouteData, PageRouteData } from '../components/layout/route-props.ts';
import { newSectionSidebarCache, sidebarView, type SectionSidebarCache } from '../components/layout/sidebar-view.ts';
import { routeData } from '../navigation/route-data.ts';
import type { PageFlags } from '../markdown/page-flags.ts';
import { buildToc } from '../navigation/sidebar.ts';
import type { SiteNavigation } from '../navigation/site-navigation.ts';
import { pageLastModified } from '../seo/last-modified.ts';
import { isNoindexPage, navigablePageIds } from '../seo/metatags.ts';

/** The site settings a page's route data reads. */
export type RouteSettings = Pick<SiteModel, 'styling' | 'contextual' | 'lastModified' | 'seo' | 'icons'>;

/**
 * What is the same on every page of one build, made once with the site's navigation (loadSiteData)
 * and handed to each page by its route's getStaticPaths. Costly parts are made on first use and
 * kept here, read by pageRouteData only: the set of navigable pages, the git dates (one `git log`
 * a build) and each section's sidebar HTML (once per section, not once per page).
 */
export interface SiteRouteData {
  readonly navigation: SiteNavigation;
  readonly settings: RouteSettings;
  /** Whether the navigation shows the page where a reader can reach it (seo.indexing "navigable"). */
  isNavigable(pageId: string): boolean;
  /** When the file (relative to the pages folder) last changed in git. */
  lastModified(relativePath: string): Date | undefined;
  /** The sidebar HTML the pages of one section share (sidebar-view.ts). */
  sectionSidebar(sidebarKey: string): SectionSidebarCache;
}

/** Computes `make()` on the first call and returns that value from then on. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** `readDates` reads when each file last changed (gitLastModified of the pages folder); it runs at most once. */
export function siteRouteData(navigation: SiteNavigation, settings: RouteSettings, readDates: () => ReadonlyMap<string, string>): SiteRouteData {
  const navigable = once(() => navigablePageIds(navigation.tree));
  const dates = once(readDates);
  const sidebars = new Map<string, SectionSidebarCache>();
  return {
    navigation,
    settings,
    isNavigable: (pageId) => navigable().has(pageId),
    lastModified: (relativePath) => pageLastModified(dates(), relativePath),
    sectionSidebar(sidebarKey) {
      let cache = sidebars.get(sidebarKey);
      if (cache === undefined) sidebars.set(sidebarKey, (cache = newSectionSidebarCache()));
      return cache;
    },
  };
}

/** A page of the docs collection (written, or generated from OpenAPI) as its route data needs it. */
export interface RoutePage extends ChromePage {
  data: ChromePage['data'] & { mode?: unknown };
}

function layoutRouteData(site: SiteRouteData, pageId: string | undefined): LayoutRouteData {
  const route = routeData(site.navigation, pageId);
  // Whether the page is navigable is asked only where it can decide noindex.
  const noindex = pageId !== undefined && isNoindexPage(site.settings.seo, true) && !site.isNavigable(pageId);
  const sidebar = sidebarView(site.sectionSidebar(route.sidebarKey), route.sidebar, pageId, route.foldNestedGroups, site.settings.icons.library);
  return { route, noindex, sidebar };
}

/** The route data of a page outside the docs (the 404 page): the default divisions' sidebar, nothing marked. */
export const notFoundRouteData = (site: SiteRouteData): LayoutRouteData => layoutRouteData(site, undefined);

/** What the page's markdown says it draws, as its render reports it (remarkPluginFrontmatter). */
/** What the page's markdown drew: its headings, and what it told its route (markdown/page-flags.ts). */
export interface PageDrawing extends Partial<PageFlags> {
  /** The headings its table of contents may list (none for an API page, whose contextual menu then goes above the page). */
  tocHeadings: ReadonlyArray<{ depth: number; slug: string; text: string }>;
}

/** The route data of one docs page. */
export function pageRouteData(site: SiteRouteData, page: RoutePage, drawing: PageDrawing): PageRouteData {
  const layout = layoutRouteData(site, page.id);
  const mode = pageMode(page.data.mode);
  const toc = mode.toc ? buildToc(drawing.tocHeadings) : [];
  const chrome = pageChrome(page, layout.route, site.settings, { hasToc: toc.length > 0, lastModified: site.lastModified });
  const styleFamilies = styleFamiliesOf([...(drawing.components ?? []), ...(drawing.reactComponents ?? [])], { diagrams: drawing.diagrams, codeOptions: drawing.codeOptions });
  return { ...layout, mode, toc, chrome, styleFamilies };
}
