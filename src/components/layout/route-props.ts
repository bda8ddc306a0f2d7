import type { RouteData } from '../../navigation/route-data.ts';
import type { TocItem } from '../../navigation/sidebar.ts';
import type { PageChrome } from './page-chrome.ts';
import type { PageMode } from './page-mode.ts';
import type { StyleFamily } from '../mdx/component-families.ts';
import type { SidebarView } from './sidebar-view.ts';

/**
 * What the layout around any page reads (Page.astro; the 404 page has only this), computed once
 * per page by its route (routes/route-data.ts) and passed down as props: components compute none of it.
 */
export interface LayoutRouteData {
  /** What the page shows of the navigation: its divisions, switchers, sidebar entries, previous/next. */
  route: RouteData;
  /** docs.json `seo.indexing: "navigable"` on a page the navigation does not show. */
  noindex: boolean;
  /** The sidebar's HTML with this page's link marked. */
  sidebar: SidebarView;
}

/** What a docs page (DocPage, ApiDocPage) shows besides its content. */
export interface PageRouteData extends LayoutRouteData {
  /** The frontmatter `mode`'s parts (wide, center, custom, frame). */
  mode: PageMode;
  toc: TocItem[];
  /** Eyebrow, where the contextual menu goes, "Last updated". */
  chrome: PageChrome;
  /** The component stylesheets the page links in <head>: those of the components it draws. */
  styleFamilies: StyleFamily[];
}
