// `quire dev` serves the site, not the machine. Vite answers `/@fs/<any allowed path>` (and
// `?raw`, `?url`, `?import` of it) with the file, and its allow-list must hold the site folder and
// Quire's installation for the client to run. This middleware, placed before Vite's, refuses the
// files nobody publishes: the site's sources (pages, snippets, components, docs.json, site.json),
// its hidden, ignored and tool files, and everything of the installation but its modules.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPublishableFile, SITE_ROOT_UNPUBLISHED, type Exclusions, type SourceLayout } from '../source/site-source.ts';
import { isInside } from '../utils/paths.ts';

/** Quire's installation: its src/ (client modules, components) and node_modules/ are what the client needs. */
const INSTALLATION = fileURLToPath(new URL('../..', import.meta.url));
const INSTALLATION_MODULES = [join(INSTALLATION, 'src'), join(INSTALLATION, 'lib'), join(INSTALLATION, 'node_modules')];

/** Source files of a site: never served as they are, whatever the query. */
const SOURCE_NAME = /\.(md|mdx|jsx|tsx)$/i;

export interface DevFsGuardOptions {
  siteDir: string;
  /** The site's layout as it is now (`.mintignore` may change). */
  layout: () => { layout: SourceLayout; excluded: Exclusions };
  /** docs.json or site.json and its `$ref` files, as they are now. */
  configFiles: () => readonly string[];
}

/** Whether a file asked for through `/@fs/` may be served: see the module comment. */
export function servableThroughFs(path: string, options: DevFsGuardOptions): boolean {
  const name = basename(path);
  if ([...SITE_ROOT_UNPUBLISHED, 'site.json'].includes(name) || name.startsWith('.')) return false;
  if (options.configFiles().includes(path)) return false;
  if (isInside(path, options.siteDir)) {
    const relativePath = relative(options.siteDir, path).split(sep).join('/');
    if (SOURCE_NAME.test(name)) return false;
    const { layout, excluded } = options.layout();
    const fromPages = relative(layout.pagesDir, path).split(sep).join('/');
    // Pages' folder files by the publishing rule; other files of a site.json site (public/, assets a page imports) by name only.
    if (isInside(path, layout.pagesDir) && !isPublishableFile(layout, fromPages, excluded)) return false;
    return !relativePath.split('/').some((part) => part.startsWith('.') || part === 'node_modules');
  }
  if (isInside(path, INSTALLATION)) return INSTALLATION_MODULES.some((folder) => isInside(path, folder));
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
