import type { SiteChrome, SiteModel } from '../config/model.ts';
import { isScriptUrl } from '../utils/url-safety.ts';
import type { NavigationTree, NavNode } from '../config/navigation-tree.ts';
import { resolvePageReference } from '../navigation/pages.ts';

export type SeoSettings = NonNullable<SiteChrome['seo']>;

/** One <meta>: Open Graph keys (og:…) go in `property`, the others in `name`, as crawlers read them. */
export interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

const trimSlashes = (path: string) => `/${path.replace(/^\/+|\/+$/g, '')}`;

/**
 * The meta tags docs.json's `seo` gives a page: the site's `metatags`, then those of each
 * `paths` entry naming this page (a later value wins). A value a browser would run as script
 * (a javascript: "og:image"…) is left out: Astro escapes the text, but a crawler or a preview
 * card could still follow the URL. `robots` comes from Quire's own rule (hidden pages) when set.
 */
export function pageMetaTags(seo: SeoSettings | undefined, path: string): MetaTag[] {
  if (!seo) return [];
  const merged = new Map(Object.entries(seo.metatags));
  for (const entry of seo.paths ?? []) {
    if (trimSlashes(entry.path) === trimSlashes(path)) for (const [key, value] of Object.entries(entry.metatags)) merged.set(key, value);
  }
  return [...merged]
    .filter(([key, value]) => key.trim() !== '' && !isScriptUrl(value))
    .map(([key, content]) => ({ attribute: /^(og|article|profile|book|fb):/i.test(key) ? 'property' : 'name', key, content }));
}

/**
 * `seo.indexing: "navigable"` (Mintlify's default) keeps search engines to the pages the
 * navigation shows: a hidden page (in no navigation node, or under a hidden one) gets noindex.
 */
export const isNoindexPage = (seo: SeoSettings | undefined, hidden: boolean): boolean => hidden && seo !== undefined && seo.indexing !== 'all';

/**
 * The pages a reader can reach through the navigation: listed under no hidden group or division.
 * `resolve` turns a page reference as listed into a page id (undefined: no such page).
 */
export function navigablePageIds(tree: NavigationTree, resolve: (reference: string) => string | undefined = (id) => id): Set<string> {
  const ids = new Set<string>();
  const add = (reference: string | undefined) => {
    const id = reference === undefined ? undefined : resolve(reference);
    if (id !== undefined) ids.add(id);
  };
  const walk = (nodes: readonly NavNode[]) => {
    for (const node of nodes) {
      if (node.type === 'page') add(node.page);
      else if (node.type === 'link' || node.hidden) continue;
      else {
        if (node.type === 'group') add(node.root);
        else add(node.landing);
        walk(node.children);
      }
    }
  };
  walk(tree.children);
  add(tree.landing);
  return ids;
}

/**
 * The pages a sitemap lists: all of them, except under `seo.indexing: "navigable"` (docs.json),
 * where a page the navigation does not show is left out, as it gets noindex.
 */
export function indexedPages<Page extends { id: string }>(model: Pick<SiteModel, 'seo' | 'tree'>, pages: readonly Page[]): Page[] {
  if (!isNoindexPage(model.seo, true)) return [...pages];
  const ids = new Set(pages.map((page) => page.id));
  const navigable = navigablePageIds(model.tree, (reference) => resolvePageReference(reference, ids));
  return pages.filter((page) => navigable.has(page.id));
}
