import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { readSiteJson } from '../config/load.ts';
import { REPORT_FILE } from '../site/report.ts';
import { SITE_ROOT_IGNORE } from '../source/site-source.ts';
import { isJsonObject } from '../utils/json.ts';
import { isInside, realPathOf } from '../utils/paths.ts';
import { isHttpUrl } from '../utils/urls.ts';
import { UsageError } from './args.ts';
import type { Flags } from './astro-options.ts';
import { decideOutputFolder, formatOutputRefusal } from './output-folder.ts';
import type { ReaderCommands } from '../integration/reader-commands.ts';
import { OUTPUT_MARKER } from '../integration/output-marker.ts';
import { displayPath } from '../utils/display-path.ts';
import { SiteFolderError, type SiteFolder } from './site-folder.ts';
import { INSTALLATION, siteWorkFolder, workBase } from './work-folder.ts';

// Where `quire build` puts the site and its report, and what `quire preview` serves, decided before
// Astro and the integration are loaded: a refused --out is said at once, and loads nothing.

/** Where a build of the site writes its report (config-setup.ts: Astro's root, the site's work folder). */
export const buildReportFile = (site: SiteFolder): string => join(siteWorkFolder(site.dir), REPORT_FILE);

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
export function buildDestination(site: SiteFolder, flags: Flags): string {
  const requested = typeof flags.out === 'string' ? flags.out : undefined;
  const verdict = decideOutputFolder({
    requested,
    siteDir: site.dir,
    sourceDirs: site.format === 'docs.json' ? docsJsonSources(site.dir, requested) : [site.pagesDir, site.staticDir, join(site.dir, '.git')],
    sourceFiles: localOpenApiFiles(site),
    cwd: process.cwd(),
    home: homedir(),
    installation: INSTALLATION,
    workBase: workBase(),
    force: flags.force === true,
  });
  if (!verdict.ok) throw new UsageError(formatOutputRefusal(verdict.refusal));
  return verdict.dir;
}

/**
 * The folder `quire preview` serves: --out, else DIR/dist, and only one holding Quire's output
 * marker: a folder Quire did not build (a home folder, a source folder) is never put on the network.
 */
export function builtSiteFolder(site: SiteFolder, flags: Flags, commands: ReaderCommands): string {
  const out = typeof flags.out === 'string' && flags.out.trim() !== '' ? resolve(flags.out) : join(site.dir, 'dist');
  if (!existsSync(join(out, OUTPUT_MARKER))) {
    throw new SiteFolderError(`Nothing built by Quire at ${displayPath(out)}: run \`${commands.build}${out === join(site.dir, 'dist') ? '' : ` --out ${flags.out}`}\` first.`);
  }
  return out;
}
