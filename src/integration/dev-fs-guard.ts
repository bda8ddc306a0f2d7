// `quire dev` serves the site, not the machine. Vite answers `/@fs/<any allowed path>` (and
// `?raw`, `?url`, `?import` of it) with the file, and its allow-list must hold the site folder and
// Quire's installation for the client to run. This middleware, placed before Vite's, refuses the
// files nobody publishes: the site's sources (pages, snippets, components, docs.json, site.json),
// its hidden, ignored and tool files, and everything of the installation but its modules.
// What the pages load is decided by what a file is, not where it sits: Quire's installation may be
// inside the site folder (`npm install quire-docs` in the docs folder), beside it, global or linked.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPublishableFile, SITE_ROOT_UNPUBLISHED, type Exclusions, type SourceLayout } from '../source/site-source.ts';
import { dependencyFolders, packageFolderOf } from '../utils/installed-packages.ts';
import { isInside, realPathOf } from '../utils/paths.ts';

/** Quire's installation: its src/ (client modules, components) and lib/ (the same, compiled) are what the client needs. */
const INSTALLATION = realPathOf(fileURLToPath(new URL('../..', import.meta.url)));
const INSTALLATION_MODULES = [join(INSTALLATION, 'src'), join(INSTALLATION, 'lib')];

/** The packages Quire runs on (Astro's and Vite's client, the Inter font, Mermaid…), found on the first request. */
let quireDependencies: ReadonlySet<string> | undefined;

/**
 * A file of Quire's modules or of a package Quire depends on (by its real path), no hidden part
 * inside it: what Quire's own pages load in dev, wherever Quire is installed.
 */
function isQuireModule(realPath: string): boolean {
  const inside = (folder: string) =>
    isInside(realPath, folder) &&
    !relative(folder, realPath)
      .split(sep)
      .some((part) => part.startsWith('.'));
  if (INSTALLATION_MODULES.some(inside)) return true;
  const folder = packageFolderOf(realPath);
  if (folder === undefined || isInside(folder, INSTALLATION_MODULES[0]) || isInside(folder, INSTALLATION_MODULES[1])) return false;
  quireDependencies ??= dependencyFolders(INSTALLATION);
  return quireDependencies.has(folder) && inside(folder);
}

/** Source files of a site: never served as they are, whatever the query. */
const SOURCE_NAME = /\.(md|mdx|jsx|tsx)$/i;

export interface DevFsGuardOptions {
  siteDir: string;
  /** The site's layout as it is now (`.mintignore` may change). */
  layout: () => { layout: SourceLayout; excluded: Exclusions };
  /** docs.json or site.json and its `$ref` files, as they are now. */
  configFiles: () => readonly string[];
  /** Vite's cache (its prebundled dependencies): made by Vite for the client, in Quire's work folder. */
  cacheDir?: string;
  /** Whether Vite's client module graph holds the file: a module a page's scripts import (a prebundled dependency, a package a React island uses). */
  knownToClient?: (path: string) => boolean;
}

/** Whether a file asked for through `/@fs/` may be served: see the module comment. */
export function servableThroughFs(path: string, options: DevFsGuardOptions): boolean {
  const name = basename(path);
  if ([...SITE_ROOT_UNPUBLISHED, 'site.json'].includes(name) || name.startsWith('.')) return false;
  if (options.configFiles().includes(path)) return false;
  const real = realPathOf(path);
  if (isQuireModule(real)) return true;
  if (options.cacheDir && isInside(real, realPathOf(options.cacheDir))) return true;
  // Quire installed inside the site folder: the rest of its package is not the site's.
  if (isInside(real, INSTALLATION) && !isInside(options.siteDir, INSTALLATION)) return false;
  if (isInside(path, options.siteDir)) {
    if (SOURCE_NAME.test(name)) return false;
    const { layout, excluded } = options.layout();
    const fromPages = relative(layout.pagesDir, path).split(sep).join('/');
    // Pages' folder files by the publishing rule; other files of a site.json site (public/, assets a page imports) by name only.
    if (isInside(path, layout.pagesDir) && !isPublishableFile(layout, fromPages, excluded)) return false;
    if (options.knownToClient?.(path)) return true;
    const relativePath = relative(options.siteDir, path).split(sep).join('/');
    return !relativePath.split('/').some((part) => part.startsWith('.') || part === 'node_modules');
  }
  if (isInside(real, INSTALLATION)) return false;
  return true; // Vite's own allow-list decides the rest (its cache, the work folder).
}

/** Connect middleware refusing `/@fs/` requests for what the build would not publish: 403, nothing read. */
export function devFsGuard(options: DevFsGuardOptions) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const url = request.url ?? '/';
    if (!url.startsWith('/@fs/')) return next();
    let path: string;
    try {
      path = resolve(decodeURIComponent(url.slice('/@fs'.length).split(/[?#]/)[0]));
    } catch {
      path = '';
    }
    if (path !== '' && servableThroughFs(path, options)) return next();
    response.statusCode = 403;
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.end('Quire serves the site, not its sources: this file is not published.\n');
  };
}
