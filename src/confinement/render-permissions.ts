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

/** Quire's installation and the packages it runs on: read by every confined process, and the only place addons load from. */
export function installedFolders(): string[] {
  quireDependencies ??= [...dependencyFolders(INSTALLATION)];
  return [INSTALLATION, ...quireDependencies];
}

/** Each folder as given and as its real path (Node's grants compare real paths; a link's own path is what tools name). */
const bothPaths = (folders: readonly string[]): string[] => [...new Set(folders.flatMap((folder) => [folder, realPathOf(folder)]))];

export function renderProcessFlags(grants: RenderGrants): string[] {
  const readable = bothPaths([grants.siteDir, grants.bundleDir, ...installedFolders()]);
  // Addons: Quire's components need Sätteri's; the process loads it first, then refuses any other (render-process.ts).
  return ['--permission', '--allow-addons', '--disable-warning=SecurityWarning', ...readable.map((folder) => `--allow-fs-read=${folder}`), '--disallow-code-generation-from-strings'];
}

/**
 * Facts about the system the tools of `quire dev` read to choose their native builds and defaults:
 * which C library (detect-libc reads ldd), whether this is WSL (Vite's `open`). Nothing of the user's.
 */
const SYSTEM_FACTS = ['/usr/bin/ldd', '/proc/version'];

/** The folders of Quire's folder (work-folder.ts `workBase`) the dev server works in: its root (devWorkFolder) and Vite's cache for it. */
export interface DevFolders {
  workDir: string;
  viteCache: string;
}

/**
 * How `quire dev` is confined (the whole dev server: Vite draws every page in its own process, so
 * the site's code runs there): reading the site folder, Quire, the packages it runs on and its own
 * folders in Quire's folder, and writing those alone. Not the rest of Quire's folder: Node's
 * compile cache there holds code Quire's unconfined commands run (`quire build` loads its modules
 * from it), the site's build reads its own caches back, and other sites' folders hold their pages.
 * Addons load only from the installed folders (process-locks.ts), so one the server wrote cannot
 * be loaded. Code from strings stays allowed: Vite's module runner evaluates each module it serves that way.
 */
export function devProcessFlags(siteDir: string, folders: DevFolders): string[] {
  const readable = bothPaths([siteDir, ...devWritableFolders(folders), ...installedFolders()]);
  const writable = bothPaths(devWritableFolders(folders));
  return [
    '--permission',
    '--allow-addons',
    '--disable-warning=SecurityWarning',
    ...[...readable, ...SYSTEM_FACTS].map((path) => `--allow-fs-read=${path}`),
    ...writable.map((folder) => `--allow-fs-write=${folder}`),
  ];
}

/** What the dev server may write, and so where it may never load an addon from. */
export const devWritableFolders = ({ workDir, viteCache }: DevFolders): string[] => [workDir, viteCache];

/** The render process's environment: the locale and time zone dates are drawn in, nothing the build's environment holds besides. */
export function renderProcessEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return keptEnv(env, { NODE_ENV: env.NODE_ENV ?? 'production' }, ['TZ', 'LANG', 'LC_ALL']);
}

/**
 * `quire dev`'s environment: the locale, the terminal's colours, and the variables Quire itself reads
 * (where its folder is, how much it logs); no tokens, keys or paths of other tools for a page to send away.
 */
export function devProcessEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  // Astro's telemetry would write its settings in ~/.config, outside what the server may write.
  // Its update check asked npm's registry for Astro's latest version at every start (the date of
  // the last check is kept in ~/.config too, so it was never kept), and would tell a Quire author
  // to upgrade an Astro they do not install themselves.
  return keptEnv(env, { ASTRO_TELEMETRY_DISABLED: '1', ASTRO_DISABLE_UPDATE_CHECK: 'true' }, [
    'NODE_ENV',
    'TZ',
    'LANG',
    'LC_ALL',
    'TERM',
    'NO_COLOR',
    'FORCE_COLOR',
    'CI',
    'HOME',
    'XDG_CACHE_HOME',
    'QUIRE_CACHE_DIR',
    'QUIRE_DEBUG',
    'QUIRE_LOG_LEVEL',
  ]);
}

function keptEnv(env: NodeJS.ProcessEnv, fixed: NodeJS.ProcessEnv, names: readonly string[]): NodeJS.ProcessEnv {
  const kept: NodeJS.ProcessEnv = { ...fixed };
  for (const name of names) if (env[name] !== undefined) kept[name] = env[name];
  return kept;
}

export const folderOf = (url: string | URL): string => fileURLToPath(new URL('./', url)).replace(/[\\/]$/, '');
