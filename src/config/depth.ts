import type { ConfigProblem } from './problems.ts';

/** Deeper than any real config; stops hostile input before it can exhaust the stack. */
export const MAX_DEPTH = 64;

/** The first value nested deeper than MAX_DEPTH, by its path; walked with a stack of its own, so any depth is measured. */
export function depthProblem(value: unknown): ConfigProblem | undefined {
  const stack: Array<{ value: unknown; depth: number; path: Array<string | number> }> = [{ value, depth: 0, path: [] }];
  while (stack.length > 0) {
    const { value: current, depth, path } = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth > MAX_DEPTH) {
      return { path, expected: `at most ${MAX_DEPTH} levels of nesting`, found: 'a value nested deeper than that' };
    }
    for (const [key, child] of Object.entries(current)) {
      stack.push({ value: child, depth: depth + 1, path: [...path, Array.isArray(current) ? Number(key) : key] });
    }
  }
  return undefined;
}

/**
 * Where in a JSON text the nesting first goes past MAX_DEPTH (the offset of that `[` or `{`), read
 * in one pass over the text; undefined when it never does. Lets a config too deep for recursive
 * readers (the `$ref` resolver, the line-and-column locator) be refused with its place before them.
 */
export function tooDeepOffset(text: string): number | undefined {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth++;
      if (depth > MAX_DEPTH + 1) return index;
    } else if (char === ']' || char === '}') depth--;
  }
  return undefined;
}
