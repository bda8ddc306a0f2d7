import { closestMatches, formatSuggestions } from '../config/did-you-mean.ts';
import type { PathSegment } from '../config/json-path.ts';
import type { ConfigProblem, ConfigWarning } from '../config/problems.ts';
import { isJsonObject } from '../utils/json.ts';
import type { LoadedSpec, SpecLoad, SpecProblem } from './load.ts';
import { DEFAULT_API_DIRECTORY, entryOperationPage, hasParentSegment, specOperationPages, withinSite, type GeneratedOperationPage } from './mintlify-pages.ts';
import { normaliseSpecLocation } from './entry-matching.ts';
import { parseOperationEntry, resolveOperationEntry, type OperationEntryReference } from './operation-entries.ts';

/** Reads one OpenAPI file (relative to the site folder); never called with a URL. */
export type LoadSpec = (location: string) => Promise<SpecLoad>;

export interface GeneratedOperations {
  /** One per place a page is listed; an id listed twice is the same operation (see `warnings` otherwise). */
  pages: GeneratedOperationPage[];
  /** The OpenAPI files read, by location relative to the site folder. */
  specs: Map<string, LoadedSpec>;
  /** Operation entries that name nothing, or no file: the build stops. */
  problems: ConfigProblem[];
  /** Remote files left out, unreadable `openapi` values, two operations at one URL. */
  warnings: ConfigWarning[];
  /** Broken or missing OpenAPI files: the build stops. */
  specProblems: SpecProblem[];
  /** What the OpenAPI files get wrong that the build tolerates (see LoadOptions). */
  specWarnings: SpecProblem[];
}

/** A site whose navigation generates no API page. */
export const NO_GENERATED_PAGES: GeneratedOperations = { pages: [], specs: new Map(), problems: [], warnings: [], specProblems: [], specWarnings: [] };

/** Children of a navigation node: every array Mintlify walks (the division names of docs.json, and groups). */
const CHILD_KEYS = ['groups', 'anchors', 'dropdowns', 'languages', 'tabs', 'versions', 'menu', 'products'] as const;

interface OpenApiSetting {
  source: string;
  /** Where `source` is written, below the node ("openapi", "openapi.0", "openapi.source"…). */
  at: PathSegment[];
  directory?: string;
  /** Further files of an array: Mintlify reads only the first. */
  ignored: number;
}

/** `openapi` as a string, an array (first item only, as Mintlify), or `{source, directory}`. */
function readOpenApiSetting(value: unknown): OpenApiSetting | 'invalid' | undefined {
  if (value === undefined || value === null) return undefined;
  const first = Array.isArray(value) ? value[0] : value;
  const ignored = Array.isArray(value) ? Math.max(0, value.length - 1) : 0;
  const at: PathSegment[] = Array.isArray(value) ? ['openapi', 0] : ['openapi'];
  if (typeof first === 'string' && first.trim() !== '') return { source: first, at, ignored };
  if (isJsonObject(first) && typeof first.source === 'string' && first.source.trim() !== '') {
    return { source: first.source, at: [...at, 'source'], directory: typeof first.directory === 'string' ? first.directory : undefined, ignored };
  }
  return 'invalid';
}

interface Inherited {
  source?: string;
  directory?: string;
  /** The node whose `openapi` is inherited; it generates no pages when an entry below uses it. */
  owner?: string;
}

interface EntryTask {
  node: PathSegment[];
  index: number;
  entry: string;
  reference: OperationEntryReference;
  inherited: Inherited;
}

interface NodeTask {
  node: PathSegment[];
  source: string;
  directory?: string;
}

/** A file named in docs.json, and where: a node's `openapi`, or an operation entry that writes its file. */
export interface FileReference {
  location: string;
  path: PathSegment[];
}

const keyOf = (path: readonly PathSegment[]) => JSON.stringify(path);

/** Walks docs.json `navigation` as Mintlify does: nodes with `openapi`, and operation entries with the file each inherits. */
function collect(navigation: unknown, warnings: ConfigWarning[]) {
  const nodes: NodeTask[] = [];
  const entries: EntryTask[] = [];
  const files: FileReference[] = [];
  const visit = (node: Record<string, unknown>, path: PathSegment[], inherited: Inherited) => {
    const setting = readOpenApiSetting(node.openapi);
    if (setting === 'invalid') {
      warnings.push({ path: [...path, 'openapi'], message: 'not an OpenAPI file (a path, a URL, or {"source": …}); ignored, as Mintlify ignores it' });
    } else if (setting?.ignored) {
      warnings.push({ path: [...path, 'openapi'], message: `only the first file is read (as Mintlify does); ${setting.ignored} more ignored`, hint: 'give each file its own group' });
    }
    const own = setting === 'invalid' ? undefined : setting;
    if (own?.directory !== undefined && hasParentSegment(own.directory)) {
      // A page id with ".." would be written outside the output folder: read as a URL path, it stays inside.
      const directory = withinSite(own.directory);
      warnings.push({
        path: [...path, ...own.at.slice(0, -1), 'directory'],
        message: `${JSON.stringify(own.directory)} climbs above the site with "..": the pages of this file are under /${directory}, where a browser resolves it`,
        hint: 'write the folder from the site root, without ".."',
      });
      own.directory = directory;
    }
    const here: Inherited = own ? { source: own.source, directory: own.directory, owner: keyOf(path) } : inherited;
    if (own) files.push({ location: normaliseSpecLocation(own.source), path: [...path, ...own.at] });
    if (own && path.length === 1) {
      warnings.push({
        path: ['navigation', 'openapi'],
        message: 'generates no pages at the top of navigation (Mintlify neither); its operation entries below still resolve',
        hint: 'put "openapi" on a tab or group',
      });
    } else if (own) {
      nodes.push({ node: path, source: own.source, directory: own.directory });
    }
    const pages = Array.isArray(node.pages) ? node.pages : [];
    pages.forEach((page, index) => {
      if (isJsonObject(page)) return visit(page, [...path, 'pages', index], here);
      if (typeof page !== 'string') return;
      const reference = parseOperationEntry(page);
      if (!reference) return;
      entries.push({ node: path, index, entry: page, reference, inherited: here });
      if (reference.spec) files.push({ location: normaliseSpecLocation(reference.spec), path: [...path, 'pages', index] });
    });
    for (const key of CHILD_KEYS) {
      const children = node[key];
      if (Array.isArray(children)) children.forEach((child, index) => isJsonObject(child) && visit(child, [...path, key, index], here));
    }
  };
  if (isJsonObject(navigation)) visit(navigation, ['navigation'], {});
  return { nodes, entries, files };
}

/**
 * Files docs.json names that do not exist, as problems where each is named (a node's `openapi`,
 * an entry's file), with the site's OpenAPI files closest in spelling.
 */
async function missingFileProblems(files: readonly FileReference[], missing: ReadonlySet<string>, siteSpecFiles: () => Promise<string[]>): Promise<ConfigProblem[]> {
  const named = files.filter((file) => missing.has(file.location));
  if (named.length === 0) return [];
  const candidates = await siteSpecFiles();
  return named.map((file) => missingSpecFileProblem(file, candidates));
}

/** A file docs.json names that does not exist, where it is named, with the site's closest OpenAPI files (`candidates`). */
export function missingSpecFileProblem({ location, path }: FileReference, candidates: readonly string[]): ConfigProblem {
  return {
    path,
    expected: 'an OpenAPI file in the site folder',
    found: `"${location}", which does not exist`,
    hint: formatSuggestions(closestMatches(location, candidates, 3, true)) ?? (candidates.length > 0 ? `the site's OpenAPI files: ${candidates.join(', ')}` : `create ${location} or fix the path`),
  };
}

const REMOTE_HINT = 'check the URL and the network (run once without --offline to fill the cache), or download the file into the site folder and point "openapi" at it';
const describeOperation = (page: GeneratedOperationPage) => `${page.spec} ${page.webhook !== undefined ? `webhook ${page.webhook}` : `${page.method} ${page.path}`}`;

/** Each OpenAPI file the navigation names, loaded once: read, missing, not fetched (with what the fetch said), or with problems. */
async function loadSpecs(locations: ReadonlySet<string>, loadSpec: LoadSpec) {
  const specs = new Map<string, LoadedSpec>();
  const specProblems: SpecProblem[] = [];
  const missing = new Set<string>();
  /** URLs that could not be fetched (nor read from the cache), with what the fetch said. */
  const unfetched = new Map<string, string>();
  for (const location of [...locations].sort()) {
    const load = await loadSpec(location);
    if (load.ok) specs.set(location, load.spec);
    else if (load.problems.some((problem) => problem.missingFile)) missing.add(location);
    else if (load.problems.some((problem) => problem.remote)) unfetched.set(location, load.problems[0].message);
    else specProblems.push(...load.problems);
  }
  return { specs, specProblems, missing, unfetched };
}

/** What is odd about the pages' URLs: an x-mint href climbing above the site, two operations at one URL (the second is shown, as on Mintlify). */
function pageUrlWarnings(pages: readonly GeneratedOperationPage[]): ConfigWarning[] {
  const warnings: ConfigWarning[] = [];
  for (const page of pages) {
    if (page.climbingHref === undefined) continue;
    const operation = page.webhook !== undefined ? `webhooks[${JSON.stringify(page.webhook)}]` : `paths[${JSON.stringify(page.path)}]`;
    warnings.push({
      path: page.node,
      message: `${page.spec}: ${operation}.${page.method?.toLowerCase()}.x-mint.href ${JSON.stringify(page.climbingHref)} climbs above the site with "..": the page is at /${page.id}, where a browser resolves it`,
      hint: 'write the href from the site root, without ".."',
    });
  }
  const firstAt = new Map<string, GeneratedOperationPage>();
  for (const page of pages) {
    const first = firstAt.get(page.id);
    if (!first) firstAt.set(page.id, page);
    else if (describeOperation(first) !== describeOperation(page)) {
      warnings.push({
        path: page.node,
        message: `/${page.id} is the URL of two operations, ${describeOperation(first)} and ${describeOperation(page)}; the second is shown (as on Mintlify)`,
        hint: 'give one of them another summary or an x-mint href',
      });
    }
  }
  return warnings;
}

/**
 * The API pages a docs.json navigation makes without files, as Mintlify makes them: for each node
 * with `openapi` (not the top of navigation), a page per operation of its file, unless an
 * operation entry below it uses that file (then only the entries appear); for each operation entry
 * in `pages`, its page. A file given by URL is fetched through `loadSpec` like any other (one fetch
 * per build, cached, fetch-spec.ts); when it cannot be had, its pages are left out with a warning.
 */
export async function generatedOperationPages(navigation: unknown, loadSpec: LoadSpec, siteSpecFiles: () => Promise<string[]> = async () => []): Promise<GeneratedOperations> {
  const warnings: ConfigWarning[] = [];
  const problems: ConfigProblem[] = [];
  const { nodes, entries, files } = collect(navigation, warnings);

  const locations = new Set([...nodes.map((task) => task.source), ...entries.flatMap((task) => [task.reference.spec ?? task.inherited.source ?? []].flat())].map(normaliseSpecLocation));
  const { specs, specProblems, missing, unfetched } = await loadSpecs(locations, loadSpec);
  problems.push(...(await missingFileProblems(files, missing, siteSpecFiles)));

  const pages: GeneratedOperationPage[] = [];
  const usedOwners = new Set<string>();
  const remoteEntries = new Map<string, { node: PathSegment[]; spec: string; entries: string[] }>();
  for (const task of entries) {
    const written = task.reference.spec ?? task.inherited.source;
    if (!task.reference.spec && task.inherited.owner) usedOwners.add(task.inherited.owner);
    if (written === undefined) {
      problems.push({
        path: [...task.node, 'pages', task.index],
        expected: 'an operation entry with an OpenAPI file: "openapi" on this group or one around it, or the file first',
        found: JSON.stringify(task.entry),
        hint: `write "openapi.json ${task.entry.trim()}", or set "openapi" on the group`,
      });
      continue;
    }
    const spec = normaliseSpecLocation(written);
    if (unfetched.has(spec)) {
      const key = `${keyOf(task.node)}\0${spec}`;
      const group = remoteEntries.get(key) ?? { node: task.node, spec, entries: [] };
      remoteEntries.set(key, { ...group, entries: [...group.entries, task.entry] });
      continue;
    }
    const loaded = specs.get(spec);
    if (!loaded) continue; // its problems are in specProblems
    const resolved = resolveOperationEntry(task.reference, loaded.document);
    if (!resolved.ok) {
      problems.push({
        path: [...task.node, 'pages', task.index],
        expected: `an operation of ${spec}`,
        found: JSON.stringify(task.entry),
        hint: formatSuggestions(resolved.suggestions) ?? `${spec} has no such operation`,
      });
      continue;
    }
    const page = entryOperationPage(loaded.document, resolved, { spec, directory: task.inherited.directory ?? DEFAULT_API_DIRECTORY, node: task.node, entry: task.entry });
    if (page) pages.push(page);
    else
      problems.push({
        path: [...task.node, 'pages', task.index],
        expected: 'an operation without x-excluded',
        found: JSON.stringify(task.entry),
        hint: `remove the entry, or x-excluded from the operation in ${spec}`,
      });
  }
  for (const { node, spec, entries: listed } of remoteEntries.values()) {
    const count = listed.length === 1 ? '1 operation entry' : `${listed.length} operation entries`;
    warnings.push({
      path: [...node, 'pages'],
      message: `${count} (${JSON.stringify(listed[0])}…) name operations of ${spec}: ${unfetched.get(spec)}, so these pages are left out`,
      hint: REMOTE_HINT,
    });
  }

  for (const task of nodes) {
    const spec = normaliseSpecLocation(task.source);
    if (usedOwners.has(keyOf(task.node))) continue;
    if (unfetched.has(spec)) {
      warnings.push({ path: [...task.node, 'openapi'], message: `${unfetched.get(spec)}: the operation pages of this file are left out`, hint: REMOTE_HINT });
      continue;
    }
    const loaded = specs.get(spec);
    if (loaded) pages.push(...specOperationPages(loaded.document, spec, task.directory ?? DEFAULT_API_DIRECTORY, task.node));
  }

  warnings.push(...pageUrlWarnings(pages));
  const specWarnings = [...specs.values()].flatMap((spec) => spec.warnings ?? []);
  return { pages, specs, problems, warnings, specProblems, specWarnings };
}
