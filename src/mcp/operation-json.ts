import type { OperationEntry } from '../openapi/operations.ts';

/**
 * An operation as JSON for an assistant: method, path, base URLs and the OpenAPI operation with the
 * path's own parameters merged in. The spec is dereferenced, so a recursive schema points back at
 * itself: a schema met again inside itself is written as `{ "$circular": "<its title or type>" }`.
 */
export function operationJson(entry: OperationEntry, baseUrls: readonly string[]): string {
  const own = entry.operation.parameters ?? [];
  // An operation's parameter overrides the path's of the same name and place (OpenAPI 3, Path Item Object).
  const inherited = entry.pathParameters.filter((p) => !own.some((o) => 'name' in o && 'name' in p && o.name === p.name && o.in === p.in));
  const value = { operation: entry.key, method: entry.method, path: entry.path, baseUrls, ...entry.operation, parameters: [...inherited, ...own] };
  const open = new Set<object>();
  const walk = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object') return node;
    if (open.has(node)) {
      const named = node as { title?: unknown; type?: unknown };
      return { $circular: String(named.title ?? named.type ?? 'object') };
    }
    open.add(node);
    const copy = Array.isArray(node) ? node.map(walk) : Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
    open.delete(node);
    return copy;
  };
  return JSON.stringify(walk(value), null, 2);
}
