import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { componentsOfPage } from '../markdown/unknown-components.ts';

const SNIPPET_FILE = /\.(?:mdx|jsx|tsx|js)$/;
const EXPORTED_COMPONENT = /^\s*export\s+(?:const|let|var|function)\s+([A-Z][\w$]*)/gm;

/** Each capitalised name the files of `snippets/` export, with the files (root-relative, "/snippets/x.mdx") exporting it. */
export function snippetExports(docsDir: string): Map<string, string[]> {
  const exports = new Map<string, string[]>();
  let files: string[];
  try {
    files = readdirSync(join(docsDir, 'snippets'), { recursive: true, encoding: 'utf8' });
  } catch {
    return exports; // No snippets folder: nothing to import.
  }
  for (const file of files.filter((name) => SNIPPET_FILE.test(name))) {
    const path = join(docsDir, 'snippets', file);
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      continue; // A folder named like a file, or unreadable: not a snippet.
    }
    for (const match of text.matchAll(EXPORTED_COMPONENT)) {
      const shown = `/${relative(docsDir, path).split('\\').join('/')}`;
      exports.set(match[1], [...(exports.get(match[1]) ?? []), shown]);
    }
  }
  return exports;
}

/**
 * The imports Mintlify makes for a page without them: a component the page uses, defines nowhere
 * and exactly one snippet exports (`<Monospace>` on 25 pages of one site) resolves to that
 * snippet. A name two snippets export stays unknown (which one is meant cannot be told).
 */
export function autoImportsOf(code: string, exports: ReadonlyMap<string, readonly string[]>): string[] {
  const candidates = [...exports].filter(([name, files]) => files.length === 1 && code.includes(`<${name}`));
  if (candidates.length === 0) return [];
  let unknown: Set<string>;
  try {
    unknown = new Set(
      componentsOfPage(code)
        .filter((use) => use.kind === 'unknown')
        .map((use) => use.name),
    );
  } catch {
    return []; // A page MDX cannot parse: its compile error names it.
  }
  return candidates.filter(([name]) => unknown.has(name)).map(([name, [file]]) => `import { ${name} } from ${JSON.stringify(file)};`);
}
