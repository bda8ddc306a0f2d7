import { dirname, join, relative, resolve } from 'node:path';
import { PARSE_BUDGET_RULE } from './mdx-parse-budget.ts';
import { displayPath } from '../utils/display-path.ts';
import { snippetEntryIds } from './snippet-files.ts';
import { leavesFolder, realPathOf } from '../utils/paths.ts';
import type { Include } from './include-cycles.ts';
import type { PageReading } from './page-includes.ts';
import { sourcePageSyntax } from './page-syntax.ts';
import type { SiteSource, SourceFile } from './site-source.ts';

/**
 * The file an import written in a page points at: `/snippets/x.mdx` is read from the docs folder
 * (Mintlify's convention), `./x` and `../x` from the page's own folder. Undefined for a package
 * name (`astro:content`), which is no file of the site. The `?raw`-style query is not part of it.
 */
export function importTarget(specifier: string, importerFile: string, docsDir: string): string | undefined {
  const path = specifier.split('?')[0];
  if (path.startsWith('/')) return join(docsDir, path);
  if (path.startsWith('./') || path.startsWith('../')) return resolve(dirname(importerFile), path);
  return undefined;
}

/** An import in a page that reaches a file outside the site folder. */
export interface ImportLeavingSite {
  /** The page, absolute. */
  file: string;
  line?: number;
  specifier: string;
  /** Where it leads, symbolic links resolved. */
  target: string;
}

export function formatImportsLeavingSite(imports: readonly ImportLeavingSite[], siteDir: string, shownPath: (path: string) => string): string {
  const lines = imports.map(({ file, line, specifier, target }) => `  ✖ ${shownPath(file)}${line ? `:${line}` : ''}: import "${specifier}" reaches ${target}`);
  const count = imports.length === 1 ? 'An import reaches' : `${imports.length} imports reach`;
  return (
    `${count} outside the site folder ${shownPath(siteDir)}; Quire builds only files inside it:\n${lines.join('\n')}\n` +
    '  hint: copy the file into docs/ (snippets go in docs/snippets/) and import it from there'
  );
}

/** Whether the import leaves the site folder, as data for the message; undefined when it stays inside. */
export function importLeavingSite(use: { specifier: string; line?: number }, file: string, siteDir: string, docsDir: string): ImportLeavingSite | undefined {
  const target = importTarget(use.specifier, file, docsDir);
  if (target === undefined || !leavesFolder(target, siteDir)) return undefined;
  return { file, line: use.line, specifier: use.specifier, target: realPathOf(target) };
}

export interface SiteIncludes {
  /** Every page or snippet pulling in another, by path under docs/. */
  includes: Include[];
  /** Where a walk for loops starts: pages first (a chain then begins at the page that would hang), then snippets. */
  starts: string[];
  outside: ImportLeavingSite[];
  /** Pages the MDX parser would take minutes on, as `<file> cannot be parsed: L:C: reason`: the build stops on them before rendering. */
  overBudget: string[];
  /** Each .mdx file MDX could parse, as read: for the rules on the code pages run (site-code.ts). */
  pages: Array<{ path: string; reading: PageReading }>;
}

/** readPage of a file of the site's reading, from the one parse of it every check shares (page-syntax.ts): the include checks and the Tailwind scan both need it. */
export function sourcePageReading(source: SiteSource, file: SourceFile): PageReading {
  return sourcePageSyntax(source, file).reading();
}

/**
 * Reads every .mdx file of the docs folder once for what it includes: the graph for the include-loop
 * check and the imports that leave the site folder. A page MDX cannot parse is skipped here; the
 * link check names it.
 */
export function readSiteIncludes(siteDir: string, source: SiteSource): SiteIncludes {
  const docsDir = source.layout.pagesDir;
  const present = new Set(source.files.map((file) => file.file));
  const result: SiteIncludes = { includes: [], starts: [], outside: [], overBudget: [], pages: [] };
  const underDocs = (path: string) => relative(docsDir, path).split('\\').join('/');
  for (const file of source.files.filter(({ format }) => format === 'mdx')) {
    const { path, file: from } = file;
    let found: PageReading;
    try {
      found = sourcePageReading(source, file);
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      if (message.endsWith(PARSE_BUDGET_RULE)) result.overBudget.push(`${displayPath(path)} cannot be parsed: ${message}`);
      continue;
    }
    result.pages.push({ path, reading: found });
    for (const use of found.imports) {
      const leaving = importLeavingSite(use, path, siteDir, docsDir);
      if (leaving) result.outside.push(leaving);
      const target = importTarget(use.specifier, path, docsDir);
      // Only a page or snippet renders what it includes; `?raw` text and data files do not.
      if (target !== undefined && !use.specifier.includes('?') && present.has(underDocs(target))) {
        result.includes.push({ from, to: underDocs(target), line: use.line, written: `import "${use.specifier}"` });
      }
    }
    for (const use of found.snippets) {
      const to = snippetEntryIds(use.file)
        .flatMap((id) => [`${id}.mdx`, `${id}.md`])
        .find((candidate) => present.has(candidate));
      if (to) result.includes.push({ from, to, line: use.line, written: `<Snippet file="${use.file}">` });
    }
  }
  // Pages first (a chain then begins at the page that would hang), then snippets, each in path order.
  result.starts = [...source.pages, ...source.files.filter((file) => file.snippet)].map((file) => file.file);
  return result;
}
