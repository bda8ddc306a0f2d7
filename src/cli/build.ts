import { build, type AstroIntegration } from 'astro';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { astroOptions, PROJECT_ROOT, workDirFor, type Flags } from './astro-options.ts';
import type { SiteFolder } from './site-folder.ts';
import { UsageError } from './args.ts';
import { displayPath } from '../utils/display-path.ts';

const isInside = (child: string, parent: string) => child === parent || child.startsWith(parent + sep);

/** Where the built site goes: --out, else DIR/dist. Never the site folder or one of its sources. */
export function outputDir(site: SiteFolder, flags: Flags): string {
  const out = typeof flags.out === 'string' ? resolve(flags.out) : join(site.dir, 'dist');
  // The build empties its output folder first.
  if (isInside(site.dir, out) || isInside(out, site.docsDir) || isInside(out, site.publicDir)) {
    throw new UsageError(`--out ${displayPath(out)} would wipe the site's own files: choose a folder outside docs/ and public/`);
  }
  return out;
}

/**
 * Astro writes the prerender chunks under its output folder only when that folder is inside the
 * current directory (else into ./.astro of it, where Astro's packages cannot be imported). So
 * rendering runs from the project folder; before and after it (site.json checks, the link check)
 * the current directory stays the user's, so messages name files as the user sees them.
 */
function renderFromProject(userCwd: string): AstroIntegration {
  return {
    name: 'quire:cli-working-directory',
    hooks: {
      'astro:build:start': () => process.chdir(PROJECT_ROOT),
      'astro:build:generated': () => process.chdir(userCwd),
    },
  };
}

/**
 * `quire build`: astro build with the Quire integration. Astro imports its prerender chunks from
 * the output folder, so an output folder outside this project could not resolve Astro's own
 * packages; such a site is built inside the project and then copied.
 */
export async function buildSite(site: SiteFolder, flags: Flags): Promise<string> {
  const out = outputDir(site, flags);
  const direct = isInside(out, PROJECT_ROOT) && !isInside(out, join(PROJECT_ROOT, 'node_modules'));
  const buildDir = direct ? out : join(workDirFor(site), 'dist');
  const options = astroOptions(site, flags);
  const userCwd = process.cwd();
  try {
    await build({ ...options, outDir: buildDir, integrations: [...(options.integrations ?? []), renderFromProject(userCwd)] });
  } finally {
    process.chdir(userCwd);
  }
  if (!direct) {
    rmSync(out, { recursive: true, force: true });
    cpSync(buildDir, out, { recursive: true });
    // The prerender chunks are build internals, not part of the site.
    if (existsSync(join(out, '.prerender'))) rmSync(join(out, '.prerender'), { recursive: true, force: true });
  }
  return out;
}
