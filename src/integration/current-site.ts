import { NO_ASYNCAPI_PAGES, type AsyncApiPages } from '../asyncapi/asyncapi-pages.ts';
import { NO_MCP_PAGES, type McpPages } from '../mcp-reference/mcp-pages.ts';
import { NO_GRAPHQL_PAGES, type GraphQlPages } from '../graphql/graphql-pages.ts';
import { NO_SDK_PAGES, type SdkPages } from '../sdk/sdk-pages.ts';
import { buildSiteJsonModel, type SiteJsonNavigation, type SiteModel, splitSiteJsonModel } from '../config/model.ts';
import { resolveRepository, type Repository } from '../navigation/repository.ts';
import { NO_GENERATED_PAGES, type GeneratedOperations } from '../openapi/navigation-operations.ts';
import type { Site } from '../site/load-site.ts';
import type { DocsFolder } from '../source/docs-loader.ts';
import type { SourceLayout } from '../source/site-source.ts';
import type { StaticRoot } from '../source/static-files.ts';
import type { QuireOptions } from './options.ts';
import type { SiteTailwind } from '../styles/tailwind.ts';

/**
 * What the pages are drawn from: the site as its folder was last read. Never changed in place. A
 * build makes one; the dev server makes a whole new one when the folder changes and swaps it in
 * (SiteHolder.swap), so a reader sees one reading of the folder, never parts of two.
 */
export interface CurrentSite {
  readonly model: SiteModel;
  /** Dev only: the config's own problems, formatted, while it is broken (the model is then the last good one). */
  readonly configProblem?: string;
  /** Dev only: the config's navigation entries whose page is missing where that stops a build (site.json, or docs.json with --strict), formatted. */
  readonly missingPages?: string;
  /** Dev only: pages that include each other in a loop (they would render forever), while any do. */
  readonly includeLoops?: string;
  /** Where feedback links lead, when known. */
  readonly repository?: Repository;
  /** Where the docs collection finds the pages, and the pages without a file it adds. */
  readonly docs: DocsFolder;
  /** The Tailwind stylesheet the pages' classes make (tailwind.ts), when any page uses one. */
  readonly tailwind?: SiteTailwind;
  /** docs.json: files read through `$ref` (watched, never published). */
  readonly refFiles: readonly string[];
  /** docs.json: its validated navigation, against which pages that come and go are checked. */
  readonly docsJsonNavigation?: unknown;
  /** site.json: its navigation keys, from which the tree is made again when the pages change (dev). */
  readonly siteJsonNavigation?: SiteJsonNavigation;
  /** docs.json: the pages generated from OpenAPI operations. */
  readonly generated: GeneratedOperations;
  /** docs.json: the static files beside it (an explicit list, never the whole folder). */
  readonly staticRoot?: StaticRoot;
  /** The pages drawn from an AsyncAPI channel, and the files they name (dev reads the site again when one changes). */
  readonly asyncapi: AsyncApiPages;
  /** The pages that document an MCP server from its snapshot, and the snapshot files (dev reads the site again when one changes). */
  readonly mcp: McpPages;
  /** docs.json: the GraphQL reference pages of its `graphql` tabs, and the schema files (dev reads the site again when one changes). */
  readonly graphql: GraphQlPages;
  /** docs.json: the SDK reference pages of its `sdk` values, and the export files (dev reads the site again when one changes). */
  readonly sdk: SdkPages;
}

/** The one home of the current site: read `now`, replace it whole with `swap`. */
export interface SiteHolder {
  readonly now: CurrentSite;
  /** Makes the next site from the current one and swaps it in; says whether it differs. */
  swap(next: (now: CurrentSite) => CurrentSite): boolean;
}

/** What the dev server renders with while site.json is broken; never reaches a build. */
const PLACEHOLDER_MODEL: SiteModel = {
  ...splitSiteJsonModel(
    buildSiteJsonModel({
      name: 'site.json has problems',
      navigation: [],
      topAnchor: { name: 'Documentation', icon: 'book-open', iconType: 'duotone' },
      feedback: { suggestEdit: false, raiseIssue: false },
      modeToggle: { isHidden: false },
    }),
  ).settings,
  tree: { children: [], global: {} },
};

/** Before any reading: what a dev server draws if the first reading finds the config broken. */
export const UNREAD_SITE: CurrentSite = {
  model: PLACEHOLDER_MODEL,
  docs: { layout: { pagesDir: '' } },
  refFiles: [],
  generated: NO_GENERATED_PAGES,
  asyncapi: NO_ASYNCAPI_PAGES,
  mcp: NO_MCP_PAGES,
  graphql: NO_GRAPHQL_PAGES,
  sdk: NO_SDK_PAGES,
};

export function siteHolder(first: CurrentSite = UNREAD_SITE): SiteHolder {
  let now = first;
  return {
    get now() {
      return now;
    },
    swap(next) {
      const made = next(now);
      const changed = made !== now;
      now = made;
      return changed;
    },
  };
}

/**
 * The site a reading makes (loadSite), from the one before it: a config with problems of its own
 * keeps the last good model (dev shows the problems in the browser until they are fixed).
 * `docsLayout`: where the pages are read from now (a changed .mintignore moves it).
 */
export function siteAfterReading(now: CurrentSite, site: Site, options: Pick<QuireOptions, 'repository'>, docsLayout: SourceLayout = now.docs.layout): CurrentSite {
  const config = {
    ...now,
    docs: { ...now.docs, layout: docsLayout },
    ...(site.docsJson ? { refFiles: site.docsJson.refFiles, docsJsonNavigation: site.docsJson.navigation } : {}),
    ...(site.siteJson ? { siteJsonNavigation: site.siteJson } : {}),
  };
  if (!site.model || site.configProblem) return { ...config, configProblem: site.configProblem };
  const read = {
    ...config,
    model: site.model,
    configProblem: undefined,
    repository: resolveRepository(options.repository, site.model),
    asyncapi: site.asyncapi ?? NO_ASYNCAPI_PAGES,
    mcp: site.mcp ?? NO_MCP_PAGES,
    graphql: site.graphql ?? NO_GRAPHQL_PAGES,
    sdk: site.sdk ?? NO_SDK_PAGES,
  };
  if (!site.docsJson) return read;
  // Variables and styling change what pages render to: the loader renders them again when these change.
  const renderSettings = JSON.stringify({ variables: site.model.variables, styling: site.model.styling });
  return { ...read, docs: { layout: docsLayout, extraEntries: site.docsJson.extraEntries, renderSettings }, generated: site.docsJson.generated ?? NO_GENERATED_PAGES };
}
