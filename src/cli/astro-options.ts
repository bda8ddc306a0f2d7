import type { AstroInlineConfig } from 'astro';
import { join } from 'node:path';
import quire, { type QuireOptions } from '../integration/index.ts';
import { quireCommands, type ReaderCommands } from '../integration/reader-commands.ts';
import type { Host } from '../hosts/host-files.ts';
import { MODULES_DIR, ownModule } from '../utils/own-modules.ts';
import { isInside } from '../utils/paths.ts';

import { astroPublicDir, type SiteFolder } from './site-folder.ts';
import { readyWorkFolder, type WorkFolder } from './ready-work-folder.ts';
import { devWorkFolder, INSTALLATION, siteWorkFolder, workBase } from './work-folder.ts';

/**
 * This installation of Quire (this repository, or node_modules/quire-docs): its src/ (lib/ when
 * installed: content config, routes) is Astro's srcDir for every site. Nothing is written here.
 */
export const PROJECT_ROOT = INSTALLATION;

export type Flags = Record<string, string | true | undefined>;

/** `--links` as given; unset, the policy decides by the site's front door (src/site/policy.ts). */
export const linksFlag = (flags: Flags): 'error' | 'warn' | undefined => (flags.links === 'warn' || flags.links === 'error' ? flags.links : undefined);

const text = (value: string | true | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The inline Astro config every command uses: no astro.config.mjs (of the site or of this
 * project), the Quire integration with the options the flags give, the site's public/ folder
 * (a docs.json site has none: its static files are beside the pages). `host`: the host `quire
 * build --host` writes for (dev and preview read --host as the address to listen on).
 * `workFolder`: the site's work folder as the starting process made it ready (the confined dev
 * server may not make links, and must not prune: it sees other sites' folders as absent).
 */
export function astroOptions(
  site: SiteFolder,
  flags: Flags,
  commands: ReaderCommands = quireCommands('npx quire', '.'),
  host?: Host,
  { workFolder, ...more }: Pick<QuireOptions, 'programs'> & { workFolder?: WorkFolder } = {},
): AstroInlineConfig {
  const repo = text(flags.repo);
  const logLevel = (process.env.QUIRE_LOG_LEVEL ?? 'info') as AstroInlineConfig['logLevel'];
  const { base, workDir, modules, viteCache } = workFolder ?? readyWorkFolder(site);
  return {
    root: workDir,
    srcDir: MODULES_DIR,
    configFile: false,
    cacheDir: join(workDir, 'cache'),
    publicDir: astroPublicDir(site, workDir),
    logLevel,
    // One line per built route, no router warning for a dev 404 (log-destination.ts says why).
    logger: { entrypoint: ownModule('./log-destination.ts', import.meta.url), config: { level: logLevel, ...(flags.reporter === 'json' ? { stream: 'stderr' } : {}) } },
    ...(text(flags.site) ? { site: text(flags.site) } : {}),
    // Astro's dev toolbar audits the markup of Quire's components, which the author does not write:
    // quire dev draws no bar over their pages, as the built site has none.
    devToolbar: { enabled: false },
    integrations: [
      quire({
        siteDir: site.dir,
        repository: repo ? { url: repo, branch: text(flags.branch), docsDir: text(flags['docs-path']) } : undefined,
        links: linksFlag(flags),
        strict: flags.strict === true,
        commands,
        offline: flags.offline === true,
        ...(host ? { host } : {}),
        ...(text(flags['mcp-url']) ? { mcpUrl: text(flags['mcp-url']) } : {}),
        ...more,
      }),
    ],
    // The dev server serves Quire's components, the site's pages and assets, and its own work folder.
    vite: {
      // Astro puts Vite's cache in <root>/node_modules/.vite, through the link into the real node_modules.
      // Outside the root: inside it, the dev server missed the finished write of a site.json save.
      cacheDir: viteCache,
      server: { fs: { allow: [PROJECT_ROOT, modules, site.dir, workDir] }, watch: { ignored: [unwatchedInQuireRoot(site, base)] } },
    },
  };
}

/**
 * What the dev server does not watch in Quire's folder (`.quire`, the base of every work folder):
 * everything but this site's dev .astro/ (its dev content store), and the site folder should it
 * sit there. The dev root in the site's work folder is Astro's root, which Vite watches whole;
 * builds beside it, other sites' folders and the compile cache are written to all the time, and a site folder holding
 * `.quire` (a docs.json site at the top of its project) would otherwise have them crawled as its
 * pages. Quire's own source (MODULES_DIR) is outside and stays watched through the module graph.
 * Ancestors of kept folders stay watched so the watcher can reach them.
 */
export function unwatchedInQuireRoot(site: SiteFolder, base = workBase()): (path: string) => boolean {
  const kept = [join(devWorkFolder(siteWorkFolder(site.dir, base)), '.astro'), site.dir, site.staticDir].filter((dir) => isInside(dir, base));
  return (path) => isInside(path, base) && !kept.some((dir) => isInside(path, dir) || isInside(dir, path));
}

export const serverOptions = (flags: Flags) => ({
  ...(text(flags.host) ? { host: text(flags.host) } : {}),
  ...(text(flags.port) ? { port: Number(text(flags.port)) } : {}),
});
