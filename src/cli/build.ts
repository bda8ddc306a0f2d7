import { build } from 'astro';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { astroOptions, PROJECT_ROOT, type Flags } from './astro-options.ts';
import type { SiteFolder } from './site-folder.ts';
import type { Host } from '../hosts/host-files.ts';
import { replaceOutputFolder } from './output-folder.ts';
import { renderChunksFolder, siteWorkFolder } from './work-folder.ts';
import { renderFolderAdapter } from './render-folder.ts';
import { isInside } from '../utils/paths.ts';

/**
 * `quire build`: astro build with the Quire integration, run from the user's folder (messages name
 * files as the user sees them). The site is built in its work folder (`.quire/sites/…`, see
 * work-folder.ts), then swapped into the output folder, so a failed build leaves the earlier output
 * as it was; Astro's render chunks go to a folder of the work folder (render-folder.ts), removed after.
 * `out` is the output folder build-destination.ts allowed.
 */
export async function buildSite(site: SiteFolder, flags: Flags, out: string): Promise<string> {
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
