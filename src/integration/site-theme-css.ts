import { siteThemeCss } from '../styles/theme.ts';
import type { SiteState } from './virtual-config.ts';

export const SITE_THEME_CSS_ID = 'virtual:quire/site-theme.css';
export const RESOLVED_SITE_THEME_CSS_ID = `\0${SITE_THEME_CSS_ID}`;

/**
 * The stylesheet of the site's colours and font families (styles/theme.ts `siteThemeCss`), made from
 * the current model. Page.astro imports it after base.css: one file the reader's browser caches,
 * not a style element in every page. In dev it is loaded again with the config (dev-reload.ts).
 */
export function siteThemePlugin(state: SiteState) {
  return {
    name: 'quire:site-theme',
    resolveId: (id: string) => (id === SITE_THEME_CSS_ID ? RESOLVED_SITE_THEME_CSS_ID : undefined),
    load: (id: string) => (id === RESOLVED_SITE_THEME_CSS_ID ? siteThemeCss(state.model) : undefined),
  };
}
