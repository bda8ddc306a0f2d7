import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The two front doors of a Quire site. A `site.json` site keeps its pages in `docs/` and its static
 * files in `public/`; a Mintlify `docs.json` site keeps both beside docs.json, as Mintlify does (a
 * file at `images/x.png` is served at `/images/x.png`).
 */
export type ConfigFormat = 'site.json' | 'docs.json';

export interface SiteLayout {
  /** Absolute path of the site folder. */
  dir: string;
  format: ConfigFormat;
  /** The config file: DIR/site.json or DIR/docs.json. */
  configFile: string;
  /** Where the pages are: DIR/docs, or DIR itself for docs.json. */
  pagesDir: string;
  /** Where the static files are: DIR/public, or DIR itself for docs.json. */
  staticDir: string;
}

/** Why a folder is not a site, as data: the CLI and the integration word it. */
export type LayoutProblem = { kind: 'not-a-folder'; dir: string } | { kind: 'no-config'; dir: string; mintJson?: string } | { kind: 'both-configs'; dir: string; siteJson: string; docsJson: string };

export function layoutFor(dir: string, format: ConfigFormat): SiteLayout {
  const configFile = join(dir, format);
  if (format === 'docs.json') return { dir, format, configFile, pagesDir: dir, staticDir: dir };
  return { dir, format, configFile, pagesDir: join(dir, 'docs'), staticDir: join(dir, 'public') };
}

/** Which front door a folder has: site.json or docs.json, never both (which one would be the site?). */
export function detectSiteLayout(dirArgument: string): { layout: SiteLayout } | { problem: LayoutProblem } {
  const dir = resolve(dirArgument);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return { problem: { kind: 'not-a-folder', dir } };
  const siteJson = join(dir, 'site.json');
  const docsJson = join(dir, 'docs.json');
  const hasSite = existsSync(siteJson);
  const hasDocs = existsSync(docsJson);
  if (hasSite && hasDocs) return { problem: { kind: 'both-configs', dir, siteJson, docsJson } };
  if (hasSite) return { layout: layoutFor(dir, 'site.json') };
  if (hasDocs) return { layout: layoutFor(dir, 'docs.json') };
  const mintJson = join(dir, 'mint.json');
  return { problem: { kind: 'no-config', dir, ...(existsSync(mintJson) ? { mintJson } : {}) } };
}
