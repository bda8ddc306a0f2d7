import { leavesFolder } from '../utils/paths.ts';
import { freeJsxNames } from './free-names.ts';
import { parseComponentCode } from './react-code.ts';
import { REACT_EQUIVALENTS } from './react-handed.ts';
import { importTarget } from './site-includes.ts';
import { importKind } from './allowed-imports.ts';

/** Mintlify's components as an npm package (MIT), which pages and React code import from. */
export const MINTLIFY_COMPONENTS = '@mintlify/components';

type ImportNode = { type: string; source?: { value?: unknown }; specifiers?: Array<{ type: string; imported?: { name?: string } }> };

const COMPONENT_FILE = /\.[jt]sx$/;

/**
 * Quire's components that a page's React files draw by their React equivalents (written without
 * an import, or imported from `@mintlify/components` or a package Quire does not provide), following the site's `.jsx`/`.tsx` files
 * they import in turn: the page links those components' stylesheets and scripts as if it drew
 * them itself. `read` gives a file's text, undefined for none.
 */
export function quireComponentsDrawnBy(files: readonly string[], { docsDir, siteDir, read }: { docsDir: string; siteDir: string; read: (file: string) => string | undefined }): string[] {
  const drawn = new Set<string>();
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = read(file);
    const program = text === undefined ? undefined : (parseComponentCode(text, file) as unknown as { body?: ImportNode[] } | undefined);
    if (!program) continue;
    for (const { name } of freeJsxNames(program)) if (REACT_EQUIVALENTS.has(name)) drawn.add(name);
    for (const statement of program.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source?.value !== 'string') continue;
      const specifier = statement.source.value;
      // Mintlify's package, and any package Quire does not provide: its names of Quire's components are the equivalents (integration/react-modules.ts).
      if (specifier === MINTLIFY_COMPONENTS || importKind(specifier) === 'unresolvable-package') {
        for (const part of statement.specifiers ?? []) if (part.imported?.name && REACT_EQUIVALENTS.has(part.imported.name)) drawn.add(part.imported.name);
        continue;
      }
      const target = importTarget(specifier, file, docsDir);
      if (target !== undefined && COMPONENT_FILE.test(target) && !leavesFolder(target, siteDir)) queue.push(target);
    }
  }
  return [...drawn].sort();
}
