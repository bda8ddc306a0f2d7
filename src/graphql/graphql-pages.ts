import type { DescriptionRenderer } from '../openapi/description.ts';
import { pageHref } from '../navigation/pages.ts';
import type { SiteSource } from '../source/site-source.ts';
import { buildGraphQlView, type GraphQlView } from './graphql-view.ts';
import type { GeneratedGraphQlPage, NavigationGraphQl } from './navigation-graphql.ts';

/** The GraphQL reference pages of a site, drawn from docs.json's `graphql` tabs. */
export interface GraphQlPages {
  /** Views by page id. */
  pages: Record<string, GraphQlView>;
  /** The schema files they come from, absolute (dev reads the site again when one changes). */
  files: string[];
}

export const NO_GRAPHQL_PAGES: GraphQlPages = { pages: {}, files: [] };

const typeKey = (page: Pick<GeneratedGraphQlPage, 'file' | 'directory'>, name: string) => `${page.file}\0${page.directory}\0${name}`;

/**
 * Each generated page's view, its types linked to the type pages of the same schema and folder.
 * A page file at the same URL wins, as it does over a generated API page.
 */
export async function resolveGraphQlPages(source: SiteSource, generated: NavigationGraphQl, describe: DescriptionRenderer): Promise<GraphQlPages> {
  if (generated.pages.length === 0) return { pages: {}, files: [...generated.files] };
  const typePages = new Map(generated.pages.filter((page) => page.section === 'types').map((page) => [typeKey(page, page.name), pageHref(page.id)]));
  const pages: Record<string, GraphQlView> = {};
  for (const page of generated.pages) {
    const schema = generated.schemas.get(page.file);
    if (source.pageIds.has(page.id) || !schema) continue;
    const view = await buildGraphQlView(schema, page.section, page.name, page.file, { describe, typeHref: (name) => typePages.get(typeKey(page, name)) });
    if (view) pages[page.id] = view;
  }
  return { pages, files: [...generated.files] };
}
