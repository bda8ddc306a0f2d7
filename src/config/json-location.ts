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

/**
 * `locateJsonPath` for many paths in one text: parses once. A navigation of thousands of missing
 * pages would otherwise parse the file once per page (minutes instead of milliseconds).
 */
export function jsonLocator(text: string): (path: readonly PathSegment[]) => { line: number; column: number } | undefined {
  const tree = parseTree(text);
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  return (path) => {
    const node = tree ? findNodeAtLocation(tree, [...path]) : undefined;
    if (!node) return undefined;
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle] <= node.offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: node.offset - lineStarts[low] + 1 };
  };
}

/** Where `path` is, or its nearest parent that is there (a missing key: the object that lacks it). */
export function nearestLocation(locate: ReturnType<typeof jsonLocator>, path: readonly PathSegment[]): { line: number; column: number } | undefined {
  for (let depth = path.length; depth >= 0; depth--) {
    const found = locate(path.slice(0, depth));
    if (found) return found;
  }
  return undefined;
}
