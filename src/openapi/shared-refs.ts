import { isJsonObject } from '../utils/json.ts';
import { decodePointerToken, encodePointerToken } from './json-pointer.ts';

/**
 * How many JSON values a document holds once every internal `$ref` is written out in place: what
 * swagger-parser walks when it validates or dereferences a file (with `circular: 'ignore'` it walks
 * a shared schema again at each use, and Ajv then validates each copy). Seven schemas of ten
 * properties that each name the next are 3 kB as written and ten million values written out, so
 * the count is made on the graph instead: each object's size once (memoised by identity, a `$ref`
 * by its target), a `$ref` back to a schema being counted as one value, and nothing past `cap`.
 */
export function expandedSize(document: unknown, cap: number): number {
  const resolve = pointerResolver(document);
  const sizes = new WeakMap<object, number>();
  const counting = new Set<object>();
  const sizeOf = (node: unknown, depth: number): number => {
    if (node === null || typeof node !== 'object') return 1;
    const known = sizes.get(node);
    if (known !== undefined) return known;
    // A `$ref` back into what is being counted stays a `$ref` (circular: 'ignore'); so does nesting
    // past the walk's own depth (swagger-parser reports that itself).
    if (counting.has(node) || depth > MAX_NESTING) return 1;
    counting.add(node);
    const target = refTarget(node, resolve);
    const followed = target !== undefined && target !== MISSING;
    let total = followed && !counting.has(target as object) ? sizeOf(target, depth + 1) : 1;
    for (const [key, value] of Object.entries(node)) {
      if (total >= cap) break;
      if (key !== '$ref' || !followed) total += sizeOf(value, depth + 1);
    }
    counting.delete(node);
    total = Math.min(total, cap);
    sizes.set(node, total);
    return total;
  };
  return sizeOf(document, 0);
}

/** Nesting past which neither the count nor the dereference goes (swagger-parser's own `maxDepth`). */
export const MAX_NESTING = 500;

/**
 * `document` with each internal `$ref` replaced by its target, as swagger-parser's dereference
 * does, but every use of a target is the same object, made once (never a copy per use, never a
 * walk per use): the schema views' budgets (schema-budget.ts) then expand it once per page and
 * link the rest. A `$ref` back into a target still being resolved stays a `$ref` object, as with
 * `circular: 'ignore'`; so does a `$ref` to another file. Siblings of a `$ref` (3.1) are laid over
 * a shallow copy of its target. The input is not changed. Throws MissingRefError for a `$ref` to
 * nothing, a RangeError past MAX_NESTING.
 */
export function dereferenceShared(document: unknown): unknown {
  const resolve = pointerResolver(document);
  const done = new WeakMap<object, unknown>();
  const resolving = new Set<object>();
  const visit = (node: unknown, depth: number, at: () => string): unknown => {
    if (node === null || typeof node !== 'object') return node;
    if (done.has(node)) return done.get(node);
    if (resolving.has(node)) return node;
    if (depth > MAX_NESTING) throw new RangeError(`nested more than ${MAX_NESTING} levels deep at ${at()}`);
    const target = refTarget(node, resolve);
    if (target === MISSING) throw new MissingRefError((node as { $ref: string }).$ref);
    resolving.add(node);
    let result: unknown;
    if (target !== undefined && resolving.has(target as object)) {
      result = node;
    } else if (Array.isArray(node)) {
      result = node.map((item, index) => visit(item, depth + 1, () => `${at()}/${index}`));
    } else {
      const entries = Object.entries(node).filter(([key]) => target === undefined || key !== '$ref');
      const own = Object.fromEntries(entries.map(([key, value]) => [key, visit(value, depth + 1, () => `${at()}/${encodePointerToken(key)}`)]));
      if (target === undefined) result = own;
      else {
        const resolved = visit(target, depth + 1, () => (node as { $ref: string }).$ref);
        result = entries.length === 0 || !isJsonObject(resolved) ? resolved : { ...resolved, ...own };
      }
    }
    resolving.delete(node);
    // A result made while one of its targets was still being resolved holds that `$ref` as written;
    // it is still the right value for every later use (the schema views resolve such a `$ref`).
    done.set(node, result);
    return result;
  };
  return visit(document, 0, () => '#');
}

/** What an internal `$ref` names (MISSING when nothing is there), or undefined (no `$ref`, or another file's). */
function refTarget(node: object, resolve: (ref: string) => unknown): unknown {
  const ref = (node as { $ref?: unknown }).$ref;
  if (Array.isArray(node) || typeof ref !== 'string' || (ref !== '#' && !ref.startsWith('#/'))) return undefined;
  return resolve(ref);
}

/** What a pointer to nothing resolves to (undefined means "no internal `$ref` here"). */
const MISSING = Symbol('missing');

/** A `$ref` inside the file to nothing, met while dereferencing (swagger-parser's "Missing $ref pointer"). */
export class MissingRefError extends Error {
  readonly ref: string;
  constructor(ref: string) {
    super(`$ref "${ref}" points to nothing in this file`);
    this.ref = ref;
  }
}

const isObjectNode = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/** Hops through `$ref`s met on the way along one pointer, in all ("#/components/schemas/A/properties/b", A a `$ref`). */
const MAX_HOPS = 32;

/** Resolves a JSON pointer inside `document` ("#/components/schemas/User"); MISSING when nothing is there. */
function pointerResolver(document: unknown): (ref: string) => unknown {
  const resolve = (ref: string, hops: { left: number }): unknown => {
    let node: unknown = document;
    for (const segment of ref === '#' ? [] : ref.slice(2).split('/')) {
      let key: string;
      try {
        key = decodePointerToken(segment);
      } catch {
        return MISSING;
      }
      let holder = node;
      if (isObjectNode(holder) && !Object.hasOwn(holder, key) && typeof holder.$ref === 'string' && hops.left-- > 0) holder = resolve(holder.$ref, hops);
      if (!isObjectNode(holder) || !Object.hasOwn(holder, key)) return MISSING;
      node = holder[key];
    }
    return node;
  };
  return (ref) => resolve(ref, { left: MAX_HOPS });
}
