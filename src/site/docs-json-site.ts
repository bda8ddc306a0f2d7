import { existsSync } from 'node:fs';
import { navigationChannels, type GeneratedChannelPage, type NavigationChannels } from '../asyncapi/navigation-channels.ts';
import { configTextOf } from '../config/load.ts';
import { navigationGraphQl, type GeneratedGraphQlPage, type NavigationGraphQl } from '../graphql/navigation-graphql.ts';
import { navigationSdk, type GeneratedSdkPage, type NavigationSdk } from '../sdk/navigation-sdk.ts';
import { join } from 'node:path';
import { closestMatches, formatSuggestions } from '../config/did-you-mean.ts';
import { docsJsonSiteFields, loadDocsJson, openapiSources, type DocsJsonConfig, type Locate } from '../config/docs-json/index.ts';
import { jsonLocator } from '../config/json-location.ts';
import type { PathSegment } from '../config/json-path.ts';
import { stripPageExtension, type SiteModel } from '../config/model.ts';
import type { ConfigProblem, ConfigWarning } from '../config/problems.ts';
import type { SiteLayout } from '../config/site-layout.ts';
import { docsJsonTree, normalisePageEntry, type DocsNavigation, type OperationPages } from '../navigation/docs-json-tree.ts';
import { resolvePageReference } from '../navigation/pages.ts';
import type { GroupNode, NavNode } from '../config/navigation-tree.ts';
import { normaliseSpecLocation } from '../openapi/entry-matching.ts';
import { findOperationPages } from '../openapi/api-reference.ts';
import { remoteSpecReader, type RemoteSpecText } from '../openapi/fetch-spec.ts';
import { loadOpenApiSpec } from '../openapi/load.ts';
import { findOpenApiFiles } from '../openapi/spec-files.ts';
import { listStaticFiles } from '../source/static-files.ts';
import { siteCodeOf } from './site-code.ts';
import type { GeneratedOperationPage } from '../openapi/mintlify-pages.ts';
import { generatedOperationPages, missingSpecFileProblem, type FileReference, type GeneratedOperations } from '../openapi/navigation-operations.ts';
import { isOperationEntry, parseOperationEntry } from '../openapi/operation-entries.ts';
import { sampleLanguages } from '../openapi/samples.ts';
import type { ExtraEntry } from '../source/docs-loader.ts';
import { exclusionsOf, leftOutPage, MINTIGNORE_FILE, type SiteSource, type SourceLayout } from '../source/site-source.ts';
import { isJsonObject } from '../utils/json.ts';
import { pagesWithFrontmatterKey } from '../source/frontmatter-references.ts';
import { isHttpUrl } from '../utils/urls.ts';

/** A docs.json site as the build reads it: the model, the pages with no file, and what is wrong. */
export interface DocsJsonSite {
  /** Set when docs.json is valid (even with pages missing). */
  model?: SiteModel;
  /** docs.json's validated `navigation`, as the missing-page check walks it. */
  navigation?: unknown;
  /** docs.json's own problems (its schema, its `$ref`s) or, with a model, navigation entries without a page. */
  problems: ConfigProblem[];
  warnings: ConfigWarning[];
  /** Files read through `$ref` (absolute): watched in dev, never published. */
  refFiles: string[];
  /** The API pages docs.json's `openapi` and operation entries make, with their spec problems. */
  generated?: GeneratedOperations;
  /** A content entry per generated page (title, sidebar title, operation or channel), so it renders as an API or channel page. */
  extraEntries: ExtraEntry[];
  /** The channel pages navigation `asyncapi` values make, with the documents read for them and their files' problems. */
  channels?: NavigationChannels;
  /** The pages tabs' `graphql` schemas make, with the schemas read for them and their files' problems. */
  graphql?: NavigationGraphQl;
  /** The pages `sdk` exports make, with the exports read for them and their files' problems. */
  sdk?: NavigationSdk;
  /** docs.json's text as read, when it could be. */
  configText?: string;
}

const operationText = (page: GeneratedOperationPage) => `${page.spec} ${page.webhook !== undefined ? `webhook ${page.webhook}` : `${page.method} ${page.path}`}`;

const pageNode = (id: string): NavNode => ({ type: 'page', page: id });

/**
 * The navigation tree's answer for an operation entry or a node's whole spec: the generated pages
 * of that spec, matched by the entry as written, or (for a whole spec) grouped by tag as Mintlify
 * groups them. Pages with `x-hidden` are built but listed nowhere.
 */
function operationsFrom(pages: readonly GeneratedOperationPage[]): OperationPages {
  return (openapi, entry) => {
    const inherited = openapiSources(openapi)[0];
    if (entry !== undefined) {
      const spec = parseOperationEntry(entry)?.spec ?? inherited;
      const page = pages.find((candidate) => candidate.entry === entry && (spec === undefined || candidate.spec === normaliseSpecLocation(spec)));
      return page && !page.hidden ? [pageNode(page.id)] : [];
    }
    if (inherited === undefined) return [];
    const spec = normaliseSpecLocation(inherited);
    const groups = new Map<string, GroupNode>();
    const listed = new Set<string>();
    for (const page of pages) {
      if (page.entry !== undefined || page.spec !== spec || page.hidden || listed.has(page.id)) continue;
      listed.add(page.id);
      const label = page.group ?? 'API Reference';
      const group = groups.get(label) ?? { type: 'group', label, children: [] };
      group.children.push(pageNode(page.id));
      groups.set(label, group);
    }
    return [...groups.values()];
  };
}

/** Every page entry (and group `root`) of docs.json's navigation with its JSON path; operation entries are not pages. */
function pageEntries(navigation: unknown): Array<{ entry: string; path: PathSegment[] }> {
  const found: Array<{ entry: string; path: PathSegment[] }> = [];
  const visit = (value: unknown, path: PathSegment[]) => {
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, [...path, index]));
    if (!isJsonObject(value)) return;
    for (const [key, child] of Object.entries(value)) {
      // `global` holds links only; `href` nodes have no pages.
      if (key === 'global') continue;
      if (key === 'root' && typeof child === 'string') found.push({ entry: child, path: [...path, key] });
      if (key === 'pages' && Array.isArray(child)) {
        child.forEach((item, index) => {
          if (typeof item === 'string' && !isOperationEntry(item)) found.push({ entry: item, path: [...path, key, index] });
          else visit(item, [...path, key, index]);
        });
      } else if (typeof child === 'object') visit(child, [...path, key]);
    }
  };
  visit(navigation, ['navigation']);
  return found;
}

/**
 * Navigation entries of docs.json that name no page: the JSON path, its line in docs.json, and
 * the closest pages. Used by the build, `quire check` and the dev server (per request).
 */
export function missingDocsJsonPages(
  configFile: string,
  navigation: unknown,
  ids: ReadonlySet<string>,
  layout?: SourceLayout,
  /** The locator of the docs.json text `navigation` was read from (loadDocsJson's); without it the file is read again. */
  locateIn?: Locate,
): ConfigProblem[] {
  const missing = pageEntries(navigation).filter(({ entry }) => resolvePageReference(normalisePageEntry(entry), ids) === undefined);
  if (missing.length === 0) return [];
  const locate = locateIn ?? jsonLocator(configTextOf(configFile));
  const all = [...ids];
  const excluded = layout && exclusionsOf(layout);
  return missing.map(({ entry, path }) => {
    const reference = normalisePageEntry(entry);
    const leftOut = layout && leftOutPage(layout, stripPageExtension(reference).replace(/\/+$/, ''), excluded);
    if (leftOut) {
      const why = leftOut.folder ? `it is in ${leftOut.folder}/, a tools' folder Quire does not read pages from (as Mintlify)` : `${MINTIGNORE_FILE} leaves it out of the site`;
      const fix = leftOut.folder ? `add the line "!/${leftOut.folder}/" to ${MINTIGNORE_FILE} to read pages from it` : `take ${leftOut.file} out of ${MINTIGNORE_FILE} to publish it`;
      return { path, ...locate(path), expected: 'a page beside docs.json', found: `"${entry}": ${leftOut.file} exists, but ${why}`, hint: `${fix}, or remove the entry` };
    }
    return {
      path,
      ...locate(path),
      expected: 'a page beside docs.json',
      found: `"${entry}", which has no .md or .mdx file`,
      hint: formatSuggestions(closestMatches(reference, all, 3, true)) ?? `create ${stripPageExtension(reference)}.mdx or remove the entry`,
    };
  });
}

function siteModel(config: DocsJsonConfig, operations: OperationPages, { channels, graphql, sdk }: References): SiteModel {
  return { ...docsJsonSiteFields(config), tree: docsJsonTree(config.navigation as DocsNavigation, operations, { channels: channels.nodes, graphql: graphql.nodes, sdk: sdk.nodes }) };
}

/**
 * Pages with frontmatter `openapi:` search every OpenAPI file of the site, as Mintlify searches
 * them, not only those docs.json names: the files found join the model's `openapi` list. Only
 * those pages read `api.openapi`: with none, a file it gives by URL is not downloaded (nothing
 * needs it, and builds do without the network), and a warning says so.
 */
async function withFrontmatterSpecs(model: SiteModel, source: SiteSource, siteSpecFiles: () => Promise<string[]>): Promise<{ model: SiteModel; warnings: ConfigWarning[] }> {
  if (findOperationPages(source).length === 0) {
    const warnings = model.openapi.filter(isHttpUrl).map(
      (url): ConfigWarning => ({
        path: ['api', 'openapi'],
        message: `${url} is a URL and no page's frontmatter "openapi:" names an operation, so the file is not fetched`,
        hint: 'for pages with frontmatter "openapi:", download the file into the site folder and point "api.openapi" at it',
      }),
    );
    return { model: { ...model, openapi: model.openapi.filter((location) => !isHttpUrl(location)) }, warnings };
  }
  const found = await siteSpecFiles();
  const named = new Set(model.openapi.map(normaliseSpecLocation));
  return { model: { ...model, openapi: [...model.openapi, ...found.filter((file) => !named.has(file))] }, warnings: [] };
}

/** The site's OpenAPI files (relative to the site folder), listed once and only when asked. */
function siteSpecFilesOf(layout: SiteLayout, refFiles: readonly string[], sourceLayout: SourceLayout): () => Promise<string[]> {
  let found: Promise<string[]> | undefined;
  return () => {
    const files = () => [...listStaticFiles({ dir: layout.dir, sources: () => [layout.configFile, ...refFiles], excludedDirs: [], layout: sourceLayout }).keys()].map((path) => path.slice(1));
    found ??= findOpenApiFiles(layout.dir, files());
    return found;
  };
}

/** `api.openapi` files that do not exist (the build would otherwise name the file, not the line of docs.json asking for it). */
function missingApiSpecs(config: DocsJsonConfig, dir: string): FileReference[] {
  const value = config.api?.openapi;
  const items = value === undefined ? [] : Array.isArray(value) ? value.map((item, index) => ({ item, at: [index] as PathSegment[] })) : [{ item: value, at: [] as PathSegment[] }];
  return items.flatMap(({ item, at }) => {
    const location = normaliseSpecLocation(typeof item === 'string' ? item : item.source);
    const path: PathSegment[] = ['api', 'openapi', ...at, ...(typeof item === 'string' ? [] : ['source'])];
    return isHttpUrl(location) || existsSync(join(dir, location)) ? [] : [{ location, path }];
  });
}

function extraEntry(page: GeneratedOperationPage): ExtraEntry {
  return { id: page.id, data: { title: page.title, ...(page.sidebarTitle ? { sidebarTitle: page.sidebarTitle } : {}), openapi: operationText(page) }, body: '' };
}

/** A channel page's entry: its title, and the channel as a page's frontmatter names one. */
function channelEntry(page: GeneratedChannelPage): ExtraEntry {
  return { id: page.id, data: { title: page.title, asyncapi: `${page.file} ${page.channel}` }, body: '' };
}

/** The reference pages besides OpenAPI's that docs.json's navigation generates. */
interface References {
  channels: NavigationChannels;
  graphql: NavigationGraphQl;
  sdk: NavigationSdk;
}

/** A GraphQL or SDK page's entry: its title (the field's, the type's or the declaration's name). */
function titledEntry(page: GeneratedGraphQlPage | GeneratedSdkPage): ExtraEntry {
  return { id: page.id, data: { title: page.title }, body: '' };
}

/** `api.examples.languages` names no language knows: said once, as the pages leave them out. */
function sampleLanguageWarnings(config: DocsJsonConfig): ConfigWarning[] {
  const { unknown } = sampleLanguages(config.api?.examples?.languages);
  if (unknown.length === 0) return [];
  const names = unknown.map((name) => JSON.stringify(name)).join(', ');
  return [
    {
      path: ['api', 'examples', 'languages'],
      message: `${names}: no language of Mintlify's table; ${unknown.length === 1 ? 'this one is' : 'these are'} left out`,
      hint: 'list languages by their keys or aliases: bash, python, javascript, node, php, go, java, ruby, powershell, swift, csharp, dotnet, typescript, c, c++, kotlin, rust, dart',
    },
  ];
}

/**
 * Reads a docs.json site as Mintlify builds it: docs.json validated (with its `$ref`s), the API
 * pages its `openapi` settings make (read from the site's OpenAPI files; dangling `$ref`s in
 * them are warned about, as Mintlify renders them anyway), the navigation tree, and the entries
 * that name no page. A page with a file wins over a generated one at the same URL.
 */
export async function readDocsJsonSite(
  layout: SiteLayout,
  source: SiteSource,
  /** OpenAPI files failing strict validation: read from their dereferenced document with warnings (the policy's 'openapi-invalid' as a warning), or refused. */
  invalidSpecs: 'error' | 'warn' = 'warn',
  readRemote: (url: string) => Promise<RemoteSpecText> = remoteSpecReader(),
): Promise<DocsJsonSite> {
  const loaded = loadDocsJson(layout.configFile, layout.dir);
  const refFiles = loaded.refFiles ?? [];
  if (!loaded.config) return { problems: loaded.problems, warnings: loaded.warnings, refFiles, extraEntries: [], configText: loaded.text };
  const config = loaded.config;
  const siteSpecFiles = siteSpecFilesOf(layout, refFiles, source.layout);
  const generated = await generatedOperationPages(config.navigation, (location) => loadOpenApiSpec(location, layout.dir, { danglingRefs: 'warn', invalid: invalidSpecs, readRemote }), siteSpecFiles);
  // Operation entries and files that name nothing: with their line in docs.json, as missing pages have.
  const missingApi = missingApiSpecs(config, layout.dir);
  const candidates = missingApi.length > 0 ? await siteSpecFiles() : [];
  const apiProblems = missingApi.map((file) => missingSpecFileProblem(file, candidates));
  const { locate } = loaded;
  generated.problems = [...apiProblems, ...generated.problems].map((problem) => ({ ...problem, ...locate(problem.path) }));
  const read = await navigationChannels(config.navigation, layout.dir, readRemote);
  const channels: NavigationChannels = { ...read, problems: read.problems.map((problem) => ({ ...problem, ...locate(problem.path) })) };
  const schemas = await navigationGraphQl(config.navigation, layout.dir, readRemote);
  const located = (problem: ConfigProblem) => ({ ...problem, ...locate(problem.path) });
  const graphql: NavigationGraphQl = { ...schemas, problems: schemas.problems.map(located), notes: schemas.notes.map(located) };
  // A tab or group holding a page that targets one symbol shows only the pages written for it.
  const exports = await navigationSdk(config.navigation, layout.dir, readRemote, pagesWithFrontmatterKey(source, layout.dir, 'sdk'));
  const sdk: NavigationSdk = { ...exports, problems: exports.problems.map(located) };
  const built = siteModel(config, operationsFrom(generated.pages), { channels, graphql, sdk });
  // A missing `api.openapi` file is reported above, once, where docs.json names it.
  const missing = new Set(missingApi.map((file) => file.location));
  // One file named twice ("/api/openapi.yaml", "api/openapi.yaml") is read once.
  const named = [...new Map(built.openapi.map((location) => [normaliseSpecLocation(location), location])).entries()];
  const openapi = named.filter(([normalised]) => !missing.has(normalised)).map(([, location]) => location);
  const staticFiles = listStaticFiles({ dir: layout.dir, sources: () => [layout.configFile, ...refFiles], excludedDirs: [], layout: source.layout });
  const siteCode = siteCodeOf(staticFiles.keys());
  const { model, warnings } = await withFrontmatterSpecs({ ...built, openapi, ...(siteCode ? { siteCode } : {}) }, source, siteSpecFiles);
  const byId = new Map<string, ExtraEntry>();
  for (const page of generated.pages) if (!source.pageIds.has(page.id) && !byId.has(page.id)) byId.set(page.id, extraEntry(page));
  for (const page of channels.pages) if (!source.pageIds.has(page.id) && !byId.has(page.id)) byId.set(page.id, channelEntry(page));
  for (const page of [...graphql.pages, ...sdk.pages]) if (!source.pageIds.has(page.id) && !byId.has(page.id)) byId.set(page.id, titledEntry(page));
  const extraEntries = [...byId.values()];
  const ids = new Set([...source.pageIds, ...byId.keys()]);
  const problems = missingDocsJsonPages(layout.configFile, config.navigation, ids, source.layout, locate);
  return {
    model,
    navigation: config.navigation,
    problems,
    warnings: [...loaded.warnings, ...warnings, ...sampleLanguageWarnings(config)],
    refFiles,
    generated,
    extraEntries,
    channels,
    graphql,
    sdk,
    configText: loaded.text,
  };
}
