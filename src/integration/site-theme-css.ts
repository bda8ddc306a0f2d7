import { siteThemeCss } from '../styles/theme.ts';
import type { SiteState } from './virtual-config.ts';

export const SITE_THEME_CSS_ID = 'virtual:quire/site-theme.css';
const RESOLVED_SITE_THEME_CSS_ID = `\0${SITE_THEME_CSS_ID}`;

/**
 * The stylesheet of the site's colours and font families (styles/theme.ts `siteThemeCss`), made from
 * the model. Page.astro imports it after base.css: in a build, one file the reader's browser caches,
 * not a style element in every page. Empty in dev, where Page.astro writes the same rules into the
 * page from the current model: Astro's dev server keeps a stylesheet's rules until its file changes,
 * and this one has no file, so a site.json edit would not show.
 */
export function siteThemePlugin(state: SiteState, dev: boolean) {
  return {
    name: 'quire:site-theme',
    resolveId: (id: string) => (id === SITE_THEME_CSS_ID ? RESOLVED_SITE_THEME_CSS_ID : undefined),
    load: (id: string) => (id === RESOLVED_SITE_THEME_CSS_ID ? (dev ? '' : siteThemeCss(state.model)) : undefined),
  };
}
