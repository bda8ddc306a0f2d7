import { join } from 'node:path';
import { detectSiteLayout, type SiteLayout } from '../config/site-layout.ts';
import { formatLayoutProblem } from '../site/layout-problem.ts';

/** The site folder named on the command line: where a site lives is one type, SiteLayout (config/site-layout.ts). */
export type SiteFolder = SiteLayout;

/** Why a folder cannot be a site, in words that say where Quire looked and what to do. */
export class SiteFolderError extends Error {}

/**
 * The site folder named on the command line: site.json or docs.json, never both. Without either
 * it says where it looked, and a mint.json there means a Mintlify site: `quire migrate` converts it.
 */
export function findSiteFolder(dirArgument: string, runAs = 'npx quire'): SiteFolder {
  const detected = detectSiteLayout(dirArgument);
  if ('problem' in detected) throw new SiteFolderError(formatLayoutProblem(detected.problem, runAs));
  return detected.layout;
}

/** Astro's public folder: public/ for site.json; none for docs.json, whose folder holds the sources too (the integration publishes its static files one by one). */
export const astroPublicDir = (site: SiteFolder, workDir: string): string => (site.format === 'docs.json' ? join(workDir, 'no-public-folder') : site.staticDir);
