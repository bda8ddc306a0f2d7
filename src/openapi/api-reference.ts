import { formatSuggestions } from '../config/did-you-mean.ts';
import type { SiteModel, SiteSettings } from '../config/model.ts';
import { frontmatterText } from '../source/frontmatter.ts';
import type { SiteSource, SourcePage } from '../source/site-source.ts';
import { formatSpecProblems, formatSpecWarnings, loadOpenApiSpec, type LoadedSpec, type SpecProblem } from './load.ts';
import { descriptionRenderer, type DescriptionRenderer } from './description.ts';
import { buildOperationView, type OperationView } from './operation-view.ts';
import { mdxEndpointView, paramFieldsOf, parseMdxEndpoint } from './mdx-endpoint.ts';
import { normaliseSpecLocation } from './entry-matching.ts';
import { findOperation, indexOperations } from './operations.ts';
import type { SpecLoader } from './spec-cache.ts';
import { displayPath } from '../utils/display-path.ts';
import { placeAt, type ProblemPlace } from '../utils/problem-place.ts';

export interface OperationPageReference {
  pageId: string;
  /** The page file, relative to the current directory, for messages. */
  file: string;
  reference: string;
}

/**
 * The frontmatter keys that make a page an API page, in the one order that decides between them:
 * `openapi: "GET /users"` names an operation of an OpenAPI file; otherwise `api: "POST /users"`
 * defines an endpoint on the page itself (Mintlify's MDX API pages, with the page's ParamFields).
 */
type ApiFrontmatter = { key: 'openapi'; value: string } | { key: 'api'; value: string };

function apiFrontmatterOf(data: Readonly<Record<string, unknown>>): ApiFrontmatter | undefined {
  const openapi = frontmatterText(data, 'openapi');
  if (openapi !== undefined) return { key: 'openapi', value: openapi };
  const api = frontmatterText(data, 'api');
  return api === undefined ? undefined : { key: 'api', value: api };
}

/** The page's ParamFields; undefined when its text does not parse (the build reports that page). */
function paramFieldsOrUndefined(page: Pick<SourcePage, 'text' | 'format'>, variables?: SiteModel['variables']): ReturnType<typeof paramFieldsOf> | undefined {
  try {
    return paramFieldsOf(page.text, page.format, variables);
  } catch {
    return undefined;
  }
}

/**
 * Everything of a page that its API view is made from, as one comparable string: its `openapi:`
 * reference, or its `api:` endpoint with its ParamFields (the playground's parameters); undefined
 * for a page that is no API page. The dev server compares it before and after a save: equal, the
 * API pages need not be resolved again.
 */
export function apiPageInputs(page: Pick<SourcePage, 'text' | 'format' | 'frontmatter'>): string | undefined {
  const found = apiFrontmatterOf(page.frontmatter.data);
  if (!found) return undefined;
  if (found.key === 'openapi') return `openapi\0${found.value}`;
  const fields = paramFieldsOrUndefined(page);
  // A page whose MDX does not parse: its text decides (the same text gives the same error).
  return `api\0${found.value}\0${fields ? JSON.stringify(fields) : page.text}`;
}

/** Pages whose frontmatter has `openapi: "..."` (a page whose frontmatter is broken is reported by the frontmatter check). */
export function findOperationPages(source: SiteSource): OperationPageReference[] {
  return source.pages.flatMap((file) => {
    const found = apiFrontmatterOf(source.read(file).frontmatter.data);
    return found?.key === 'openapi' ? [{ pageId: file.id, file: displayPath(file.path), reference: found.value }] : [];
  });
}

/**
 * Pages whose frontmatter `api: "POST /users"` defines an endpoint themselves (Mintlify's MDX API
 * pages; a page with `openapi` is an OpenAPI page): their view, or what is wrong with the value.
 */
function endpointPages(source: SiteSource, api: SiteModel['api'], variables: SiteModel['variables']): { pages: Record<string, OperationView>; problems: string[] } {
  const pages: Record<string, OperationView> = {};
  const problems: string[] = [];
  for (const file of source.pages) {
    const page = source.read(file);
    const found = apiFrontmatterOf(page.frontmatter.data);
    if (found?.key !== 'api') continue;
    const endpoint = parseMdxEndpoint(found.value);
    if (!endpoint) {
      problems.push(`${displayPath(file.path)}: api: expected a METHOD and a URL or path, like "POST https://api.example.com/users" or "POST /users", found "${found.value}"`);
      continue;
    }
    // A page MDX cannot parse gets no fields here: its compile error, with file and line, stops the build.
    pages[file.id] = mdxEndpointView(endpoint, paramFieldsOrUndefined(page, variables) ?? [], api);
  }
  return { pages, problems };
}

export type ApiReference =
  | {
      ok: true;
      pages: Record<string, OperationView>;
      warnings: string[];
      /** Set when pages named operations no file has and the policy builds them from their MDX body: the warning saying so, and the pages. */
      unknownOperations?: { message: string; places: ProblemPlace[] };
    }
  | { ok: false; message: string };

/** Pages whose schemas hit a budget (schema-budget.ts): they build, shorter, and the build and `quire check` say where. */
export function schemaCutWarnings(pages: Record<string, OperationView>): string[] {
  return Object.entries(pages).flatMap(([pageId, view]) => (view.schemaCuts ? [`/${pageId} (${view.method} ${view.path}) leaves out part of its schemas: ${view.schemaCuts.join('; ')}`] : []));
}

/**
 * The whole OpenAPI side of a site: every file in site.json `openapi` loaded and validated, every
 * page's `openapi:` reference resolved to an operation view. Problems stop the build (named by
 * file and location); operations no page shows are one warning. The dev server passes a
 * `cachedSpecLoader` so unchanged OpenAPI files are not validated again on every edit.
 */
export async function buildApiReference(
  model: SiteSettings,
  siteDir: string,
  source: SiteSource,
  loadSpec: SpecLoader = loadOpenApiSpec,
  /** Operations with a page of another kind (docs.json's generated pages), as `generatedOperationKeys` writes them. */
  pagedElsewhere: ReadonlySet<string> = new Set(),
  /** The build's one renderer of descriptions (setupApi's); `quire check` renders with its own. */
  describe: DescriptionRenderer = descriptionRenderer(model.styling?.codeblocks),
  /**
   * Pages naming an operation no file has, as the policy (src/site/policy.ts) rates them: errors
   * stop the build; warnings (docs.json, as Mintlify renders such a page) build the page from its MDX body.
   */
  unknownOperations: 'error' | 'warning' = 'error',
): Promise<ApiReference> {
  const endpoints = endpointPages(source, model.api, model.variables);
  const loads = await Promise.all(model.openapi.map((location) => loadSpec(location, siteDir)));
  const specProblems: SpecProblem[] = loads.flatMap((load) => (load.ok ? [] : load.problems));
  if (specProblems.length > 0) return { ok: false, message: formatSpecProblems(specProblems) };
  const specs: LoadedSpec[] = loads.flatMap((load) => (load.ok ? [load.spec] : []));
  const entries = indexOperations(specs);

  const references = findOperationPages(source);
  const pages: Record<string, OperationView> = {};
  const problems: string[] = [...endpoints.problems];
  // The pages whose `openapi:` names an operation no file has, for the report's records.
  const unknownPages: ProblemPlace[] = [];
  const covered = new Set<string>();
  for (const page of references) {
    if (specs.length === 0) {
      problems.push(`${page.file}: openapi: "${page.reference}" needs an OpenAPI file; list one in site.json "openapi"`);
      unknownPages.push(placeAt(page.file));
      continue;
    }
    const found = findOperation(page.reference, entries);
    if (!found.ok) {
      const hint = formatSuggestions(found.suggestions) ?? `operations: ${entries.map((e) => JSON.stringify(e.key)).join(', ')}`;
      problems.push(`${page.file}: openapi: expected ${found.expected}, found "${page.reference}"\n      hint: ${hint}`);
      unknownPages.push(placeAt(page.file));
      continue;
    }
    covered.add(`${found.entry.spec.location}\0${found.entry.key}`);
    pages[page.pageId] = await buildOperationView(found.entry, model.api, describe);
  }
  let unknownWarning: { message: string; places: ProblemPlace[] } | undefined;
  if (problems.length > 0) {
    const count = problems.length === 1 ? '1 page names' : `${problems.length} pages name`;
    if (unknownOperations === 'error') return { ok: false, message: [`${count} an unknown API operation:`, ...problems.map((p) => `  ✖ ${p}`)].join('\n') };
    const message = [
      `${count} an API operation no OpenAPI file has; built from ${problems.length === 1 ? 'its' : 'their'} MDX body, as Mintlify builds them:`,
      ...problems.map((p) => `  ⚠ ${p}`),
    ].join('\n');
    unknownWarning = { message, places: unknownPages };
  }
  const specWarnings = formatSpecWarnings(specs.flatMap((spec) => spec.warnings ?? []));
  const uncovered = entries.filter((entry) => !covered.has(`${entry.spec.location}\0${entry.key}`) && !pagedElsewhere.has(`${normaliseSpecLocation(entry.spec.location)}\0${entry.key}`));
  const warnings =
    uncovered.length > 0
      ? [
          `${uncovered.length === 1 ? '1 API operation has' : `${uncovered.length} API operations have`} no page (add a page with frontmatter openapi: "METHOD /path"):\n` +
            uncovered.map((entry) => `  ⚠ ${entry.key} (${entry.spec.location})`).join('\n'),
        ]
      : [];
  warnings.push(...schemaCutWarnings(pages));
  return { ok: true, pages: { ...endpoints.pages, ...pages }, warnings: [...specWarnings, ...warnings], unknownOperations: unknownWarning };
}
