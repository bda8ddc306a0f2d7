import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import type { PathSegment } from './json-path.ts';

/** Where the value at `path` starts in the JSON text (1-based line and column), if it is there. */
export function locateJsonPath(text: string, path: readonly PathSegment[]): { line: number; column: number } | undefined {
  const tree = parseTree(text);
  const node = tree ? findNodeAtLocation(tree, [...path]) : undefined;
  if (!node) return undefined;
  const before = text.slice(0, node.offset);
  const line = before.split('\n').length;
  return { line, column: node.offset - before.lastIndexOf('\n') };
}
