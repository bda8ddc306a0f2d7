import { relative, sep } from 'node:path';
import { placeAt, type ProblemPlace } from '../utils/problem-place.ts';
import { frontmatterKeyLine } from './frontmatter.ts';
import type { SiteSource, SourceFile } from './site-source.ts';

/** A page whose frontmatter names a reference source (`asyncapi: "…"`, `mcp: "…"`). */
export interface FrontmatterReference {
  file: SourceFile;
  /** The page's path from the site folder, as messages name it. */
  shown: string;
  /** The key's value, as the YAML gives it. */
  value: unknown;
  /** Where the key is written. */
  place: ProblemPlace;
}

/** Every page whose frontmatter has `key`, in path order. */
export function pagesWithFrontmatterKey(source: SiteSource, siteDir: string, key: string): FrontmatterReference[] {
  const found: FrontmatterReference[] = [];
  for (const file of source.pages) {
    const { frontmatter } = source.read(file);
    const value = frontmatter.data[key];
    if (value === undefined) continue;
    const shown = relative(siteDir, file.path).split(sep).join('/');
    found.push({ file, shown, value, place: placeAt(shown, frontmatterKeyLine(frontmatter.yaml, key)) });
  }
  return found;
}

/** A problem of the file a page's frontmatter names, said for the page and placed in that file. */
export function referencedFileProblem(page: FrontmatterReference, key: string, file: string, problem: { message: string; line?: number; column?: number }): { line: string; place: ProblemPlace } {
  const at = problem.line ? `:${problem.line}:${problem.column}` : '';
  return { line: `${page.shown}: ${key}: ${file}${at}: ${problem.message}`, place: placeAt(file, problem.line, problem.column) };
}

/** Problems that keep pages from their reference, as one report block: `refused` when the policy stops the build on them. */
export function formatReferenceProblems(what: string, problems: ReadonlyArray<{ line: string }>, refused: boolean): string {
  const count = problems.length === 1 ? '1 problem keeps' : `${problems.length} problems keep`;
  return [`${what}: ${count} pages from their reference${refused ? ':' : '; those pages are built from their text:'}`, ...problems.map(({ line }) => `  ${refused ? '✖' : '⚠'} ${line}`)].join('\n');
}
