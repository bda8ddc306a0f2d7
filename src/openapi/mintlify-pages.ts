import { posix } from 'node:path';
import type { PathSegment } from '../config/json-path.ts';
import { mintlifySlug, titleFromSlug } from './mintlify-slug.ts';
import { pathItemOperations } from './operation-entries.ts';
import type { OpenApiDocument, OperationObject } from './types.ts';

/**
 * An API page with no file: one operation of an OpenAPI file, at the URL Mintlify gives it. The
 * docs loader adds a content entry per `id`; `virtual:quire/api` holds its operation view.
 */
export interface GeneratedOperationPage {
  /** Page id = URL path without the leading slash ("api-reference/config/get-partner-configuration"). */
  id: string;
  title: string;
  /** Sidebar label when it differs from the title (an `x-mint.href` page with a summary). */
  sidebarTitle?: string;
  /** Sidebar group under the node (the tag's `x-group`, else the tag; "API Reference" untagged); absent for an entry listed in `pages`. */
  group?: string;
  /** The OpenAPI file, relative to the site folder. */
  spec: string;
  /** HTTP method, upper case (for a webhook, the method of the request it describes). */
  method?: string;
  /** The path as the file writes it; absent for a webhook. */
  path?: string;
  /** The webhook's name (OpenAPI 3.1 `webhooks`). */
  webhook?: string;
  /** `x-hidden`: the page is built but listed nowhere. */
  hidden: boolean;
  /** The docs.json navigation node that lists the page: the node with `openapi`, or the one whose `pages` hold the entry. */
  node: PathSegment[];
  /** For an operation entry in `pages`: the entry as written, which this page replaces. */
  entry?: string;
  /** `x-mint.href` as written when its ".." segments climbed above the site: the page is at the URL they resolve to (warned about). */
  climbingHref?: string;
}

/** Mintlify's default folder for generated pages, and its sidebar group for untagged operations. */
export const DEFAULT_API_DIRECTORY = 'api-reference';
export const UNTAGGED_GROUP = 'API Reference';

/** The parts of an operation Mintlify's page rules read (vendor extensions are not in types.ts). */
type MintlifyOperation = OperationObject & {
  'x-hidden'?: unknown;
  'x-excluded'?: unknown;
  'x-mint'?: { href?: unknown; metadata?: { title?: unknown; sidebarTitle?: unknown } };
};

type Tag = { name?: string; 'x-group'?: unknown };
const tagsOf = (document: OpenApiDocument) => ((document as { tags?: Tag[] }).tags ?? []) as Tag[];
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The first tag's name and its sidebar label (`x-group`, else the name). */
function firstTag(operation: OperationObject, document: OpenApiDocument): { name: string; label: string } | undefined {
  const name = operation.tags?.[0];
  if (!name) return undefined;
  const declared = tagsOf(document).find((tag) => tag.name === name);
  return { name, label: text(declared?.['x-group']) ?? name };
}

/** Whether a path has a ".." segment: as a page id it would leave the site's folders. */
export const hasParentSegment = (path: string) => path.split(/[/\\]/).includes('..');

/** A path read as a URL path from the site root: ".." and "." segments resolved, never above the root. */
export const withinSite = (path: string) => posix.resolve('/', path.replaceAll('\\', '/')).slice(1);

/** "a/b" is taken (any case): "a/b-1", then "a/b-2", …; always lower case. */
function uniqueId(taken: readonly string[], base: string): string {
  const has = (candidate: string) => taken.includes(candidate.toLowerCase());
  let id = base;
  for (let n = 1; has(id); n++) id = `${base}-${n}`;
  return id.toLowerCase();
}

interface PageRule {
  id: string;
  title: string;
  sidebarTitle?: string;
  group: string;
  hidden: boolean;
  climbingHref?: string;
}

/**
 * Id and titles of one operation's page: `<directory>/<slug(first tag)>/<slug(summary)>`, with no
 * summary `<method>-<slug(path)>` (a webhook: `<slug(name)>`), with no tag no tag segment;
 * `x-mint.href` replaces all of it. Title: `x-mint.metadata.title`, else the summary (not for a
 * webhook), else the id's last segment made readable.
 */
function pageRule(document: OpenApiDocument, operation: MintlifyOperation, fallbackName: string, directory: string, webhook: boolean, taken: (group: string) => readonly string[]): PageRule {
  const tag = firstTag(operation, document);
  const group = tag?.label ?? UNTAGGED_GROUP;
  const written = text(operation['x-mint']?.href);
  const href = written && withinSite(written);
  const base = href ? posix.join(posix.parse(href).dir, posix.parse(href).name) : posix.join(directory, mintlifySlug(tag?.name) ?? '', mintlifySlug(operation.summary) ?? fallbackName);
  const id = uniqueId(taken(group), base.replace(/^\/+/, ''));
  const metadata = operation['x-mint']?.metadata;
  const readable = titleFromSlug(id);
  const summary = webhook ? undefined : text(operation.summary);
  const sidebarTitle = text(metadata?.sidebarTitle) ?? (href && summary ? readable : undefined);
  return {
    id,
    title: text(metadata?.title) ?? summary ?? readable,
    ...(sidebarTitle ? { sidebarTitle } : {}),
    group,
    hidden: operation['x-hidden'] === true,
    ...(written && hasParentSegment(written) ? { climbingHref: written } : {}),
  };
}

/**
 * Every page Mintlify generates from one file for a navigation node with `openapi`: operations in
 * file order, then webhooks; `x-excluded` ones get none. A repeated URL gets "-1", "-2", … among
 * the listed pages of the same sidebar group (hidden pages do not count), as Mintlify numbers them.
 */
export function specOperationPages(document: OpenApiDocument, spec: string, directory: string, node: PathSegment[]): GeneratedOperationPage[] {
  const listed = new Map<string, string[]>();
  const taken = (group: string) => listed.get(group) ?? [];
  const pages: GeneratedOperationPage[] = [];
  const add = (operation: MintlifyOperation, fallbackName: string, details: Pick<GeneratedOperationPage, 'method' | 'path' | 'webhook'>) => {
    if (operation['x-excluded']) return;
    const rule = pageRule(document, operation, fallbackName, directory, details.webhook !== undefined, taken);
    if (!rule.hidden) listed.set(rule.group, [...taken(rule.group), rule.id]);
    pages.push({ ...rule, spec, ...details, node });
  };
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of pathItemOperations(item)) add(operation, `${method.toLowerCase()}-${mintlifySlug(path) ?? ''}`, { method, path });
  }
  for (const [name, item] of Object.entries(document.webhooks ?? {})) {
    for (const [method, operation] of pathItemOperations(item)) add(operation, mintlifySlug(name) ?? '', { method, webhook: name });
  }
  return pages;
}

/**
 * The page of one operation entry listed in `pages` ("GET /users" under a group): the same URL
 * rule, without numbering (Mintlify numbers only the pages it generates together), shown where
 * the entry stands (no sidebar group of its own), listed even when the operation is `x-hidden`.
 */
export function entryOperationPage(
  document: OpenApiDocument,
  resolved: { method: string; path: string; webhook: boolean; operation: OperationObject },
  place: { spec: string; directory: string; node: PathSegment[]; entry: string },
): GeneratedOperationPage | undefined {
  const operation = resolved.operation as MintlifyOperation;
  if (operation['x-excluded']) return undefined;
  const fallbackName = resolved.webhook ? (mintlifySlug(resolved.path) ?? '') : `${resolved.method.toLowerCase()}-${mintlifySlug(resolved.path) ?? ''}`;
  const { group: _group, hidden: _hidden, ...rule } = pageRule(document, operation, fallbackName, place.directory, resolved.webhook, () => []);
  const details = resolved.webhook ? { method: resolved.method, webhook: resolved.path } : { method: resolved.method, path: resolved.path };
  return { ...rule, spec: place.spec, ...details, hidden: false, node: place.node, entry: place.entry };
}
