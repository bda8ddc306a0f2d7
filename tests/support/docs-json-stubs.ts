import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { SITE_ROOT_IGNORE } from '../../src/source/site-source.ts';

/*
 * A stub site for a real docs.json: the config copied unchanged, a one-line page per page entry,
 * a small OpenAPI file per local `openapi` source, a placeholder per image the config names. What
 * the build must produce is worked out here from the raw JSON and the notes on Mintlify's rules,
 * independently of Quire's own navigation code, so the test checks that code rather than mirrors it.
 */

/** An operation the stub OpenAPI file holds, and the URL Mintlify gives its page. */
export interface StubOperation {
  /** The spec file, relative to the site folder. */
  spec: string;
  method: string;
  /** The path (or, for a webhook entry, its name). */
  path: string;
  webhook: boolean;
  /** Its summary: "Stub operation N" (unique in the site), so its URL segment is "stub-operation-n". */
  summary: string;
}

export interface StubPlan {
  /** Page ids (file path without extension) of every page entry and group `root`. */
  pages: string[];
  /** Operation entries (`METHOD /path`, `webhook name`) with a local file: each with its page URL (no leading "/"). */
  entryPages: string[];
  /** Nodes with a local `openapi` and nothing listed: every operation of the file gets a page here. */
  generatedPages: string[];
  /** Sources given by URL (never downloaded by a build). */
  remoteSources: string[];
  /** Operation entries whose file is a URL. */
  remoteEntries: string[];
  /** Files written besides docs.json and the pages: OpenAPI files and images. */
  files: string[];
  /** Top folders holding listed pages that Quire skips as tools' folders (`build/`): `.mintignore` must bring them back. */
  toolFolders: string[];
}

const TAG = 'Stub Tag';
const TAG_SEGMENT = 'stub-tag';
const summaryOf = (n: number) => `Stub operation ${n}`;
const segmentOf = (summary: string) => summary.toLowerCase().replaceAll(' ', '-');
/** A generated page's URL: Mintlify lower-cases all of it, the node's `directory` included. */
const operationUrl = (directory: string, summary: string) => posix.join(directory, TAG_SEGMENT, segmentOf(summary)).toLowerCase();
/** Operations a stub file holds besides the ones entries name, so a node that lists everything has some. */
const EXTRA_OPERATIONS = 3;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isUrl = (value: string) => /^https?:\/\//i.test(value);
/** As Mintlify's schema normalises paths: relative to the docs root, no leading "/" or "./". */
const normalise = (path: string) => posix.resolve('/', path.trim()).slice(1);

const METHOD = /^(get|post|put|patch|delete|head|options|trace)$/i;

/** "GET /a", "spec.yaml GET /a", "webhook name", "spec.yaml webhook name" (split on whitespace, 2 or 3 tokens). */
function operationEntry(entry: string): { spec?: string; method: string; path: string; webhook: boolean } | undefined {
  const tokens = entry.trim().split(/\s+/);
  if (tokens.length < 2 || tokens.length > 3) return undefined;
  const [kind, target] = tokens.slice(-2);
  const spec = tokens.length === 3 ? tokens[0] : undefined;
  if (kind.toLowerCase() === 'webhook') return { spec, method: 'POST', path: target, webhook: true };
  if (METHOD.test(kind) && target.startsWith('/')) return { spec, method: kind.toUpperCase(), path: target, webhook: false };
  return undefined;
}

interface OpenApiSource {
  source: string;
  directory: string;
}

/** The first source of `openapi` (string, array, `{source, directory}`), as Mintlify reads it. */
function openApiSource(value: unknown): OpenApiSource | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string' && first.trim() !== '') return { source: first, directory: 'api-reference' };
  if (isObject(first) && typeof first.source === 'string') return { source: first.source, directory: typeof first.directory === 'string' ? first.directory : 'api-reference' };
  return undefined;
}

/** The root of `navigation` keeps one primary key, the first of this list (Mintlify's union order). */
const ROOT_KEYS = ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages'];
const CHILD_KEYS = ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'menu', 'groups', 'pages'];
const IMAGE = /^\.{0,2}\/?[^\s:]+\.(svg|png|ico|jpe?g|gif|webp)$/i;

/** 1×1 transparent PNG. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082', 'hex');
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n';

interface Walk {
  pages: Set<string>;
  entries: Array<{ spec: string; method: string; path: string; webhook: boolean; directory: string }>;
  listAll: OpenApiSource[];
  remoteSources: Set<string>;
  remoteEntries: string[];
  /** Every local OpenAPI file named anywhere. */
  specs: Set<string>;
}

function walkNode(node: Record<string, unknown>, inherited: OpenApiSource | undefined, walk: Walk, keys: readonly string[], isRoot = false): void {
  const own = openApiSource(node.openapi);
  const here = own ?? inherited;
  if (own) (isUrl(own.source) ? walk.remoteSources : walk.specs).add(isUrl(own.source) ? own.source : normalise(own.source));
  if (typeof node.root === 'string') walk.pages.add(normalise(node.root).replace(/\.mdx?$/i, ''));
  // One child key survives, the first in the schema's order (a division with `href` is a link).
  const childKey = typeof node.href === 'string' && !isRoot ? undefined : keys.find((key) => Array.isArray(node[key]));
  const children = childKey === undefined ? [] : (node[childKey] as unknown[]);
  if (own && !isRoot && children.length === 0 && !isUrl(own.source)) walk.listAll.push({ ...own, source: normalise(own.source) });
  if (childKey !== 'pages') {
    for (const child of children) if (isObject(child)) walkNode(child, here, walk, CHILD_KEYS);
    return;
  }
  for (const entry of children) {
    if (isObject(entry)) walkNode(entry, here, walk, ['pages']);
    if (typeof entry !== 'string') continue;
    const operation = operationEntry(entry);
    if (!operation) walk.pages.add(normalise(entry).replace(/\.mdx?$/i, ''));
    else {
      const spec = operation.spec ?? here?.source;
      if (spec === undefined) continue;
      if (isUrl(spec)) walk.remoteEntries.push(entry);
      else walk.entries.push({ ...operation, spec: normalise(spec), directory: here?.directory ?? 'api-reference' });
    }
  }
}

/** Every image path the config names (logo, favicon, background, icons given as files). */
function localImages(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string' && IMAGE.test(value) && !isUrl(value)) out.add(normalise(value));
  else if (Array.isArray(value)) for (const item of value) localImages(item, out);
  else if (isObject(value)) for (const item of Object.values(value)) localImages(item, out);
  return out;
}

function writeFile(dir: string, path: string, content: string | Buffer): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), content);
}

/** An OpenAPI 3.1 file holding the operations given plus a few more, each tagged `Stub Tag` with a unique summary. */
function stubSpec(operations: readonly StubOperation[]): string {
  const paths: Record<string, Record<string, unknown>> = {};
  const webhooks: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const target = operation.webhook ? webhooks : paths;
    target[operation.path] = {
      ...target[operation.path],
      [operation.method.toLowerCase()]: { summary: operation.summary, tags: [TAG], responses: { '200': { description: 'OK' } } },
    };
  }
  // JSON is YAML too: one text serves .json, .yaml and .yml.
  return `${JSON.stringify({ openapi: '3.1.0', info: { title: 'Stub API', version: '1.0.0' }, tags: [{ name: TAG }], paths, webhooks }, null, 2)}\n`;
}

/**
 * Writes a stub site for `docsJsonText` into `dir` (docs.json unchanged) and says what the build
 * must publish.
 */
export function makeStubSite(docsJsonText: string, dir: string): StubPlan {
  const config = JSON.parse(docsJsonText) as Record<string, unknown>;
  const walk: Walk = { pages: new Set(), entries: [], listAll: [], remoteSources: new Set(), remoteEntries: [], specs: new Set() };
  const navigation = isObject(config.navigation) ? config.navigation : {};
  walkNode(navigation, undefined, walk, ROOT_KEYS, true);
  const api = isObject(config.api) ? openApiSource(config.api.openapi) : undefined;
  if (api) (isUrl(api.source) ? walk.remoteSources : walk.specs).add(isUrl(api.source) ? api.source : normalise(api.source));

  writeFile(dir, 'docs.json', docsJsonText);
  for (const page of walk.pages) writeFile(dir, `${page}.mdx`, `---\ntitle: ${JSON.stringify(`Stub ${page}`)}\n---\n\nA stub page.\n`);

  const operations = new Map<string, StubOperation[]>();
  const entryPages: string[] = [];
  let count = 0;
  // Numbered across the site: two files under one `directory` never give two operations one URL.
  const operationIn = (spec: string, method: string, path: string, webhook: boolean): StubOperation => {
    const list = operations.get(spec) ?? [];
    operations.set(spec, list);
    const found = list.find((operation) => operation.method === method && operation.path === path && operation.webhook === webhook);
    if (found) return found;
    const operation = { spec, method, path, webhook, summary: summaryOf(++count) };
    list.push(operation);
    return operation;
  };
  for (const entry of walk.entries) entryPages.push(operationUrl(entry.directory, operationIn(entry.spec, entry.method, entry.path, entry.webhook).summary));
  for (const spec of walk.specs) for (let n = 0; n < EXTRA_OPERATIONS; n++) operationIn(spec, 'GET', `/stub/extra-${n + 1}`, false);
  const generatedPages = walk.listAll.flatMap(({ source, directory }) => (operations.get(source) ?? []).map((operation) => operationUrl(directory, operation.summary)));

  const files: string[] = [];
  for (const [spec, list] of operations) {
    writeFile(dir, spec, stubSpec(list));
    files.push(spec);
  }
  for (const image of localImages(config, new Set())) {
    writeFile(dir, image, /\.svg$/i.test(image) ? SVG : PNG);
    files.push(image);
  }
  return {
    pages: [...walk.pages].sort(),
    entryPages: [...new Set(entryPages)].sort(),
    generatedPages: [...new Set(generatedPages)].sort(),
    remoteSources: [...walk.remoteSources].sort(),
    remoteEntries: walk.remoteEntries,
    files: files.sort(),
    toolFolders: SITE_ROOT_IGNORE.filter((folder) => [...walk.pages].some((page) => page.startsWith(`${folder}/`))),
  };
}

/** Where a page id is built: `x/index` and `index` are served at `/x` and `/`. */
export function builtPagePath(dist: string, id: string): string {
  const url = id === 'index' ? '' : id.replace(/\/index$/, '');
  return join(dist, url, 'index.html');
}
