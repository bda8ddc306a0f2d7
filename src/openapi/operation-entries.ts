import { closestMatches } from '../config/did-you-mean.ts';
import { withoutTrailingSlash } from './entry-matching.ts';
import { HTTP_METHODS } from './types.ts';
import type { OpenApiDocument, OperationObject, PathItemObject } from './types.ts';

/**
 * A docs.json page entry that names an OpenAPI operation instead of a file: "GET /users",
 * "openapi.json POST /users", "webhook orderUpdated", "openapi.json webhook orderUpdated".
 */
export interface OperationEntryReference {
  /** The OpenAPI file written before the method, as written; absent when the entry names none. */
  spec?: string;
  /** "GET", "POST", … (upper case), or "WEBHOOK". */
  method: string;
  /** "/users/{id}", or the webhook's name. */
  path: string;
}

/**
 * Reads a page entry as Mintlify does: split on whitespace into 2 tokens (method, path) or 3
 * (file, method, path); the method in any case, or "webhook". Anything else (one token, four,
 * an unknown method) is an ordinary page path: undefined.
 */
export function parseOperationEntry(entry: string): OperationEntryReference | undefined {
  const tokens = entry.trim().split(/\s+/);
  if (tokens.length < 2 || tokens.length > 3) return undefined;
  const [spec, rawMethod, path] = tokens.length === 3 ? tokens : [undefined, tokens[0], tokens[1]];
  const method = rawMethod.toLowerCase();
  if (method !== 'webhook' && !(HTTP_METHODS as readonly string[]).includes(method)) return undefined;
  return { ...(spec === undefined ? {} : { spec }), method: method.toUpperCase(), path };
}

export const isOperationEntry = (entry: string): boolean => parseOperationEntry(entry) !== undefined;

/** The file's key for `path`: the same one, else one differing by a trailing slash. */
function findPathKey(items: Record<string, PathItemObject> | undefined, path: string): string | undefined {
  if (!items) return undefined;
  if (items[path] && typeof items[path] === 'object') return path;
  return Object.keys(items).find((key) => items[key] && typeof items[key] === 'object' && withoutTrailingSlash(key) === withoutTrailingSlash(path));
}

/** The operations of a path item, in the order the file lists them. */
export function pathItemOperations(item: PathItemObject | undefined): Array<[method: string, operation: OperationObject]> {
  if (!item || typeof item !== 'object') return [];
  return Object.entries(item).flatMap(([key, operation]) =>
    (HTTP_METHODS as readonly string[]).includes(key.toLowerCase()) && operation && typeof operation === 'object'
      ? [[key.toUpperCase(), operation as OperationObject] as [string, OperationObject]]
      : [],
  );
}

/** Every operation of a file written as an entry would name it: "GET /users", "webhook orderUpdated". */
export function operationEntryNames(document: OpenApiDocument): string[] {
  return [
    ...Object.entries(document.paths ?? {}).flatMap(([path, item]) => pathItemOperations(item).map(([method]) => `${method} ${path}`)),
    ...Object.keys(document.webhooks ?? {}).map((name) => `webhook ${name}`),
  ];
}

export type ResolvedOperationEntry = { ok: true; method: string; path: string; webhook: boolean; operation: OperationObject } | { ok: false; suggestions: string[] };

/**
 * The operation an entry names in one file, tolerating a trailing-slash difference. A failure
 * carries the file's closest operations (close in spelling, or the same path with another method).
 */
export function resolveOperationEntry(reference: OperationEntryReference, document: OpenApiDocument): ResolvedOperationEntry {
  const webhook = reference.method === 'WEBHOOK';
  const items = webhook ? document.webhooks : document.paths;
  const key = findPathKey(items, reference.path);
  const operations = key === undefined ? [] : pathItemOperations(items?.[key]);
  const found = webhook ? operations[0] : operations.find(([method]) => method === reference.method);
  if (key !== undefined && found) return { ok: true, method: found[0], path: key, webhook, operation: found[1] };
  const names = operationEntryNames(document);
  const written = webhook ? `webhook ${reference.path}` : `${reference.method} ${reference.path}`;
  const samePath = names.filter((name) => withoutTrailingSlash(name.slice(name.indexOf(' ') + 1)) === withoutTrailingSlash(reference.path));
  const suggestions = [...new Set([...closestMatches(written, names, 3), ...samePath])].slice(0, 4);
  return { ok: false, suggestions: suggestions.map((name) => (reference.spec ? `${reference.spec} ${name}` : name)) };
}
