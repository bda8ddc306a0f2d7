import { join } from 'node:path';
import { displayPath } from '../utils/display-path.ts';
import { findIncludeCycles, formatIncludeCycles, type Include } from './include-cycles.ts';
import { findLinksLeavingSite, formatLinksLeavingSite } from './links-leaving-site.ts';
import { formatImportsLeavingSite, readSiteIncludes } from './site-includes.ts';
import { checkSiteCode, formatCodeRefusals, formatUnprovidedImports } from '../site-code/check-site-code.ts';
import type { SiteSource } from './site-source.ts';
import { siteFileRefusalText, type SiteFileRefusal } from '../utils/read-site-file.ts';
import { placeAt, type ProblemPlace } from '../utils/problem-place.ts';

/**
 * The folders the running build reads and publishes from. Not SiteLayout (config/site-layout.ts),
 * though `siteDir` and `docsDir` are its `dir` and `pagesDir`: `publicDir` is the public folder
 * Astro was configured with, which an Astro project that adds Quire may put elsewhere than the
 * layout's `staticDir`.
 */
export interface SiteSourcePaths {
  siteDir: string;
  docsDir: string;
  publicDir: string;
}

/**
 * What the build refuses in the site's files before anything renders, as formatted messages
 * (`quire check` prints the same): symbolic links in docs/ or public/ and page imports that
 * reach outside the site folder (publishing cannot be undone), and pages or snippets that
 * include each other in a loop (rendering would never end), and code in pages that reaches the
 * machine (site-code.ts). Warnings: imports of packages pages are not given, which the build draws
 * with Quire's components or as their content alone. Frontmatter that cannot be read is the policy's (src/site/policy.ts):
 * `source.frontmatterProblems()`.
 */
export function checkSiteSources(
  { siteDir, docsDir, publicDir }: SiteSourcePaths,
  source: SiteSource,
  autoImports?: (page: string, text: string) => string[],
): { errors: string[]; unprovided?: { message: string; places: ProblemPlace[] } } {
  const errors: string[] = [];
  const shown = (path: string) => displayPath(path);
  const links = findLinksLeavingSite(siteDir, [docsDir, publicDir]);
  if (links.length > 0) errors.push(formatLinksLeavingSite(links, siteDir, shown));
  // Reads every file first: refusals at reading are among what it finds.
  source.frontmatterProblems();
  const named = new Set(links.map((link) => link.link));
  const refused = source.refused().filter((refusal) => !named.has(refusal.file));
  if (refused.length > 0) errors.push(formatRefusedFiles(refused, shown));
  const { includes, starts, outside, pages, overBudget } = readSiteIncludes(siteDir, source);
  errors.push(...overBudget);
  if (outside.length > 0) errors.push(formatImportsLeavingSite(outside, siteDir, shown));
  const code = checkSiteCode(siteDir, docsDir, pages, autoImports);
  if (code.refused.length > 0) errors.push(formatCodeRefusals(code.refused, shown));
  const unprovided =
    code.unprovided.length > 0 ? { message: formatUnprovidedImports(code.unprovided, shown), places: code.unprovided.map(({ file, line, column }) => placeAt(shown(file), line, column)) } : undefined;
  const loops = includeLoopsMessage(includes, starts, docsDir);
  if (loops) errors.push(loops);
  return { errors, unprovided };
}

const includeLoopsMessage = (includes: Include[], starts: string[], docsDir: string): string | undefined => {
  const cycles = findIncludeCycles(includes, starts);
  return cycles.length === 0 ? undefined : formatIncludeCycles(cycles, (file) => displayPath(join(docsDir, file)));
};

/**
 * The include loops alone, for the dev server: a page in a loop would render forever and hold the
 * server (every other page waits behind it), so while one exists pages show it instead.
 */
export function includeLoopsProblem({ siteDir, docsDir }: Pick<SiteSourcePaths, 'siteDir' | 'docsDir'>, source: SiteSource): string | undefined {
  const { includes, starts } = readSiteIncludes(siteDir, source);
  return includeLoopsMessage(includes, starts, docsDir);
}

/** The files Quire would not read, each with why (nothing of their content is shown). */
export function formatRefusedFiles(refused: readonly SiteFileRefusal[], shownPath: (path: string) => string): string {
  const unique = [...new Map(refused.map((refusal) => [refusal.file, refusal])).values()];
  const lines = unique.map((refusal) => `  ✖ ${shownPath(refusal.file)} ${siteFileRefusalText(refusal)}`);
  return (
    `Quire did not read ${unique.length === 1 ? 'a file' : `${unique.length} files`} of the site:\n${lines.join('\n')}\n` +
    '  hint: keep pages, snippets and .mintignore as regular files inside the site folder, below the size limit; remove or replace the ones above'
  );
}
