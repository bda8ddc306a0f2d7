import { resolveAsyncApiPages } from '../asyncapi/asyncapi-pages.ts';
import { resolveMcpPages } from '../mcp-reference/mcp-pages.ts';
import { formatReferenceProblems } from '../source/frontmatter-references.ts';
import { undrawnDescriptions } from '../openapi/description.ts';
import { existsSync } from 'node:fs';
import { DOCS_JSON_WARNINGS_HEADING } from '../config/docs-json/index.ts';
import type { CodeBlockStyle, SiteModel } from '../config/model.ts';
import { formatProblems, formatWarnings } from '../config/problems.ts';
import type { SiteLayout } from '../config/site-layout.ts';
import type { DescriptionRenderer } from '../openapi/description.ts';
import type { RemoteSpecText } from '../openapi/fetch-spec.ts';
import { generatedOperationsWarnings } from '../openapi/generated-views.ts';
import { isValidationWarning, loadOpenApiSpec } from '../openapi/load.ts';
import { displayPath } from '../utils/display-path.ts';
import { NO_GENERATED_PAGES } from '../openapi/navigation-operations.ts';
import type { SpecLoader } from '../openapi/spec-cache.ts';
import { docsFolderLayout, readSiteSource, siteRootLayout, type PagesRead } from '../source/site-source.ts';
import { resolveApiPages } from './api-pages.ts';
import { checkSite } from './check-site.ts';
import { readDocsJsonSite } from './docs-json-site.ts';
import { siteJsonSiteModel } from './site-json-tree-pages.ts';
import { configProblemPlace, formatGraphQlNotes, formatLeftOutEntries, formatUnreadReferenceFiles } from './left-out.ts';
import { resolveGraphQlPages } from '../graphql/graphql-pages.ts';
import { NO_NAVIGATION_GRAPHQL } from '../graphql/navigation-graphql.ts';
import { pagesWithFrontmatterKey } from '../source/frontmatter-references.ts';
import { NO_NAVIGATION_SDK } from '../sdk/navigation-sdk.ts';
import { resolveSdkPages } from '../sdk/sdk-pages.ts';
import { actingPolicy, severityOf, type PolicyOptions, type ProblemKind } from './policy.ts';
import { SITE_CHECKS } from './site-checks.ts';
import type { LoadMode, Site, SiteProblem } from './site.ts';
import type { ProblemPlace } from '../utils/problem-place.ts';

export type { LoadMode, Site, SiteProblem } from './site.ts';

/** Adds a problem of a kind, its severity the policy's. */
type AddProblem = (kind: ProblemKind, message: string, places?: readonly ProblemPlace[]) => void;

export interface LoadSiteOptions extends Omit<PolicyOptions, 'frontDoor'> {
  mode: LoadMode;
  /** Remote OpenAPI files, fetched once per run by everything that names them. */
  readRemote: (url: string) => Promise<RemoteSpecText>;
  /** Where site.json's static files are (Astro's publicDir); docs.json keeps them beside it. */
  publicDir?: string;
  /** Dev: the pages as last parsed, so reading the folder again parses only what changed. */
  pagesRead?: PagesRead;
  /** How OpenAPI files are read (the build's cache of validated files); unset, read afresh. */
  specLoader?: (tolerant: boolean) => SpecLoader;
  /** False where the caller resolves the API pages itself (the dev server's API plugin, after each change). */
  apiPages?: boolean;
  /** The build's one renderer of OpenAPI descriptions, for the site's `codeblocks` setting; `quire check` draws none. */
  describe?: (codeblocks: CodeBlockStyle | undefined) => DescriptionRenderer;
  /** False where only the model and the pages are wanted (the MCP server, on each request): SITE_CHECKS are not run. */
  checks?: boolean;
}

/**
 * Reads a site folder (site.json + docs/, or Mintlify's docs.json with everything beside it) into
 * one model and one list of problems with severities: the config, its icons and navigation pages,
 * the API pages, then every check of SITE_CHECKS. The policy (policy.ts) rates each problem here;
 * the caller only says them.
 */
export async function loadSite(layout: SiteLayout, options: LoadSiteOptions): Promise<Site> {
  const policy: PolicyOptions = { frontDoor: layout.format, strict: options.strict, links: options.links };
  const problems: SiteProblem[] = [];
  const add = (kind: ProblemKind, message: string, places: readonly ProblemPlace[] = []) => problems.push({ kind, severity: severityOf(kind, policy), message, places });
  // Where the config's errors are (records name each); a config with errors has no model to check further.
  let configPlaces: readonly ProblemPlace[] = [];
  const pagesLayout = layout.format === 'docs.json' ? siteRootLayout(layout.dir) : docsFolderLayout(layout.dir);
  const source = readSiteSource(pagesLayout, options.pagesRead);
  const site: Site = { layout, policy, source, problems };
  const tolerant = severityOf('openapi-invalid', actingPolicy(policy)) === 'warning';

  if (layout.format === 'docs.json') {
    const read = await readDocsJsonSite(layout, source, tolerant ? 'warn' : 'error', options.readRemote);
    site.docsJson = { navigation: read.navigation, refFiles: read.refFiles, generated: read.generated, extraEntries: read.extraEntries, channels: read.channels, graphql: read.graphql, sdk: read.sdk };
    site.configText = read.configText;
    if (read.warnings.length > 0) add('config-warning', formatWarnings('docs.json', read.warnings, DOCS_JSON_WARNINGS_HEADING), read.warnings.map(configProblemPlace('docs.json')));
    // With a model, the problems are navigation entries without a page: Mintlify leaves them out of the navigation.
    if (read.model && read.problems.length > 0) add('missing-page', formatLeftOutEntries('docs.json', read.problems), read.problems.map(configProblemPlace('docs.json')));
    else if (read.problems.length > 0) {
      site.configProblem = formatProblems('docs.json', read.problems);
      configPlaces = read.problems.map(configProblemPlace('docs.json'));
    }
    site.model = read.model;
  } else configPlaces = readSiteJsonSite(site, options, add);
  if (site.configProblem) {
    problems.push({ severity: 'error', message: site.configProblem, places: configPlaces });
    return site;
  }
  if (!site.model) return site;
  // One renderer of descriptions for OpenAPI, AsyncAPI and MCP pages (`quire check` draws none).
  const describe = options.describe?.(site.model.styling?.codeblocks);

  if (options.apiPages !== false) {
    const loadSpec: SpecLoader =
      options.specLoader?.(tolerant) ??
      ((location, dir) => loadOpenApiSpec(location, dir, { readRemote: options.readRemote, ...(tolerant ? { danglingRefs: 'warn' as const, invalid: 'warn' as const } : {}) }));
    const api = await resolveApiPages({
      model: site.model,
      siteDir: layout.dir,
      configFile: layout.configFile,
      source,
      loadSpec,
      generated: site.docsJson?.generated ?? (layout.format === 'docs.json' ? NO_GENERATED_PAGES : undefined),
      describe,
      unknownOperations: severityOf('unknown-operation', actingPolicy(policy)),
    });
    site.api = api;
    if (!api.ok) {
      problems.push({ severity: 'error', message: api.message, places: [] });
      // The generated pages' own warnings (a tab's file that cannot be fetched, its pages left out)
      // are said even when the pages' frontmatter files stop the build.
      const generated = site.docsJson?.generated;
      if (generated) for (const warning of generatedOperationsWarnings(generated, displayPath(layout.configFile))) add(isValidationWarning(warning) ? 'openapi-invalid' : 'openapi-warning', warning);
    } else {
      for (const warning of api.warnings) add(isValidationWarning(warning) ? 'openapi-invalid' : 'openapi-warning', warning);
      if (api.unknownOperations) add('unknown-operation', api.unknownOperations.message, api.unknownOperations.places);
    }
  }
  await readReferencePages(site, site.model, describe ?? undrawnDescriptions, options.readRemote, add);
  if (options.checks === false) return site;
  const withModel = { ...site, model: site.model };
  for (const check of SITE_CHECKS) problems.push(...check(withModel, { mode: options.mode, publicDir: options.publicDir ?? layout.staticDir }));
  return site;
}

/**
 * loadSite's pages drawn from a reference file: GraphQL schemas and SDK exports docs.json's navigation names, AsyncAPI channels (frontmatter `asyncapi:`, and the
 * pages docs.json's navigation generates) and MCP snapshots, into `site`, with what keeps a page
 * from its reference as one problem of each kind.
 */
async function readReferencePages(site: Site, model: SiteModel, describe: DescriptionRenderer, readRemote: LoadSiteOptions['readRemote'], add: AddProblem): Promise<void> {
  const { layout, source } = site;
  const addReferenceProblems = (kind: ProblemKind, what: string, found: ReadonlyArray<{ line: string; place: ProblemPlace }>) => {
    if (found.length === 0) return;
    const severity = severityOf(kind, site.policy);
    site.problems.push({ kind, severity, message: formatReferenceProblems(what, found, severity === 'error'), places: found.map(({ place }) => place) });
  };
  const channels = site.docsJson?.channels;
  site.asyncapi = await resolveAsyncApiPages(source, { siteDir: layout.dir, describe, generated: channels, defaultFiles: model.asyncapi, readRemote });
  // Files docs.json's navigation names that cannot be read: said where docs.json names them.
  const unread = channels?.problems ?? [];
  if (unread.length > 0)
    add('asyncapi', formatUnreadReferenceFiles('docs.json', { one: 'AsyncAPI file', many: 'AsyncAPI files', pages: 'channels' }, unread), unread.map(configProblemPlace('docs.json')));
  addReferenceProblems('asyncapi', 'AsyncAPI', site.asyncapi.problems);
  const graphql = site.docsJson?.graphql ?? NO_NAVIGATION_GRAPHQL;
  site.graphql = await resolveGraphQlPages(source, graphql, describe);
  if (graphql.problems.length > 0)
    add(
      'graphql',
      formatUnreadReferenceFiles('docs.json', { one: 'GraphQL schema', many: 'GraphQL schemas', pages: 'pages' }, graphql.problems),
      graphql.problems.map(configProblemPlace('docs.json')),
    );
  if (graphql.notes.length > 0) add('graphql', formatGraphQlNotes('docs.json', graphql.notes), graphql.notes.map(configProblemPlace('docs.json')));
  // A site.json site has no `sdk` in its navigation; its pages may still name an export in their frontmatter.
  const sdk = site.docsJson?.sdk ?? { ...NO_NAVIGATION_SDK, framed: pagesWithFrontmatterKey(source, layout.dir, 'sdk') };
  site.sdk = await resolveSdkPages(source, sdk, describe, { siteDir: layout.dir, readRemote });
  if (sdk.problems.length > 0)
    add('sdk', formatUnreadReferenceFiles('docs.json', { one: 'SDK export', many: 'SDK exports', pages: 'pages' }, sdk.problems), sdk.problems.map(configProblemPlace('docs.json')));
  addReferenceProblems('sdk', 'SDK references', site.sdk.problems);
  site.mcp = await resolveMcpPages(source, layout.dir, describe);
  addReferenceProblems('mcp-snapshot', 'MCP snapshots', site.mcp.problems);
}

/** site.json's part of loadSite: the config, its icons and navigation pages, into `site`; answers the places of its errors. */
function readSiteJsonSite(site: Site, options: LoadSiteOptions, add: AddProblem): readonly ProblemPlace[] {
  const { layout, source, problems } = site;
  const check = checkSite(layout.configFile, source);
  site.configText = check.configText;
  if (check.warnings.length > 0) add('config-warning', formatWarnings('site.json', check.warnings), check.warnings.map(configProblemPlace('site.json')));
  for (const notice of check.notices) add('icon-fallback', notice);
  if (check.model) {
    const complete = siteJsonSiteModel(check.model, source);
    site.model = complete.model;
    site.siteJson = complete.navigation;
  }
  if (check.ok) return [];
  const shown = existsSync(layout.configFile) ? 'site.json' : layout.configFile;
  const formatted = formatProblems(shown, check.problems);
  const places = check.problems.map(configProblemPlace(shown));
  if (!check.model) site.configProblem = formatted;
  // Pages missing from site.json's navigation: the dev server checks them per request instead (they may be created at any moment).
  else if (options.mode !== 'dev') problems.push({ severity: 'error', message: formatted, places });
  return places;
}
