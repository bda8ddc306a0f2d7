import { join, relative } from 'node:path';
import { componentsOfPage, type ComponentUse } from './unknown-components.ts';
import { listFilesUnder } from '../source/list-files.ts';
import type { SiteTextReader } from '../utils/read-site-file.ts';

const SNIPPET_FILE = /\.(?:mdx|jsx|tsx|js)$/;

const EXPORTED_COMPONENT = /^\s*export\s+(?:const|let|var|function)\s+([A-Z][\w$]*)/gm;

/**
 * Each capitalised name the files of `snippets/` export, with the files (root-relative,
 * "/snippets/x.mdx") exporting it. The files are found by the site folder's one walk (listFilesUnder):
 * hidden entries and node_modules hold no snippet, and a link leading out of the pages folder is not followed.
 */
export function snippetExports(docsDir: string, read: SiteTextReader): Map<string, string[]> {
  const exports = new Map<string, string[]>();
  const files = listFilesUnder(join(docsDir, 'snippets'), [], (name) => SNIPPET_FILE.test(name), { siteDir: docsDir, refused: [] });
  for (const file of files) {
    const path = join(docsDir, 'snippets', file);
    const text = read(path);
    if (text === undefined) continue; // Unreadable: not a snippet.
    for (const match of text.matchAll(EXPORTED_COMPONENT)) {
      const shown = `/${relative(docsDir, path).split('\\').join('/')}`;
      exports.set(match[1], [...(exports.get(match[1]) ?? []), shown]);
    }
  }
  return exports;
}

/**
 * The snippet a page means by a name several snippets export: the one whose folder under
 * snippets/ the page's own folder starts with, the deepest such (a site translated into folders
 * keeps `snippets/es/button.jsx` for `es/…` pages and `snippets/button.jsx` for the rest);
 * undefined when that does not single one out.
 */
function fileForPage(files: readonly string[], page: string | undefined): string | undefined {
  if (files.length === 1) return files[0];
  if (page === undefined) return undefined;
  const pageFolder = `${page.split('/').slice(0, -1).join('/')}/`;
  // "/" for snippets/ itself, "es/" for snippets/es/.
  const folderOf = (file: string) =>
    `${file
      .replace(/^\/snippets\//, '')
      .split('/')
      .slice(0, -1)
      .join('/')}/`;
  const matching = files.filter((file) => folderOf(file) === '/' || `/${pageFolder}`.startsWith(`/${folderOf(file)}`));
  const depth = (file: string) => (folderOf(file) === '/' ? 0 : folderOf(file).split('/').length);
  const deepest = Math.max(-1, ...matching.map(depth));
  const best = matching.filter((file) => depth(file) === deepest);
  return best.length === 1 ? best[0] : undefined;
}

/** A snippet a page uses without importing it: the name, and the file ("/snippets/x.jsx") that exports it. */
export interface AutoImport {
  name: string;
  file: string;
}

/**
 * The imports Mintlify makes for a page without them: a component the page uses, defines nowhere
 * and exactly one snippet exports (`<Monospace>` on 25 pages of one site) resolves to that
 * snippet; a name several snippets export resolves to the one for the page's folder (fileForPage),
 * else stays unknown (which one is meant cannot be told). `page`: the page's path from the docs
 * root ("es/ai/skill.mdx").
 */
export function autoImportedSnippets(
  code: string,
  exports: ReadonlyMap<string, readonly string[]>,
  page?: string,
  /** The page's components, when a parse of it already read them (source/page-syntax.ts); else the page is parsed here. */
  components: () => ComponentUse[] = () => componentsOfPage(code),
): AutoImport[] {
  const candidates = [...exports].map(([name, files]) => ({ name, file: fileForPage(files, page) })).filter((use): use is AutoImport => use.file !== undefined && code.includes(`<${use.name}`));
  if (candidates.length === 0) return [];
  let unknown: Set<string>;
  try {
    unknown = new Set(
      components()
        .filter((use) => use.kind === 'unknown')
        .map((use) => use.name),
    );
  } catch {
    return []; // A page MDX cannot parse: its compile error names it.
  }
  return candidates.filter(({ name }) => unknown.has(name));
}

/** The same, as the import lines the page is compiled with. */
export const autoImportsOf = (code: string, exports: ReadonlyMap<string, readonly string[]>, page?: string, components?: () => ComponentUse[]): string[] =>
  autoImportedSnippets(code, exports, page, components).map(({ name, file }) => `import { ${name} } from ${JSON.stringify(file)};`);
