import { posix } from 'node:path';
import { languageChrome } from '../config/docs-json/to-model.ts';
import type { DivisionKind, DivisionNode, GlobalLinks, GroupNode, NavIcon, NavigationTree, NavNode } from '../config/navigation-tree.ts';

/*
 * Minimal input types for docs.json's `navigation` (the validated config's schema types replace
 * them): every division has a name key, its own keys and at most one child key.
 */
export type DocsIcon = string | { name: string; style?: string; library?: string };
export interface DocsOpenApiSource {
  source: string;
  directory?: string;
}
export type DocsOpenApi = string | DocsOpenApiSource | Array<string | DocsOpenApiSource>;
export type DocsAsyncApi = string | string[] | { source: string; directory?: string };
export type DocsGraphQl = string | { source: string; directory?: string };
/** `sdk` on a tab or group: a documentation tool's export (`typedoc`, …) and the folder of its pages. */
export interface DocsSdk {
  format: string;
  source: string;
  directory?: string;
}
export interface DocsGroup {
  group: string;
  pages?: DocsPageEntry[];
  icon?: DocsIcon;
  tag?: string;
  root?: string;
  expanded?: boolean;
  hidden?: boolean;
  openapi?: DocsOpenApi;
  asyncapi?: DocsAsyncApi;
  sdk?: DocsSdk;
}
export type DocsPageEntry = string | DocsGroup;
export type DocsGlobal = Partial<Record<'products' | 'languages' | 'versions' | 'tabs' | 'dropdowns' | 'anchors', DocsDivision[]>>;
export interface DocsChildren {
  products?: DocsDivision[];
  languages?: DocsDivision[];
  versions?: DocsDivision[];
  tabs?: DocsDivision[];
  dropdowns?: DocsDivision[];
  anchors?: DocsDivision[];
  menu?: DocsDivision[];
  groups?: DocsGroup[];
  pages?: DocsPageEntry[];
}
export interface DocsDivision extends DocsChildren {
  product?: string;
  name?: string;
  language?: string;
  version?: string;
  tab?: string;
  dropdown?: string;
  anchor?: string;
  item?: string;
  icon?: DocsIcon;
  color?: { light?: string; dark?: string };
  description?: string;
  hidden?: boolean;
  default?: boolean;
  tag?: string;
  href?: string;
  openapi?: DocsOpenApi;
  asyncapi?: DocsAsyncApi;
  /** A tab's GraphQL schema: its Queries, Mutations and Types sections follow the tab's groups. */
  graphql?: DocsGraphQl;
  /** An SDK reference: its groups follow the tab's own. */
  sdk?: DocsSdk;
  global?: DocsGlobal;
  /** A language's own chrome (validated with the config). */
  banner?: unknown;
  footer?: unknown;
  navbar?: unknown;
}
export interface DocsNavigation extends DocsChildren {
  global?: DocsGlobal;
}

/**
 * The generated pages of an OpenAPI reference (another module makes them): `entry` is an
 * operation entry as written ("GET /users", "spec.yaml POST /users", "webhook created") or
 * undefined for every operation of `openapi` (a node with `openapi` and no pages). `openapi` is
 * the nearest ancestor's, undefined when none has one. Returns page nodes (page ids) and groups.
 */
export type OperationPages = (openapi: DocsOpenApi | undefined, entry: string | undefined) => NavNode[];

/** The channel pages a node's `asyncapi` lists (another module makes them): page nodes. */
export type ChannelPages = (asyncapi: DocsAsyncApi) => NavNode[];

/** The section groups a tab's `graphql` lists (another module makes them). */
export type GraphQlPages = (graphql: DocsGraphQl) => NavNode[];

/** The groups a tab's or group's `sdk` lists (another module makes them). */
export type SdkPages = (sdk: DocsSdk) => NavNode[];

/** The pages docs.json asks to be generated, as the tree lists them. */
interface Generated {
  operations: OperationPages;
  channels: ChannelPages;
  graphql: GraphQlPages;
  sdk: SdkPages;
}

/** A node's channel pages: after its listed children, as Mintlify adds them "alongside any existing pages". */
const channelsOf = (asyncapi: DocsAsyncApi | undefined, generated: Generated): NavNode[] => (asyncapi === undefined ? [] : generated.channels(asyncapi));

const DIVISION_KEYS = [
  ['products', 'product'],
  ['languages', 'language'],
  ['versions', 'version'],
  ['tabs', 'tab'],
  ['dropdowns', 'dropdown'],
  ['anchors', 'anchor'],
  ['menu', 'menu'],
] as const satisfies ReadonlyArray<readonly [keyof DocsChildren, DivisionKind]>;

const NAME_KEY: Record<DivisionKind, keyof DocsDivision> = { product: 'product', language: 'language', version: 'version', tab: 'tab', dropdown: 'dropdown', anchor: 'anchor', menu: 'item' };

const HTTP_METHOD = /^(get|post|put|patch|delete|head|options|trace)$/i;

/** "GET /users", "spec.json GET /users", "webhook created", "spec.json webhook created" (Mintlify splits on whitespace). */
export function isOperationEntry(entry: string): boolean {
  const tokens = entry.trim().split(/\s+/);
  if (tokens.length < 2 || tokens.length > 3) return false;
  const [kind, target] = tokens.slice(-2);
  return (HTTP_METHOD.test(kind) && target.startsWith('/')) || kind.toLowerCase() === 'webhook';
}

/** A page entry as Mintlify reads it: relative to the docs root, without a leading "/" or "./", ".." collapsed. */
export function normalisePageEntry(entry: string): string {
  return posix.normalize(`/${entry.trim()}`).replace(/^\/+/, '');
}

const navIcon = (icon: DocsIcon | undefined): NavIcon | undefined =>
  icon === undefined ? undefined : typeof icon === 'string' ? { name: icon } : { name: icon.name, ...(icon.style === undefined ? {} : { style: icon.style }) };

/** Only the keys that have values, so trees compare equal whatever front door built them. */
const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

function pageEntries(entries: readonly DocsPageEntry[], openapi: DocsOpenApi | undefined, generated: Generated): NavNode[] {
  return entries.flatMap((entry): NavNode[] => {
    if (typeof entry !== 'string') return [groupNode(entry, openapi, generated)];
    if (isOperationEntry(entry)) return generated.operations(openapi, entry.trim());
    return [{ type: 'page', page: normalisePageEntry(entry) }];
  });
}

function groupNode(group: DocsGroup, inherited: DocsOpenApi | undefined, generated: Generated): GroupNode {
  const openapi = group.openapi ?? inherited;
  const pages = group.pages ?? [];
  // A group with its own `openapi` and no pages lists every operation of that spec.
  const listed = pages.length === 0 && group.openapi !== undefined ? generated.operations(openapi, undefined) : pageEntries(pages, openapi, generated);
  const children = [...listed, ...channelsOf(group.asyncapi, generated), ...(group.sdk === undefined ? [] : generated.sdk(group.sdk))];
  return defined({
    type: 'group',
    label: group.group,
    icon: navIcon(group.icon),
    tag: group.tag,
    root: group.root === undefined ? undefined : normalisePageEntry(group.root),
    expanded: group.expanded || undefined,
    hidden: group.hidden || undefined,
    children,
  });
}

/** The one child list of a node: the first child key present, as Mintlify's schema keeps only one. */
function childNodes(node: DocsChildren, openapi: DocsOpenApi | undefined, generated: Generated, ownOpenapi: boolean): NavNode[] {
  for (const [key, kind] of DIVISION_KEYS) {
    const list = node[key];
    if (list !== undefined) return list.map((division) => divisionNode(division, kind, openapi, generated));
  }
  if (node.groups !== undefined) return node.groups.map((group) => groupNode(group, openapi, generated));
  if (node.pages !== undefined && node.pages.length > 0) return pageEntries(node.pages, openapi, generated);
  // A node with `openapi` and nothing listed gets a page for every operation.
  return ownOpenapi ? generated.operations(openapi, undefined) : [];
}

/** Global links are links: nothing is generated under them. */
const NOTHING_GENERATED: Generated = { operations: () => [], channels: () => [], graphql: () => [], sdk: () => [] };

function globalLinks(global: DocsGlobal | undefined): GlobalLinks | undefined {
  if (global === undefined) return undefined;
  const links: GlobalLinks = {};
  for (const [key, kind] of DIVISION_KEYS) {
    if (key === 'menu') continue;
    const list = global[key];
    if (list !== undefined && list.length > 0) links[kind] = list.map((division) => divisionNode(division, kind, undefined, NOTHING_GENERATED));
  }
  return links;
}

function divisionNode(division: DocsDivision, kind: DivisionKind, inherited: DocsOpenApi | undefined, generated: Generated): DivisionNode {
  const openapi = division.openapi ?? inherited;
  const color = division.color && { light: (division.color.light ?? division.color.dark)!, dark: (division.color.dark ?? division.color.light)! };
  const label = String(division[NAME_KEY[kind]] ?? division.name ?? '');
  const global = globalLinks(division.global);
  return defined({
    type: 'division',
    kind,
    label,
    icon: navIcon(division.icon),
    color,
    description: division.description,
    hidden: division.hidden || undefined,
    default: division.default || undefined,
    tag: division.tag,
    // A node with `href` is a link; Mintlify drops any child key beside it.
    href: division.href,
    global,
    chrome: kind === 'language' ? languageChrome(division) : undefined,
    children:
      division.href !== undefined
        ? []
        : [
            ...childNodes(division, openapi, generated, division.openapi !== undefined),
            ...channelsOf(division.asyncapi, generated),
            ...(division.graphql === undefined ? [] : generated.graphql(division.graphql)),
            ...(division.sdk === undefined ? [] : generated.sdk(division.sdk)),
          ],
  });
}

/**
 * docs.json's `navigation` as the navigation tree. Membership is by listing: the tree keeps the
 * nesting as written, and page entries stay references (resolved against the site's pages later).
 */
export function docsJsonTree(navigation: DocsNavigation, operations: OperationPages, references: Partial<Omit<Generated, 'operations'>> = {}): NavigationTree {
  const generated: Generated = { ...NOTHING_GENERATED, ...references, operations };
  return { children: childNodes(navigation, undefined, generated, false), global: globalLinks(navigation.global) ?? {}, foldNestedGroups: true };
}

/**
 * Every value of `key` in docs.json's navigation (`asyncapi`, `graphql`, `sdk`), with its JSON
 * path, in the order written; never under `global`, which holds links.
 */
export function navigationValuesOf<T>(navigation: unknown, key: string): Array<{ value: T; path: Array<string | number> }> {
  const found: Array<{ value: T; path: Array<string | number> }> = [];
  const visit = (node: unknown, path: Array<string | number>) => {
    if (Array.isArray(node)) return node.forEach((item, index) => visit(item, [...path, index]));
    if (typeof node !== 'object' || node === null) return;
    for (const [name, child] of Object.entries(node)) {
      if (name === 'global') continue;
      if (name === key) found.push({ value: child as T, path: [...path, name] });
      else if (typeof child === 'object') visit(child, [...path, name]);
    }
  };
  visit(navigation, ['navigation']);
  return found;
}
