import type { AstroIntegrationLogger } from 'astro';
import { copyFileSync, createReadStream, existsSync, mkdirSync, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { lookup } from 'mrmime';
import { isStaticPath, listStaticFiles, type StaticRoot } from '../source/static-files.ts';
import { leavesFolder } from '../utils/paths.ts';

/**
 * The glue between the site's static files (listed by source/static-files.ts) and Astro: the
 * build copies them into its output, the dev server answers requests for them. The listing's names
 * are handed on for the integration's files that took them from here before the listing moved down.
 */

/**
 * Copies the static files into the built site. A file already there (a page, the 404 page, a
 * generated site file) is never overwritten: the site's own pages win, and the skipped files are named.
 */
export function copyStaticFiles(root: StaticRoot, outDir: string, logger: Pick<AstroIntegrationLogger, 'info' | 'warn'>): number {
  const skipped: string[] = [];
  let copied = 0;
  for (const [urlPath, file] of listStaticFiles(root)) {
    const target = join(outDir, urlPath.slice(1));
    if (existsSync(target) || urlPath.startsWith('/_astro/')) {
      skipped.push(urlPath);
      continue;
    }
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(file, target);
    copied++;
  }
  if (skipped.length > 0) logger.warn(`static files not published, because the built site has a file at their path: ${skipped.join(', ')}`);
  logger.info(`copied ${copied} static file${copied === 1 ? '' : 's'} from beside docs.json`);
  return copied;
}

/**
 * `quire dev`: a request for a static file of the site folder gets it (pages and Vite's own paths
 * come first only when no such file is there). `current` gives the root as it is now (made again
 * when `.mintignore` changes).
 */
export function staticFilesMiddleware(current: () => StaticRoot) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const root = current();
    let relativePath: string;
    try {
      relativePath = decodeURIComponent((request.url ?? '/').split(/[?#]/)[0]).replace(/^\/+/, '');
    } catch {
      return next();
    }
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isStaticPath(root, relativePath)) return next();
    const file = join(root.dir, relativePath);
    let stat: Stats | undefined;
    try {
      stat = statSync(file, { throwIfNoEntry: false });
    } catch {
      return next(); // A loop of links.
    }
    if (leavesFolder(file, root.dir) || !stat?.isFile()) return next();
    response.setHeader('Content-Type', lookup(file) ?? 'application/octet-stream');
    if (request.method === 'HEAD') return void response.end();
    createReadStream(file).pipe(response);
  };
}
