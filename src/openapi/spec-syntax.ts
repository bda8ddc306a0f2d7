import { parseTree, type Node as JsonNode } from 'jsonc-parser';
import { isMap, isScalar, isSeq, type Document, type LineCounter } from 'yaml';
import { HTTP_METHODS } from './types.ts';
import { decodePointerToken } from './json-pointer.ts';

// What load.ts reads from an OpenAPI file's syntax (the YAML parser's tree, or jsonc-parser's for
// JSON): positions for messages, and the order the author wrote responses in.

/** "#/paths/~1api~1user/get" → ["paths", "/api/user", "get"] */
function pointerSegments(pointer: string): string[] {
  return pointer
    .replace(/^#?\/?/, '')
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodePointerToken);
}

/**
 * The line and column of the deepest part of `pointer` that exists in the file: the key of a
 * mapping entry (where a reader looks), or the item of a list.
 */
export function positionOf(doc: Document, lines: LineCounter, pointer: string): { line?: number; column?: number } {
  const segments = pointerSegments(pointer);
  const at = (offset: number) => {
    const { line, col } = lines.linePos(offset);
    return { line, column: col };
  };
  for (let length = segments.length; length > 0; length--) {
    const parent = length === 1 ? doc.contents : doc.getIn(segments.slice(0, length - 1), true);
    const last = segments[length - 1];
    if (isMap(parent)) {
      const pair = parent.items.find((item) => String(isScalar(item.key) ? item.key.value : item.key) === last);
      const range = (pair?.key as { range?: [number, number, number] } | undefined)?.range;
      if (range) return at(range[0]);
    } else if (isSeq(parent)) {
      const range = (parent.items[Number(last)] as { range?: [number, number, number] } | undefined)?.range;
      if (range) return at(range[0]);
    }
  }
  return {};
}

/** A mapping's entries (key as written, value node) in file order; undefined for any other node. */
type EntriesOf<Node> = (node: Node | undefined) => Array<readonly [string, Node | undefined]> | undefined;

export const jsonEntries: EntriesOf<JsonNode> = (node) => (node?.type === 'object' ? (node.children ?? []).map((pair) => [String(pair.children?.[0]?.value), pair.children?.[1]] as const) : undefined);

export const yamlEntries: EntriesOf<unknown> = (node) => (isMap(node) ? node.items.map((pair) => [String(isScalar(pair.key) ? pair.key.value : pair.key), pair.value] as const) : undefined);

/**
 * Response codes per operation in the order the file lists them, read from its syntax tree (the
 * YAML parser's, or jsonc-parser's for a JSON file): see LoadedSpec.responseOrder (load.ts).
 */
export function readResponseOrder<Node>(paths: Node | undefined, entriesOf: EntriesOf<Node>): Record<string, string[]> {
  const order: Record<string, string[]> = {};
  for (const [path, item] of entriesOf(paths) ?? []) {
    for (const [key, operation] of entriesOf(item) ?? []) {
      const method = key.toLowerCase();
      if (!(HTTP_METHODS as readonly string[]).includes(method)) continue;
      const responses = entriesOf(entriesOf(operation)?.find(([name]) => name === 'responses')?.[1]);
      if (responses) order[`${method.toUpperCase()} ${path}`] = responses.map(([code]) => code);
    }
  }
  return order;
}

function hasDuplicateKeys(node: JsonNode): boolean {
  const keys = jsonEntries(node)?.map(([key]) => key);
  if (keys && new Set(keys).size !== keys.length) return true;
  return (node.children ?? []).some(hasDuplicateKeys);
}

/**
 * A JSON file read as JSON (the YAML parser takes ~10× longer); undefined when it is YAML, or
 * JSON with a mistake or a key written twice (JSON.parse would keep the last silently): the YAML
 * parser then reports where.
 */
export function parseAsJson(source: string): { raw: unknown; tree: JsonNode } | undefined {
  if (!/^\s*\{/.test(source)) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(source);
  } catch {
    return undefined;
  }
  const tree = parseTree(source);
  return tree && !hasDuplicateKeys(tree) ? { raw, tree } : undefined;
}
