import { siteThemeCss } from '../styles/theme.ts';
import type { SiteHolder } from './current-site.ts';
import { virtualStylesheetPlugin } from './virtual-stylesheet.ts';

/**
 * The stylesheet of the site's colours and font families (styles/theme.ts `siteThemeCss`), made from
 * the model. Page.astro imports it after base.css: in a build, one file the reader's browser caches,
 * not a style element in every page. Empty in dev, where Page.astro writes the same rules into the
 * page from the current model: Astro's dev server keeps a stylesheet's rules until its file changes,
 * and this one has no file, so a site.json edit would not show.
 */
export function siteThemePlugin(site: SiteHolder, dev: boolean) {
  return virtualStylesheetPlugin('quire:site-theme', 'virtual:quire/site-theme.css', () => (dev ? '' : siteThemeCss(site.now.model)));
}
