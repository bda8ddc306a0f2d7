import { accessSync, constants, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { homedir } from 'node:os';
import { basename, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dependencyNames } from '../utils/installed-packages.ts';

/**
 * Where Quire writes while it works on a site, and nothing else: Astro's root for each site (its
 * .astro/ folder, content store, Vite's cache, a build before it is swapped into the output
 * folder, the chunks Astro renders its pages from) and Node's compile cache. Never inside node_modules, which may be read-only (pnpm's
 * store, Nix, a Docker layer) and is replaced by a reinstall. Only node builtins here (and installed-packages.ts, itself only builtins): the
 * compile cache asks for its folder before anything else loads.
 */

/** This installation of Quire: this repository, or node_modules/quire-docs (its src/ or lib/ renders every site). */
export const INSTALLATION = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '');

/** The marker a site's work folder carries: which site folder it is for (pruning reads it). */
export const SITE_MARKER = 'quire-site.json';

export interface BaseInputs {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Quire's own folder (INSTALLATION). */
  installation?: string;
  home?: string;
  /** Whether Quire may keep its folder in `dir`: a project (package.json) it can write to. */
  isProject?: (dir: string) => boolean;
}

/** A folder a user installs packages into: it has a package.json, and Quire can write there. */
export function isWritableProject(dir: string): boolean {
  if (!existsSync(join(dir, 'package.json'))) return false;
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The project an installation belongs to: the folder above the outermost node_modules in its path
 * (`<project>/node_modules/quire-docs`, `…/node_modules/@scope/quire-docs`, a nested
 * `…/node_modules/x/node_modules/quire-docs`, pnpm's `…/node_modules/.pnpm/quire-docs@1/node_modules/quire-docs`),
 * so Quire's folder is never inside any node_modules; the installation itself when it is in none
 * (this repository).
 */
export function projectOf(installation: string): string {
  const parts = resolve(installation).split(sep);
  const first = parts.indexOf('node_modules');
  if (first === -1) return resolve(installation);
  return parts.slice(0, first).join(sep) || sep;
}

/**
 * Quire's folder: QUIRE_CACHE_DIR when set (relative to the current folder); else `.quire` in the
 * project Quire is installed in (or in this repository); else, for a global install (no project
 * of the user's around it), `$XDG_CACHE_HOME/quire` or `~/.cache/quire`.
 */
export function workBase(inputs: BaseInputs = {}): string {
  const env = inputs.env ?? process.env;
  const chosen = env.QUIRE_CACHE_DIR;
  if (chosen !== undefined && chosen.trim() !== '') return resolve(inputs.cwd ?? process.cwd(), chosen);
  const project = projectOf(inputs.installation ?? INSTALLATION);
  if ((inputs.isProject ?? isWritableProject)(project)) return join(project, '.quire');
  const xdg = env.XDG_CACHE_HOME;
  return join(xdg && isAbsolute(xdg) ? xdg : join(inputs.home ?? homedir(), '.cache'), 'quire');
}

/**
 * One site's work folder, the Astro root Quire builds and serves it from (Astro's .astro/ and
 * content store, the build before it goes to the output folder), in Quire's folder: named after
 * the site folder and keyed by its absolute path, so two sites (even two folders called docs)
 * never share a content store (a shared one mixes up their pages).
 */
export function siteWorkFolder(siteDir: string, base: string = workBase()): string {
  const key = createHash('sha256').update(siteDir).digest('hex').slice(0, 10);
  return join(base, 'sites', `${basename(siteDir) || 'site'}-${key}`);
}

/**
 * `quire dev`'s own Astro root, inside the site's work folder. The dev server runs the site's code
 * (confined, confined-dev.ts) and may write only here and in this folder's Vite cache: never in
 * what `quire build` reads back (its content store and remote-spec cache in the work folder's
 * cache/, its output), which a page's code run by the server could otherwise plant for a build.
 */
export const devWorkFolder = (workDir: string): string => join(workDir, 'dev');

/**
 * Vite's dependency cache for a work folder: outside it (Astro would put it in
 * `<root>/node_modules/.vite`, through the link into the real node_modules), named after the work
 * folder's path under `sites/` (`acme-0123456789`, dev's `acme-0123456789-dev`).
 */
export const viteCacheFolder = (workDir: string, base: string): string => join(base, 'vite', relative(join(base, 'sites'), workDir).split(sep).join('-'));

/**
 * Where `quire build` has Astro write the chunks it renders the pages from (render-folder.ts says
 * why Quire names it): in the work folder, whose node_modules link resolves Astro's packages.
 * Astro writes them in `.prerender/` of it and removes that; the build removes the folder.
 */
export const renderChunksFolder = (workDir: string): string => join(workDir, 'render-chunks');

/**
 * Creates Quire's folder if missing, with a .gitignore of `*` so that nobody has to add it to
 * theirs. A folder that already exists (one the user named) is left as it is.
 */
export function ensureBase(base: string): void {
  if (existsSync(base)) return;
  mkdirSync(base, { recursive: true });
  try {
    writeFileSync(join(base, '.gitignore'), '# Written by Quire: its caches and work folders, never committed.\n*\n', { flag: 'wx' });
  } catch {
    // Another Quire wrote it a moment ago.
  }
}

const isLink = (path: string): boolean => {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
};

const writeIfChanged = (path: string, text: string): void => {
  if (!existsSync(path) || readFileSync(path, 'utf8') !== text) writeFileSync(path, text);
};

/**
 * The package.json of a work folder. Astro reads the one nearest its root to find the packages
 * built on Astro, which Vite must bundle rather than hand to Node; without one (Quire's folder
 * outside any project: a global install's ~/.cache/quire, a QUIRE_CACHE_DIR elsewhere) `quire dev`
 * failed on their `astro:` imports. It names Quire's dependencies and those of the project Quire
 * is installed in, which the work folder's node_modules link resolves.
 */
export function workFolderManifest(installation: string = INSTALLATION): string {
  const project = projectOf(installation);
  const names = new Set([
    ...dependencyNames(installation, ['dependencies', 'optionalDependencies']),
    ...(project === resolve(installation) ? [] : dependencyNames(project, ['dependencies', 'devDependencies'])),
  ]);
  const dependencies = Object.fromEntries([...names].sort().map((name) => [name, '*']));
  return `${JSON.stringify({ name: 'quire-work-folder', private: true, description: 'Written by Quire for Astro, which reads the packages a site builds with from here.', dependencies }, null, 2)}\n`;
}

/**
 * Makes a site's work folder ready for Astro: the folder, its marker, its package.json, and a `node_modules` link to
 * the folder Quire's packages resolve from (Astro and Vite resolve packages from their root). A
 * link pointing elsewhere (Quire moved) is replaced; anything else named node_modules is kept.
 */
export function prepareWorkFolder(workDir: string, siteDir: string, base: string, modules: string, installation: string = INSTALLATION): void {
  ensureBase(base);
  mkdirSync(workDir, { recursive: true });
  writeIfChanged(join(workDir, SITE_MARKER), `${JSON.stringify({ site: siteDir })}\n`);
  writeIfChanged(join(workDir, 'package.json'), workFolderManifest(installation));
  const link = join(workDir, 'node_modules');
  if (isLink(link) && readlinkSync(link) !== modules) unlinkSync(link);
  if (!existsSync(link) && !isLink(link)) {
    try {
      symlinkSync(modules, link, 'junction');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/** Whether nothing is at `path` any more: a folder that cannot be looked at (no permission, a confined process) is not gone. */
function isGone(path: string): boolean {
  try {
    lstatSync(path);
    return false;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR';
  }
}

/**
 * Removes the work folders of sites that no longer exist: only folders directly in `<base>/sites`
 * that carry Quire's marker naming a site folder now missing, with their Vite cache. The
 * node_modules link is removed first, as a link (what it points to is never touched). → the folders removed.
 */
export function pruneWorkFolders(base: string): string[] {
  const sites = join(base, 'sites');
  const removed: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(sites);
  } catch {
    return removed;
  }
  for (const name of entries) {
    const dir = join(sites, name);
    try {
      if (!lstatSync(dir).isDirectory()) continue;
      const recorded: unknown = JSON.parse(readFileSync(join(dir, SITE_MARKER), 'utf8')).site;
      if (typeof recorded !== 'string' || !isAbsolute(recorded) || !isGone(recorded)) continue;
      const links = [dir, devWorkFolder(dir)].map((workDir) => join(workDir, 'node_modules'));
      // Not the links Quire made: leave the whole folder alone.
      if (links.some((link) => !isLink(link) && existsSync(link))) continue;
      for (const link of links) if (isLink(link)) unlinkSync(link);
      rmSync(dir, { recursive: true, force: true });
      for (const workDir of [dir, devWorkFolder(dir)]) rmSync(viteCacheFolder(workDir, base), { recursive: true, force: true });
      removed.push(dir);
    } catch {
      // No marker, unreadable, or in use by another Quire: left as it is.
    }
  }
  return removed;
}

/**
 * The node_modules folder Quire's packages resolve from, found as Node finds packages: the first
 * `node_modules` holding astro, from Quire's own folder upwards (this repository's, the project's
 * beside node_modules/quire-docs, a nested one, pnpm's folder beside its real quire).
 */
export function modulesFolder(installation: string = INSTALLATION): string {
  let dir = resolve(installation);
  for (;;) {
    const candidate = basename(dir) === 'node_modules' ? undefined : join(dir, 'node_modules');
    if (candidate && existsSync(join(candidate, 'astro'))) return candidate;
    const parent = resolve(dir, '..');
    if (parent === dir) return join(installation, 'node_modules');
    dir = parent;
  }
}
