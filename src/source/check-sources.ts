import { join } from 'node:path';
import { displayPath } from '../utils/display-path.ts';
import { findIncludeCycles, formatIncludeCycles } from './include-cycles.ts';
import { findLinksLeavingSite, formatLinksLeavingSite } from './links-leaving-site.ts';
import { formatSourceProblems } from './frontmatter.ts';
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
 * include each other in a loop (rendering would never end), and frontmatter that is not valid YAML.
 */
export function checkSiteSources({ siteDir, docsDir, publicDir }: SiteSourcePaths, source: SiteSource): string[] {
  const errors: string[] = [];
  const shown = (path: string) => displayPath(path);
  const links = findLinksLeavingSite(siteDir, [docsDir, publicDir]);
  if (links.length > 0) errors.push(formatLinksLeavingSite(links, siteDir, shown));
  const frontmatter = source.frontmatterProblems();
  if (frontmatter.length > 0) errors.push(formatSourceProblems(frontmatter));
  const { includes, starts, outside } = readSiteIncludes(siteDir, source);
  if (outside.length > 0) errors.push(formatImportsLeavingSite(outside, siteDir, shown));
  const cycles = findIncludeCycles(includes, starts);
  if (cycles.length > 0) errors.push(formatIncludeCycles(cycles, (file) => shown(join(docsDir, file))));
  return errors;
}
