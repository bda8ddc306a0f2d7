import { fileURLToPath } from 'node:url';
import { INSTALLATION } from '../cli/work-folder.ts';
import { dependencyFolders } from '../utils/installed-packages.ts';
import { realPathOf } from '../utils/paths.ts';

/**
 * How the render process is confined: Node's permission model (`--permission`), which the runtime
 * enforces on every module the process loads, however its code names a file or reaches `process`.
 * Granted: reading the site folder, Quire's installation, the packages Quire runs on and the bundle
 * the pages are drawn from, and loading the native addon Quire's components use (Sätteri's, loaded
 * before any page's code, after which the process refuses every other). Not granted, so refused:
 * writing any file, starting a process or a worker thread, WASI, the inspector. Code made from strings (`Function('…')`,
 * `eval`) is refused too, so a page's expression cannot assemble what a check would have read.
 * Not covered by Node's model: the network (a page's code may fetch at build time) and CPU and
 * memory (a page may loop); the environment is left empty, so there is nothing secret to send.
 */
export interface RenderGrants {
  siteDir: string;
  /** The folder holding the bundle Astro renders from (`.prerender/`) and the link its packages resolve through. */
  bundleDir: string;
}

/** The packages Quire runs on, found once per process. */
let quireDependencies: readonly string[] | undefined;

export function renderProcessFlags(grants: RenderGrants): string[] {
  quireDependencies ??= [...dependencyFolders(INSTALLATION)];
  const readable = new Set<string>();
  for (const folder of [grants.siteDir, grants.bundleDir, INSTALLATION, ...quireDependencies]) {
    readable.add(folder);
    readable.add(realPathOf(folder));
  }
  // Addons: Quire's components need Sätteri's; the process loads it first, then refuses any other (render-process.ts).
  return ['--permission', '--allow-addons', '--disable-warning=SecurityWarning', ...[...readable].map((folder) => `--allow-fs-read=${folder}`), '--disallow-code-generation-from-strings'];
}

/** The render process's environment: the locale and time zone dates are drawn in, nothing the build's environment holds besides. */
export function renderProcessEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const kept: NodeJS.ProcessEnv = { NODE_ENV: env.NODE_ENV ?? 'production' };
  for (const name of ['TZ', 'LANG', 'LC_ALL']) if (env[name] !== undefined) kept[name] = env[name];
  return kept;
}

export const folderOf = (url: string | URL): string => fileURLToPath(new URL('./', url)).replace(/[\\/]$/, '');
