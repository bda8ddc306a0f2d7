import type { AstroInlineConfig } from 'astro';
import { createHash } from 'node:crypto';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import quire from '../integration/index.ts';
import { MODULES_DIR } from '../utils/own-modules.ts';
import { isInside } from '../utils/paths.ts';

import { astroPublicDir, type SiteFolder } from './site-folder.ts';

/**
 * This installation of Quire (this repository, or node_modules/quire): the Astro root of every site
 * folder it builds, with its src/ (lib/ when installed: content config, routes) as Astro's srcDir.
 */
export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

export type Flags = Record<string, string | true | undefined>;

const text = (value: string | true | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Quire's own working folder for one site: Astro's content store and, for an output folder outside
 * this project, the build itself. Keyed by the site's path, so two sites never share a store
 * (a shared one mixes up their pages).
 */
export function workDirFor(site: SiteFolder): string {
  const key = createHash('sha256').update(site.dir).digest('hex').slice(0, 10);
  return join(PROJECT_ROOT, 'node_modules/.cache/quire', `${basename(site.dir) || 'site'}-${key}`);
}

/**
 * The inline Astro config every command uses: no astro.config.mjs (of the site or of this
 * project), the Quire integration with the options the flags give, the site's public/ folder
 * (a docs.json site has none: its static files are beside the pages).
 */
export function astroOptions(site: SiteFolder, flags: Flags): AstroInlineConfig {
  const repo = text(flags.repo);
  const logLevel = (process.env.QUIRE_LOG_LEVEL ?? 'info') as AstroInlineConfig['logLevel'];
  return {
    root: PROJECT_ROOT,
    srcDir: MODULES_DIR,
    configFile: false,
    cacheDir: join(workDirFor(site), 'cache'),
    publicDir: astroPublicDir(site, workDirFor(site)),
    logLevel,
    ...(text(flags.site) ? { site: text(flags.site) } : {}),
    integrations: [
      quire({
        siteDir: site.dir,
        repository: repo ? { url: repo, branch: text(flags.branch), docsDir: text(flags['docs-path']) } : undefined,
        links: flags.links === 'warn' ? 'warn' : 'error',
      }),
    ],
    // The dev server may serve the site's pages and assets from outside this project.
    vite: { server: { fs: { allow: [PROJECT_ROOT, site.dir] }, watch: { ignored: [unwatchedInQuireRoot(site)] } } },
  };
}

/**
 * What the dev server does not watch inside Quire's own root: everything but Quire's source
 * (MODULES_DIR), Astro's .astro/ (its dev content store) and the site folder when it sits there
 * (tests, bench). Installed, the root is node_modules/quire, which Vite never watches; in this
 * repository the root also holds build outputs and generated sites, and crawling them cost about
 * 1 s of every `quire dev` start (CPU profile, bench/). Ancestors of kept folders stay watched so
 * the watcher can reach them.
 */
export function unwatchedInQuireRoot(site: SiteFolder): (path: string) => boolean {
  const kept = [MODULES_DIR, join(PROJECT_ROOT, '.astro'), site.dir, site.publicDir];
  return (path) => isInside(path, PROJECT_ROOT) && !kept.some((dir) => isInside(path, dir) || isInside(dir, path));
}

export const serverOptions = (flags: Flags) => ({
  ...(text(flags.host) ? { host: text(flags.host) } : {}),
  ...(text(flags.port) ? { port: Number(text(flags.port)) } : {}),
});
