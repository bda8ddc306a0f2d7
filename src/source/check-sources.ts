import { join } from 'node:path';
import { displayPath } from '../utils/display-path.ts';
import { findIncludeCycles, formatIncludeCycles, type Include } from './include-cycles.ts';
import { findLinksLeavingSite, formatLinksLeavingSite } from './links-leaving-site.ts';
import { formatImportsLeavingSite, readSiteIncludes } from './site-includes.ts';
import type { SiteSource } from './site-source.ts';

export interface SiteSourcePaths {
  siteDir: string;
  docsDir: string;
  publicDir: string;
}

/**
 * What the build refuses in the site's files before anything renders, as formatted messages
 * (`quire check` prints the same): symbolic links in docs/ or public/ and page imports that
 * reach outside the site folder (publishing cannot be undone), and pages or snippets that
 * include each other in a loop (rendering would never end). Frontmatter that cannot be read is
 * the policy's (src/site/policy.ts): `source.frontmatterProblems()`.
 */
export function checkSiteSources({ siteDir, docsDir, publicDir }: SiteSourcePaths, source: SiteSource): string[] {
  const errors: string[] = [];
  const shown = (path: string) => displayPath(path);
  const links = findLinksLeavingSite(siteDir, [docsDir, publicDir]);
  if (links.length > 0) errors.push(formatLinksLeavingSite(links, siteDir, shown));
  const { includes, starts, outside } = readSiteIncludes(siteDir, source);
  if (outside.length > 0) errors.push(formatImportsLeavingSite(outside, siteDir, shown));
  const loops = includeLoopsMessage(includes, starts, docsDir);
  if (loops) errors.push(loops);
  return errors;
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
