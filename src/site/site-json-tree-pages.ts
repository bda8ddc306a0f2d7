import { splitSiteJsonModel, type SiteJsonModel, type SiteJsonNavigation, type SiteModel } from '../config/model.ts';
import type { NavigationTree } from '../config/navigation-tree.ts';
import { siteJsonTree, type TreePages } from '../navigation/site-json-tree.ts';
import type { SiteSource } from '../source/site-source.ts';
import { safeUrl } from '../utils/url-safety.ts';

/** A frontmatter `url` as the docs collection reads it (source/page-frontmatter.ts: a number or true/false is that text). */
function frontmatterUrl(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}

/**
 * The pages as site.json's tree reads them: every id, and each page's external `url` read only
 * when asked (the tree asks for a group's first pages alone), so a dev server that builds the
 * tree again on each request reads a few files, not every page.
 */
export function siteJsonTreePages(source: SiteSource): TreePages {
  return new Map(
    source.pages.map((file) => [
      file.id,
      {
        get externalUrl() {
          // A script URL never becomes a link, as in the sidebar (routes/site-data.ts).
          return safeUrl(frontmatterUrl(source.read(file).frontmatter.data.url));
        },
      },
    ]),
  );
}

/** site.json's navigation tree from its navigation keys and the pages as this reading has them (the loader's, and dev's after a change). */
export const siteJsonTreeOf = (navigation: SiteJsonNavigation, source: SiteSource): NavigationTree => siteJsonTree(navigation, siteJsonTreePages(source));

/** site.json's model, complete: its settings and the tree its navigation keys and the pages make. */
export function siteJsonSiteModel(validated: SiteJsonModel, source: SiteSource): { model: SiteModel; navigation: SiteJsonNavigation } {
  const { settings, navigation } = splitSiteJsonModel(validated);
  return { model: { ...settings, tree: siteJsonTreeOf(navigation, source) }, navigation };
}
