import { basename } from 'node:path';
import { closestMatches } from '../config/did-you-mean.ts';
import type { LoadedSpec } from './load.ts';
import { normaliseSpecLocation, withoutTrailingSlash } from './entry-matching.ts';
import { HTTP_METHODS, type OperationObject, type ParameterObject } from './types.ts';

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

export type ReferenceLookup = { ok: true; entry: OperationEntry } | { ok: false; expected: string; suggestions: string[] };

/**
 * How well a file written in a reference ("/api/openapi.json", "openapi.json") names a file's
 * location, as Mintlify ranks them: the same path (leading "/" or "./" aside) 0, a part of the path
 * 1, the file name 2, a part of the file name 3; undefined when it names another file.
 */
function fileRank(written: string, location: string): number | undefined {
  const wanted = normaliseSpecLocation(written);
  const path = normaliseSpecLocation(location);
  if (wanted === path) return 0;
  if (path.includes(wanted)) return 1;
  if (basename(path) === wanted) return 2;
  if (basename(path).includes(wanted)) return 3;
  return undefined;
}

/** Several files have the operation: the best-named file, then the first in alphabetical order (Mintlify's rule). */
function bestEntry(found: readonly OperationEntry[], file: string | undefined): OperationEntry {
  const rank = (entry: OperationEntry) => (file ? (fileRank(file, entry.spec.location) ?? 4) : 0);
  const byName = (a: OperationEntry, b: OperationEntry) => rank(a) - rank(b) || (a.spec.location < b.spec.location ? -1 : a.spec.location > b.spec.location ? 1 : 0);
  return [...found].sort(byName)[0];
}

/**
 * Finds the operation a page's `openapi:` frontmatter names: "GET /api/user", or with a file
 * first, "openapi.yaml GET /api/user" (Mintlify's form, for sites with several files). When
 * several files have it, Mintlify's choice: the best-named file, else the first alphabetically.
 */
export function findOperation(reference: string, entries: readonly OperationEntry[]): ReferenceLookup {
  const candidates = entries.map((entry) => entry.key);
  const match = REFERENCE.exec(reference.trim());
  if (!match) {
    return { ok: false, expected: 'a METHOD and a path, like "GET /api/user"', suggestions: closestMatches(reference, candidates) };
  }
  const [, file, method, path] = match;
  const key = `${method.toUpperCase()} ${path}`;
  const inFile = file ? entries.filter((entry) => fileRank(file, entry.spec.location) !== undefined) : entries;
  if (file && inFile.length === 0) {
    const files = [...new Set(entries.map((entry) => entry.spec.location))];
    return {
      ok: false,
      expected: `an OpenAPI file listed in site.json "openapi" (${files.map((f) => JSON.stringify(f)).join(', ') || 'none'})`,
      suggestions: closestMatches(file, files).map((f) => `${f} ${key}`),
    };
  }
  const exact = inFile.filter((entry) => entry.key === key);
  const found = exact.length > 0 ? exact : inFile.filter((entry) => entry.key.split(' ')[0] === key.split(' ')[0] && withoutTrailingSlash(entry.path) === withoutTrailingSlash(path));
  if (found.length >= 1) return { ok: true, entry: bestEntry(found, file) };
  const keys = inFile.map((entry) => entry.key);
  // Close in spelling, or the same path with another method ("GET" for "PUT /api/user").
  const suggestions = [...new Set([...closestMatches(key, keys, 3), ...keys.filter((k) => k.endsWith(` ${path}`))])].slice(0, 4);
  return { ok: false, expected: 'an operation in the OpenAPI file(s)', suggestions: suggestions.map((s) => (file ? `${file} ${s}` : s)) };
}
