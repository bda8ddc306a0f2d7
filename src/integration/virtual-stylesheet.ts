import { exactIds } from './hook-filters.ts';

/**
 * A stylesheet Quire makes from the site's settings, imported by Page.astro under `id` (a
 * `virtual:quire/….css` name) and bundled like any other: the code tokens' colours
 * (code-colours-css.ts), the site's colours and fonts (site-theme-css.ts).
 */
export function virtualStylesheetPlugin(name: string, id: string, css: () => string) {
  const resolved = `\0${id}`;
  return {
    name,
    resolveId: { filter: exactIds(id), handler: () => resolved },
    load: { filter: exactIds(resolved), handler: () => css() },
  };
}
