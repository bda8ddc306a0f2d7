import { readFileSync } from 'node:fs';
import { closestMatches, formatSuggestions } from '../config/did-you-mean.ts';
import { docsJsonSiteFields, loadDocsJson, openapiSources, type DocsJsonConfig } from '../config/docs-json/index.ts';
import { jsonLocator } from '../config/json-location.ts';
import type { PathSegment } from '../config/json-path.ts';
import { stripPageExtension, type SiteModel } from '../config/model.ts';
import type { ConfigProblem, ConfigWarning } from '../config/problems.ts';
import type { SiteLayout } from '../config/site-layout.ts';
import { docsJsonTree, normalisePageEntry, type DocsNavigation, type OperationPages } from '../navigation/docs-json-tree.ts';
import { resolvePageReference } from '../navigation/pages.ts';
import type { GroupNode, NavNode } from '../navigation/tree.ts';
import { normaliseSpecLocation } from '../openapi/entry-matching.ts';
import { findOperationPages } from '../openapi/api-reference.ts';
import { loadOpenApiSpec } from '../openapi/load.ts';
import { findOpenApiFiles } from '../openapi/spec-files.ts';
import { listStaticFiles } from './static-files.ts';
import type { GeneratedOperationPage } from '../openapi/mintlify-pages.ts';
import { generatedOperationPages, type GeneratedOperations } from '../openapi/navigation-operations.ts';
import { isOperationEntry, parseOperationEntry } from '../openapi/operation-entries.ts';
import type { ExtraEntry } from '../source/docs-loader.ts';
import type { SiteSource } from '../source/site-source.ts';
import { isJsonObject } from '../utils/json.ts';

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
  /** A content entry per generated page (title, sidebar title, operation), so it renders as an API page. */
  extraEntries: ExtraEntry[];
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
export function missingDocsJsonPages(configFile: string, navigation: unknown, ids: ReadonlySet<string>): ConfigProblem[] {
  const missing = pageEntries(navigation).filter(({ entry }) => resolvePageReference(normalisePageEntry(entry), ids) === undefined);
  if (missing.length === 0) return [];
  const locate = jsonLocator(readFileSync(configFile, 'utf8'));
  const all = [...ids];
  return missing.map(({ entry, path }) => {
    const reference = normalisePageEntry(entry);
    return {
      path,
      ...locate(path),
      expected: 'a page beside docs.json',
      found: `"${entry}", which has no .md or .mdx file`,
      hint: formatSuggestions(closestMatches(reference, all, 3, true)) ?? `create ${stripPageExtension(reference)}.mdx or remove the entry`,
    };
  });
}

function siteModel(config: DocsJsonConfig, operations: OperationPages): SiteModel {
  // site.json's navigation keys stay empty: the tree (`model.tree`) says it all.
  const siteJsonNavigation = { navigation: [], tabs: [], anchors: [], versions: [], topAnchor: { name: 'Documentation', icon: 'book-open', iconType: 'duotone' as const } };
  return { ...siteJsonNavigation, ...docsJsonSiteFields(config), tree: docsJsonTree(config.navigation as DocsNavigation, operations) };
}

/**
 * Pages with frontmatter `openapi:` search every OpenAPI file of the site, as Mintlify searches
 * them, not only those docs.json names: the files found join the model's `openapi` list.
 */
async function withFrontmatterSpecs(model: SiteModel, layout: SiteLayout, source: SiteSource, refFiles: readonly string[]): Promise<SiteModel> {
  if (findOperationPages(source).length === 0) return model;
  const files = [...listStaticFiles({ dir: layout.dir, sources: () => [layout.configFile, ...refFiles], excludedDirs: [] }).keys()].map((path) => path.slice(1));
  const found = await findOpenApiFiles(layout.dir, files);
  const named = new Set(model.openapi.map(normaliseSpecLocation));
  return { ...model, openapi: [...model.openapi, ...found.filter((file) => !named.has(file))] };
}

function extraEntry(page: GeneratedOperationPage): ExtraEntry {
  return { id: page.id, data: { title: page.title, ...(page.sidebarTitle ? { sidebarTitle: page.sidebarTitle } : {}), openapi: operationText(page) }, body: '' };
}

/**
 * Reads a docs.json site as Mintlify builds it: docs.json validated (with its `$ref`s), the API
 * pages its `openapi` settings make (read from the site's OpenAPI files; dangling `$ref`s in
 * them are warned about, as Mintlify renders them anyway), the navigation tree, and the entries
 * that name no page. A page with a file wins over a generated one at the same URL.
 */
export async function readDocsJsonSite(layout: SiteLayout, source: SiteSource): Promise<DocsJsonSite> {
  const loaded = loadDocsJson(layout.configFile, layout.dir);
  const refFiles = loaded.refFiles ?? [];
  if (!loaded.config) return { problems: loaded.problems, warnings: loaded.warnings, refFiles, extraEntries: [] };
  const config = loaded.config;
  const generated = await generatedOperationPages(config.navigation, (location) => loadOpenApiSpec(location, layout.dir, { danglingRefs: 'warn' }));
  const model = await withFrontmatterSpecs(siteModel(config, operationsFrom(generated.pages)), layout, source, refFiles);
  const byId = new Map<string, ExtraEntry>();
  for (const page of generated.pages) if (!source.pageIds.has(page.id) && !byId.has(page.id)) byId.set(page.id, extraEntry(page));
  const extraEntries = [...byId.values()];
  const ids = new Set([...source.pageIds, ...byId.keys()]);
  const problems = missingDocsJsonPages(layout.configFile, config.navigation, ids);
  return { model, navigation: config.navigation, problems, warnings: loaded.warnings, refFiles, generated, extraEntries };
}
