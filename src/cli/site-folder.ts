import { join } from 'node:path';
import { detectSiteLayout, type ConfigFormat } from '../config/site-layout.ts';
import { formatLayoutProblem } from '../site/layout-problem.ts';

export interface SiteFolder {
  /** Absolute path of the folder holding site.json or docs.json. */
  dir: string;
  /** Which front door: site.json (Quire's layout) or Mintlify's docs.json, read as it is. */
  format: ConfigFormat;
  /** The config file: DIR/site.json or DIR/docs.json. */
  siteFile: string;
  /** Where the pages are: DIR/docs, or DIR itself beside docs.json. */
  docsDir: string;
  /** Where the static files are: DIR/public, or DIR itself beside docs.json (only its static files are published). */
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
  const { layout } = detected;
  return { dir: layout.dir, format: layout.format, siteFile: layout.configFile, docsDir: layout.pagesDir, publicDir: layout.staticDir };
}

/** Astro's public folder: public/ for site.json; none for docs.json, whose folder holds the sources too (the integration publishes its static files one by one). */
export const astroPublicDir = (site: SiteFolder, workDir: string): string => (site.format === 'docs.json' ? join(workDir, 'no-public-folder') : site.publicDir);
