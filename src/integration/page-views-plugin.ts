import { fileURLToPath } from 'node:url';
import type { CurrentSite } from './current-site.ts';
import { exactIds } from './hook-filters.ts';

/**
 * The views a page route draws beside a page's own text, by the kind of page that needs one: an
 * OpenAPI operation, an AsyncAPI channel, a GraphQL field or type, an SDK declaration, an MCP server.
 */
const PAGE_VIEWS = {
  ApiDocPage: '../components/api/ApiDocPage.astro',
  ChannelReference: '../components/asyncapi/ChannelReference.astro',
  GraphQlReference: '../components/graphql/GraphQlReference.astro',
  SdkReference: '../components/sdk/SdkReference.astro',
  McpReference: '../components/mcp/McpReference.astro',
} as const;

export type PageView = keyof typeof PAGE_VIEWS;

const PAGE_VIEWS_ID = 'virtual:quire/page-views';
const RESOLVED_PAGE_VIEWS_ID = `\0${PAGE_VIEWS_ID}`;

/**
 * The views a build's pages draw: only those of the kinds of page the site has, each from the same
 * pages `virtual:quire/api` and `virtual:quire/references` hand the route, so a view is there
 * whenever a page needs it. A Markdown site bundles none, and its output carries none of their
 * scripts (the playground's, the WebSocket playground's); the dev server bundles every one, as a
 * page may name an operation at any save.
 */
export function pageViewsDrawn(site: CurrentSite, operationPages: number): Set<PageView> {
  const drawn = new Set<PageView>();
  if (operationPages > 0) drawn.add('ApiDocPage');
  if (Object.keys(site.asyncapi.pages).length > 0) drawn.add('ChannelReference');
  if (Object.keys(site.graphql.pages).length > 0) drawn.add('GraphQlReference');
  if (Object.keys(site.sdk.pages).length > 0) drawn.add('SdkReference');
  if (Object.keys(site.mcp.pages).length > 0) drawn.add('McpReference');
  return drawn;
}

/** The module: each view the site draws, and `undefined` for the others (no page of theirs renders one). */
export function pageViewsModule(drawn: ReadonlySet<PageView> | 'all'): string {
  return Object.entries(PAGE_VIEWS)
    .map(([name, file]) =>
      drawn === 'all' || drawn.has(name as PageView) ? `export { default as ${name} } from ${JSON.stringify(fileURLToPath(new URL(file, import.meta.url)))};\n` : `export const ${name} = undefined;\n`,
    )
    .join('');
}

/** `virtual:quire/page-views` (pageViewsModule), read when the page route is bundled. */
export function pageViewsPlugin(drawn: () => ReadonlySet<PageView> | 'all') {
  return {
    name: 'quire:page-views',
    resolveId: { filter: exactIds(PAGE_VIEWS_ID), handler: () => RESOLVED_PAGE_VIEWS_ID },
    load: { filter: exactIds(RESOLVED_PAGE_VIEWS_ID), handler: () => pageViewsModule(drawn()) },
  };
}
