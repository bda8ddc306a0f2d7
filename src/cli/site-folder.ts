import { join } from 'node:path';
import { detectSiteLayout, type SiteLayout } from '../config/site-layout.ts';
import { formatLayoutProblem } from '../site/layout-problem.ts';

/**
 * The site folder named on the command line: where a site lives is one type, SiteLayout
 * (config/site-layout.ts), and this is it. The three names below are the same paths under the
 * names the CLI's commands were written with (`siteFile` is `configFile`, `docsDir` is `pagesDir`,
 * `publicDir` is `staticDir`); new code reads SiteLayout's, and the aliases go once no command reads them.
 */
export interface SiteFolder extends SiteLayout {
  /** = configFile: DIR/site.json or DIR/docs.json. */
  siteFile: string;
  /** = pagesDir: DIR/docs, or DIR itself beside docs.json. */
  docsDir: string;
  /** = staticDir: DIR/public, or DIR itself beside docs.json (only its static files are published). */
  publicDir: string;
}

/** Why a folder cannot be a site, in words that say where Quire looked and what to do. */
export class SiteFolderError extends Error {}

/**
 * The site folder named on the command line: site.json or docs.json, never both. Without either
 * it says where it looked, and a mint.json there means a Mintlify site: `quire migrate` converts it.
 */
export function findSiteFolder(dirArgument: string, runAs = 'npx quire'): SiteFolder {
  const detected = detectSiteLayout(dirArgument);
  if ('problem' in detected) throw new SiteFolderError(formatLayoutProblem(detected.problem, runAs));
  return siteFolderOf(detected.layout);
}

/** A site's layout with the CLI's names for its paths. */
export const siteFolderOf = (layout: SiteLayout): SiteFolder => ({ ...layout, siteFile: layout.configFile, docsDir: layout.pagesDir, publicDir: layout.staticDir });

/** Astro's public folder: public/ for site.json; none for docs.json, whose folder holds the sources too (the integration publishes its static files one by one). */
export const astroPublicDir = (site: SiteFolder, workDir: string): string => (site.format === 'docs.json' ? join(workDir, 'no-public-folder') : site.publicDir);
