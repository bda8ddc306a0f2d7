import { lstatSync, readFileSync, realpathSync } from 'node:fs';
import { extname, join } from 'node:path';
import { leavesFolder } from '../utils/paths.ts';
import { PAGE_PACKAGES, packageName } from './allowed-imports.ts';
import { checkCodeFile, checkPageCode, type PlacedFinding } from './page-code.ts';
import { type PageReading, readPage } from '../source/page-includes.ts';
import { importTarget } from '../source/site-includes.ts';

/** Code a page or snippet may not run, where it is written. */
export interface CodeRefusal {
  /** The file, absolute. */
  file: string;
  line: number;
  column: number;
  written: string;
  reason: string;
}

/** An import of a package pages are not given (`nextra/components`): never loaded, a name Quire draws is Quire's component, any other its content alone (integration/snippet-imports.ts). */
export interface UnprovidedImport {
  file: string;
  line: number;
  column: number;
  specifier: string;
}

export interface SiteCode {
  refused: CodeRefusal[];
  unprovided: UnprovidedImport[];
}

/** Files whose code runs when a page imports them. */
const CODE_FILE = /\.(?:jsx|tsx|js|ts|mjs|cjs|mts|cts)$/;

/** Queries that make an import text or a URL, whose code never runs. */
const NOT_CODE_QUERY = /^(?:raw|url)$/;
/** What the bundler tries after an import written without an extension, in its order. */
const RESOLVED_EXTENSIONS = ['.mjs', '.js', '.mts', '.ts', '.jsx', '.tsx', '.json', '.mdx', '.md'];

/**
 * The file an import runs, found as the bundler finds it: the query taken off (`?v=1`; `?raw` and
 * `?url` run nothing), the path as written, else with each extension the bundler tries, else the
 * folder's index file. Undefined when the import names no file of the site folder.
 */
export function importedFile(specifier: string, from: string, docsDir: string): string | undefined {
  const [path, query = ''] = specifier.split('?');
  if (query.split('&').some((part) => NOT_CODE_QUERY.test(part))) return undefined;
  const target = importTarget(path, from, docsDir);
  if (target === undefined) return undefined;
  const candidates = [target, ...RESOLVED_EXTENSIONS.map((extension) => `${target}${extension}`), ...RESOLVED_EXTENSIONS.map((extension) => join(target, `index${extension}`))];
  return candidates.find(isFile);
}

/**
 * The code of every .mdx page and snippet, and of every file they import from the site folder
 * (code files and .mdx files outside docs/, followed from import to import), judged by the rules
 * of code-safety.ts. Imports are followed in every form the bundler resolves (importedFile): with a
 * query, without an extension, and the snippets a page uses without importing them
 * (`autoImports`, Mintlify's global snippets). A file outside the site folder is not followed (it
 * is refused elsewhere, unread).
 */
export function checkSiteCode(
  siteDir: string,
  docsDir: string,
  pages: ReadonlyArray<{ path: string; reading: PageReading }>,
  autoImports: (page: string, text: string) => string[] = () => [],
): SiteCode {
  const result: SiteCode = { refused: [], unprovided: [] };
  const seen = new Set<string>(pages.map(({ path }) => realOrSelf(path)));
  const note = (file: string, findings: PlacedFinding[]) => {
    for (const { line, column, written, reason, unresolvablePackage } of findings) {
      if (unresolvablePackage) result.unprovided.push({ file, line, column, specifier: written.slice('import "'.length, -1) });
      else result.refused.push({ file, line, column, written, reason });
    }
  };
  const follow = (from: string, specifiers: readonly string[]) => {
    for (const specifier of specifiers) {
      const target = importedFile(specifier, from, docsDir);
      if (target === undefined || leavesFolder(target, siteDir)) continue;
      const real = realOrSelf(target);
      if (seen.has(real)) continue;
      seen.add(real);
      if (extname(target) === '.astro') {
        result.refused.push({
          file: from,
          ...lineOf(from, specifier),
          written: `import "${specifier}"`,
          reason: '.astro files run server code; pages may import .mdx, .md, code snippets and data files',
        });
      } else if (CODE_FILE.test(target)) {
        const { findings, imports } = checkCodeFile(readFileSync(target, 'utf8'), target);
        note(target, findings);
        follow(target, imports);
      } else if (extname(target) === '.mdx') {
        let reading: PageReading;
        try {
          reading = readPage(readFileSync(target, 'utf8'));
        } catch {
          continue;
        }
        note(target, checkPageCode(reading.parsedText, reading.code));
        follow(
          target,
          reading.imports.map((use) => use.specifier),
        );
      }
    }
  };
  for (const { path, reading } of pages) {
    note(path, checkPageCode(reading.parsedText, reading.code));
    follow(path, [...reading.imports.map((use) => use.specifier), ...autoImports(path, reading.parsedText)]);
  }
  return result;
}

const isFile = (path: string) => {
  try {
    return lstatSync(realpathSync(path)).isFile();
  } catch {
    return false;
  }
};

const realOrSelf = (path: string) => {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
};

/** The line of an import in the file that writes it, for a refusal found while following it. */
function lineOf(file: string, specifier: string): { line: number; column: number } {
  try {
    const lines = readFileSync(file, 'utf8').split('\n');
    const index = lines.findIndex((line) => line.includes(specifier));
    if (index >= 0) return { line: index + 1, column: lines[index].indexOf(specifier) + 1 };
  } catch {
    // Read a moment ago: if it is gone, the first line stands for it.
  }
  return { line: 1, column: 1 };
}

export function formatCodeRefusals(refused: readonly CodeRefusal[], shownPath: (path: string) => string): string {
  const lines = refused.map(({ file, line, column, written, reason }) => `  ✖ ${shownPath(file)}:${line}:${column}: ${written}: ${reason}`);
  const count = refused.length === 1 ? 'A page runs code' : `Pages run code in ${refused.length} places`;
  return (
    `${count} that Quire refuses: MDX is code, and it runs on the machine that builds the site:\n${lines.join('\n')}\n` +
    `  hint: pages and snippets may import files of the site folder and ${PAGE_PACKAGES.join(', ')}; to show code, put it in a code block`
  );
}

export function formatUnprovidedImports(unprovided: readonly UnprovidedImport[], shownPath: (path: string) => string): string {
  const packages = [...new Set(unprovided.map(({ specifier }) => packageName(specifier)))];
  const lines = unprovided.map(({ file, line, column, specifier }) => `  ⚠ ${shownPath(file)}:${line}:${column}: import "${specifier}"`);
  return (
    `${packages.length === 1 ? `The package ${packages[0]} is` : `The packages ${packages.join(', ')} are`} not provided to pages: their code never runs; a name Quire draws (Callout, Tabs…) is drawn as Quire's, any other as its content alone:\n${lines.join('\n')}\n` +
    `  hint: pages may import ${PAGE_PACKAGES.join(', ')} and files of the site folder; delete the import (Quire's components need none) and replace any other name with a component Quire draws`
  );
}
