import { build, type AstroIntegration } from 'astro';
import { homedir } from 'node:os';
import { readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { SITE_ROOT_IGNORE } from '../source/site-source.ts';
import { astroOptions, PROJECT_ROOT, workDirFor, type Flags } from './astro-options.ts';
import type { SiteFolder } from './site-folder.ts';
import type { Host } from '../hosts/host-files.ts';
import { UsageError } from './args.ts';
import { decideOutputFolder, formatOutputRefusal, replaceOutputFolder } from './output-folder.ts';
import { workBase } from './work-folder.ts';
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

/**
 * Astro writes the prerender chunks under its output folder only when that folder is inside the
 * current directory (else into ./.astro of it, where Astro's packages cannot be imported). So
 * rendering runs from the folder holding the build (the site's work folder, whose node_modules link
 * resolves Astro's packages); before and after it (site.json checks, the link check) the current
 * directory stays the user's, so messages name files as the user sees them.
 * The one change of directory left in Quire: Astro 7 reads process.cwd() each time it needs that
 * folder (getOutDirWithinCwd in astro/dist/core/build/common.js) and has no option for it; the
 * ways around it (an adapter declaring preserveBuildServerDir, or Astro run in a child process
 * started in the work folder) change more of the build than they remove.
 */
function renderFrom(dir: string, userCwd: string): AstroIntegration {
  return {
    name: 'quire:cli-working-directory',
    hooks: {
      'astro:build:start': () => process.chdir(dir),
      'astro:build:generated': () => process.chdir(userCwd),
    },
  };
}

/**
 * `quire build`: astro build with the Quire integration. Astro imports its prerender chunks from
 * the output folder, so an output folder outside this project could not resolve Astro's own
 * packages; the site is built in its work folder (`.quire/sites/…`, see work-folder.ts), then
 * swapped into the output folder.
 */
export async function buildSite(site: SiteFolder, flags: Flags): Promise<string> {
  const out = outputDir(site, flags);
  // Only this repository's own site builds straight into its dist/ (Astro empties it first).
  const direct = isInside(out, PROJECT_ROOT);
  const workDir = workDirFor(site);
  const buildDir = direct ? out : join(workDir, 'dist');
  const options = astroOptions(site, flags, undefined, typeof flags.host === 'string' ? (flags.host as Host) : undefined);
  const userCwd = process.cwd();
  try {
    await build({ ...options, outDir: buildDir, integrations: [...(options.integrations ?? []), renderFrom(direct ? PROJECT_ROOT : workDir, userCwd)] });
  } finally {
    process.chdir(userCwd);
  }
  if (!direct) replaceOutputFolder(buildDir, out);
  return out;
}
