import { isJsonObject } from '../utils/json.ts';
import { refResolver } from './schema-view.ts';
import { encodePointerToken } from './json-pointer.ts';

/** A `$ref` inside the file that points to nothing: where it is written, and what it names. */
export interface DanglingRef {
  /** JSON pointer of the object holding the `$ref` ("#/paths/~1calls/get/responses/500"). */
  at: string;
  ref: string;
}

/**
 * What a missing schema or response is read as: any value; a response described by its name.
 * Other missing things (a parameter, a request body) have required parts nothing can stand in
 * for: they stay, and the file's validation names them.
 */
function standInFor(ref: string): Record<string, unknown> | undefined {
  if (ref.startsWith('#/components/responses/')) return { description: decodeURIComponent(ref.split('/').pop() ?? '') };
  if (ref.startsWith('#/components/schemas/') || ref.startsWith('#/$defs/') || ref.startsWith('#/definitions/')) return {};
  return undefined;
}

/**
 * A copy of `document` where each internal `$ref` to a schema or response that does not exist is
 * replaced by a stand-in (standInFor), with the list of them. Mintlify builds such files (a real site has one), so
 * a docs.json site must build too; its readers then see "any" where the missing schema would be.
 */
export function withoutDanglingRefs(document: unknown): { document: unknown; dangling: DanglingRef[] } {
  const dangling: DanglingRef[] = [];
  const resolve = refResolver(document);
  const copy = (node: unknown, at: string): unknown => {
    if (Array.isArray(node)) return node.map((item, index) => copy(item, `${at}/${index}`));
    if (!isJsonObject(node)) return node;
    const ref = node.$ref;
    const standIn = typeof ref === 'string' && ref.startsWith('#/') && resolve(ref) === undefined ? standInFor(ref) : undefined;
    if (standIn) {
      dangling.push({ at, ref: ref as string });
      return standIn;
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, copy(value, `${at}/${encodePointerToken(key)}`)]));
  };
  const result = copy(document, '#');
  return { document: dangling.length > 0 ? result : document, dangling };
}
