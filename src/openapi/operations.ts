import { basename } from 'node:path';
import { closestMatches } from '../config/did-you-mean.ts';
import type { LoadedSpec } from './load.ts';
import type { OperationObject, ParameterObject } from './types.ts';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

/** One operation of one file, addressable as "GET /api/user" (or "file.yaml GET /api/user"). */
export interface OperationEntry {
  /** "GET /api/user" */
  key: string;
  method: string;
  path: string;
  spec: LoadedSpec;
  operation: OperationObject;
  /** Path-level parameters, which apply to every operation of the path. */
  pathParameters: ParameterObject[];
  /** An OpenAPI 3.1 webhook: a request the API sends to the reader's URL ("WEBHOOK name"). */
  webhook?: boolean;
}

export function indexOperations(specs: readonly LoadedSpec[]): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const spec of specs) {
    for (const [path, item] of Object.entries(spec.document.paths ?? {})) {
      for (const method of HTTP_METHODS) {
        const operation = item?.[method];
        if (!operation || typeof operation !== 'object') continue;
        entries.push({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, spec, operation, pathParameters: item.parameters ?? [] });
      }
    }
    // Mintlify names a webhook "WEBHOOK <name>", whatever its method.
    for (const [name, item] of Object.entries(spec.document.webhooks ?? {})) {
      const method = HTTP_METHODS.find((m) => item?.[m] && typeof item[m] === 'object');
      if (!method) continue;
      entries.push({ key: `WEBHOOK ${name}`, method: method.toUpperCase(), path: name, spec, operation: item[method]!, pathParameters: item.parameters ?? [], webhook: true });
    }
  }
  return entries;
}

const REFERENCE = new RegExp(`^(?:(\\S+)\\s+)?(${[...HTTP_METHODS, 'webhook'].join('|')})\\s+(\\S+)$`, 'i');

export type ReferenceLookup =
  | { ok: true; entry: OperationEntry }
  | { ok: false; expected: string; suggestions: string[] };

const sameFile = (written: string, location: string) =>
  written === location || written.replace(/^\.\//, '') === location.replace(/^\.\//, '') || written === basename(location);

/**
 * Finds the operation a page's `openapi:` frontmatter names: "GET /api/user", or with a file
 * first, "openapi.yaml GET /api/user" (Mintlify's form, for sites with several files).
 */
export function findOperation(reference: string, entries: readonly OperationEntry[]): ReferenceLookup {
  const candidates = entries.map((entry) => entry.key);
  const match = REFERENCE.exec(reference.trim());
  if (!match) {
    return { ok: false, expected: 'a METHOD and a path, like "GET /api/user"', suggestions: closestMatches(reference, candidates) };
  }
  const [, file, method, path] = match;
  const key = `${method.toUpperCase()} ${path}`;
  const inFile = file ? entries.filter((entry) => sameFile(file, entry.spec.location)) : entries;
  if (file && inFile.length === 0) {
    const files = [...new Set(entries.map((entry) => entry.spec.location))];
    return { ok: false, expected: `an OpenAPI file listed in site.json "openapi" (${files.map((f) => JSON.stringify(f)).join(', ') || 'none'})`, suggestions: closestMatches(file, files).map((f) => `${f} ${key}`) };
  }
  const found = inFile.filter((entry) => entry.key === key);
  if (found.length >= 1) return { ok: true, entry: found[0] };
  const keys = inFile.map((entry) => entry.key);
  // Close in spelling, or the same path with another method ("GET" for "PUT /api/user").
  const suggestions = [...new Set([...closestMatches(key, keys, 3), ...keys.filter((k) => k.endsWith(` ${path}`))])].slice(0, 4);
  return { ok: false, expected: 'an operation in the OpenAPI file(s)', suggestions: suggestions.map((s) => (file ? `${file} ${s}` : s)) };
}
