import { build } from 'astro';
import { homedir } from 'node:os';
import { readdirSync, rmSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { SITE_ROOT_IGNORE } from '../source/site-source.ts';
import { astroOptions, PROJECT_ROOT, type Flags } from './astro-options.ts';
import { REPORT_FILE } from '../site/report.ts';
import type { SiteFolder } from './site-folder.ts';
import type { Host } from '../hosts/host-files.ts';
import { UsageError } from './args.ts';
import { decideOutputFolder, formatOutputRefusal, replaceOutputFolder } from './output-folder.ts';
import { renderChunksFolder, siteWorkFolder, workBase } from './work-folder.ts';
import { renderFolderAdapter } from './render-folder.ts';
import { readSiteJson } from '../config/load.ts';
import { isJsonObject } from '../utils/json.ts';
import { isInside, realPathOf } from '../utils/paths.ts';
import { isHttpUrl } from '../utils/urls.ts';

/** The local OpenAPI files site.json names (URLs are not files); none while site.json is unreadable. docs.json's live beside it, among the sources. */
function localOpenApiFiles(site: SiteFolder): string[] {
  if (site.format === 'docs.json') return [];
  const read = readSiteJson(site.configFile);
  const openapi = read.ok && isJsonObject(read.value) ? read.value.openapi : undefined;
  const locations = (Array.isArray(openapi) ? openapi : [openapi]).filter((location): location is string => typeof location === 'string');
  return locations.filter((location) => !isHttpUrl(location)).map((location) => resolve(site.dir, location));
}

/**
 * A docs.json site keeps its sources in its own folder, beside the tools' folders the reader skips
 * (dist, build, node_modules, …). Every other entry is the site's; an output folder inside the site
 * folder must be one of the skipped ones, or the next build would read the built pages as pages.
 */
function docsJsonSources(siteDir: string, requested: string | undefined): string[] {
  const site = realPathOf(siteDir);
  // A link back to the site folder or above (`loop -> .`) is no folder of sources: the reader never follows it.
  const sources = readdirSync(siteDir)
    .filter((name) => !SITE_ROOT_IGNORE.includes(name) || name === '.git')
    .map((name) => join(siteDir, name))
    .filter((path) => !isInside(site, realPathOf(path)));
  const out = resolve(requested ?? join(siteDir, 'dist'));
  const top = relative(siteDir, out).split(sep)[0];
  return isInside(out, siteDir) && out !== siteDir && !SITE_ROOT_IGNORE.includes(top) ? [...sources, join(siteDir, top)] : sources;
}

/**
 * Where the built site goes: --out, else DIR/dist. The build replaces that folder whole, so it must
 * be new, empty or an earlier Quire output (or, with --force, a folder that is nothing of the site's,
 * the user's home or the current folder): see decideOutputFolder.
 */
function outputDir(site: SiteFolder, flags: Flags): string {
  const requested = typeof flags.out === 'string' ? flags.out : undefined;
  const verdict = decideOutputFolder({
    requested,
    siteDir: site.dir,
    sourceDirs: site.format === 'docs.json' ? docsJsonSources(site.dir, requested) : [site.pagesDir, site.staticDir, join(site.dir, '.git')],
    sourceFiles: localOpenApiFiles(site),
    cwd: process.cwd(),
    home: homedir(),
    installation: PROJECT_ROOT,
    workBase: workBase(),
    force: flags.force === true,
  });
  if (!verdict.ok) throw new UsageError(formatOutputRefusal(verdict.refusal));
  return verdict.dir;
}

/** Where a build of the site writes its report (config-setup.ts: Astro's root, the site's work folder). */
export const buildReportFile = (site: SiteFolder): string => join(siteWorkFolder(site.dir), REPORT_FILE);

/**
 * `quire build`: astro build with the Quire integration, run from the user's folder (messages name
 * files as the user sees them). The site is built in its work folder (`.quire/sites/…`, see
 * work-folder.ts), then swapped into the output folder, so a failed build leaves the earlier output
 * as it was; Astro's render chunks go to a folder of the work folder (render-folder.ts), removed after.
 */
export async function buildSite(site: SiteFolder, flags: Flags): Promise<string> {
  const out = outputDir(site, flags);
  // Only this repository's own site builds straight into its dist/ (Astro empties it first).
  const direct = isInside(out, PROJECT_ROOT);
  const workDir = siteWorkFolder(site.dir);
  const buildDir = direct ? out : join(workDir, 'dist');
  const options = astroOptions(site, flags, undefined, typeof flags.host === 'string' ? (flags.host as Host) : undefined);
  const renderFolder = renderChunksFolder(workDir);
  try {
    await build({ ...options, outDir: buildDir, build: { server: renderFolder }, integrations: [...(options.integrations ?? []), renderFolderAdapter()] });
  } finally {
    rmSync(renderFolder, { recursive: true, force: true });
  }
  if (!direct) replaceOutputFolder(buildDir, out);
  return out;
}
