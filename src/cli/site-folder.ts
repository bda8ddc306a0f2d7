import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { displayPath } from '../utils/display-path.ts';

export interface SiteFolder {
  /** Absolute path of the folder holding site.json. */
  dir: string;
  siteFile: string;
  docsDir: string;
  publicDir: string;
}

/** Why a folder cannot be a site, in words that say where Quire looked and what to do. */
export class SiteFolderError extends Error {}


/**
 * The site folder named on the command line. Without site.json it says where it looked, and a
 * mint.json there means a Mintlify site: `quire migrate` converts it.
 */
export function findSiteFolder(dirArgument: string): SiteFolder {
  const dir = resolve(dirArgument);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new SiteFolderError(`${displayPath(dir)} is not a folder: give the folder that holds site.json and docs/`);
  }
  const siteFile = join(dir, 'site.json');
  if (!existsSync(siteFile)) {
    const mint = join(dir, 'mint.json');
    const advice = existsSync(mint)
      ? `Found ${displayPath(mint)}: this looks like a Mintlify site. Run \`quire migrate ${displayPath(dir)} ${displayPath(dir)}-quire\` to turn it into a Quire site in a new folder.`
      : 'A Quire site folder holds site.json (at least "name" and "navigation") and docs/ with the pages.';
    throw new SiteFolderError(`No site.json in ${displayPath(dir)} (looked for ${siteFile}).\n${advice}`);
  }
  return { dir, siteFile, docsDir: join(dir, 'docs'), publicDir: join(dir, 'public') };
}
