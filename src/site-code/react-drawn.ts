import { join } from 'node:path';
import { leavesFolder } from '../utils/paths.ts';
import { listFilesUnder } from '../source/list-files.ts';
import type { SiteTextReader } from '../utils/read-site-file.ts';
import type { SourceLayout } from '../source/site-source.ts';
import { freeJsxNames } from './free-names.ts';
import { parseComponentCode, programImports } from './react-code.ts';
import { REACT_EQUIVALENTS } from './react-handed.ts';
import { importTarget } from '../source/site-includes.ts';
import { importKind } from './allowed-imports.ts';

/** Mintlify's components as an npm package (MIT), which pages and React code import from. */
export const MINTLIFY_COMPONENTS = '@mintlify/components';

const COMPONENT_FILE = /\.[jt]sx$/;

/** What one React file gives quireComponentsDrawnBy: the names of Quire's components it draws itself, and the site's component files it imports. */
export interface FileDrawing {
  text: string;
  drawn: string[];
  imports: string[];
}

/** One file's drawing (FileDrawing), from its text. */
function fileDrawing(text: string, file: string, docsDir: string, siteDir: string): FileDrawing {
  const program = parseComponentCode(text, file);
  if (!program) return { text, drawn: [], imports: [] };
  const drawn = new Set(
    freeJsxNames(program)
      .map(({ name }) => name)
      .filter((name) => REACT_EQUIVALENTS.has(name)),
  );
  const imports: string[] = [];
  for (const { source: specifier, names } of programImports(program)) {
    // Mintlify's package, and any package Quire does not provide: its names of Quire's components are the equivalents (integration/react-modules.ts).
    if (specifier === MINTLIFY_COMPONENTS || importKind(specifier) === 'unresolvable-package') {
      for (const name of names) if (REACT_EQUIVALENTS.has(name)) drawn.add(name);
      continue;
    }
    const target = importTarget(specifier, file, docsDir);
    if (target !== undefined && COMPONENT_FILE.test(target) && !leavesFolder(target, siteDir)) imports.push(target);
  }
  return { text, drawn: [...drawn], imports };
}

/**
 * Quire's components that a page's React files draw by their React equivalents (written without
 * an import, or imported from `@mintlify/components` or a package Quire does not provide), following the site's `.jsx`/`.tsx` files
 * they import in turn: the page links those components' stylesheets and scripts as if it drew
 * them itself. `read` gives a file's text, undefined for none; `memo` keeps each file's reading
 * for the next page while its text is unchanged (one snippet is used by many pages).
 */
export function quireComponentsDrawnBy(
  files: readonly string[],
  { docsDir, siteDir, read, memo = new Map() }: { docsDir: string; siteDir: string; read: (file: string) => string | undefined; memo?: Map<string, FileDrawing> },
): string[] {
  const drawn = new Set<string>();
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = read(file);
    if (text === undefined) continue;
    const known = memo.get(file);
    const drawing = known?.text === text ? known : fileDrawing(text, file, docsDir, siteDir);
    memo.set(file, drawing);
    for (const name of drawing.drawn) drawn.add(name);
    queue.push(...drawing.imports);
  }
  return [...drawn].sort();
}

/**
 * The texts of the site's React files (every `.jsx`/`.tsx` of the pages folder the layout reads),
 * for what only they may draw: a `<Mermaid>` of a snippet is in no page's text. Read with `read`,
 * as every site file is (a build's one reading, SiteSource.textAt, which its React plan reads too).
 */
export function reactFileTexts(layout: SourceLayout, read: SiteTextReader): string[] {
  const siteDir = layout.siteDir ?? layout.pagesDir;
  return listFilesUnder(layout.pagesDir, layout.ignore, (name) => COMPONENT_FILE.test(name), { siteDir, refused: [] }).flatMap((file) => read(join(layout.pagesDir, file)) ?? []);
}
