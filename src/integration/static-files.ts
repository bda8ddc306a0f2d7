import type { AstroIntegrationLogger } from 'astro';
import { copyFileSync, createReadStream, existsSync, mkdirSync, readdirSync, realpathSync, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, relative } from 'node:path';
import { lookup } from 'mrmime';
import { exclusionsOf, isPublishableFile, SITE_ROOT_IGNORE, type Exclusions, type SourceLayout } from '../source/site-source.ts';
import { isInside, leavesFolder } from '../utils/paths.ts';

/**
 * A Mintlify site keeps its static files beside docs.json (`images/x.png` is served at
 * `/images/x.png`), among the sources. Only files that are the site's static files are published:
 * never a page or snippet source (.md, .mdx, .jsx, .tsx), docs.json or a file it reads through
 * `$ref`, a dotfile, a tool's folder (node_modules, dist, .git, …) or file (package.json, lockfiles),
 * a file `.mintignore` lists, or the build's own output. The site-source reader owns that rule.
 */
export interface StaticRoot {
  /** The folder holding docs.json. */
  dir: string;
  /** Absolute paths never published: docs.json and its `$ref` files. */
  sources: () => readonly string[];
  /** Folders never published (absolute): the output folder, Astro's cache, when inside the site folder. */
  excludedDirs: readonly string[];
  /** The site's layout (siteRootLayout): its skipped folders and excluded files (`.mintignore`, the tools' files). */
  layout?: SourceLayout;
  /** The layout's exclusions, parsed once when the root is made (staticRootOf); without them each call parses the rules. */
  excluded?: Exclusions;
}

const layoutOf = (root: StaticRoot): SourceLayout => root.layout ?? { pagesDir: root.dir, ignore: SITE_ROOT_IGNORE };

/** The site's static files' root with its exclusion rules parsed once: the dev server asks it on every request. */
export const staticRootOf = (root: Omit<StaticRoot, 'excluded'>): StaticRoot => ({ ...root, excluded: exclusionsOf(layoutOf(root)) });

const exclusionsFor = (root: StaticRoot): Exclusions => root.excluded ?? exclusionsOf(layoutOf(root));

/** Whether a path relative to the site folder is one of its static files (the file itself is not looked at). */
export function isStaticPath(root: StaticRoot, relativePath: string, excluded: Exclusions = exclusionsFor(root)): boolean {
  if (!isPublishableFile(layoutOf(root), relativePath, excluded)) return false;
  const absolute = join(root.dir, ...relativePath.split(/[\\/]/).filter((part) => part !== ''));
  if (root.sources().includes(absolute)) return false;
  return !root.excludedDirs.some((dir) => isInside(absolute, dir));
}

/** Every static file of the site folder, by its URL path ("/images/x.png"), in path order. */
export function listStaticFiles(root: StaticRoot): Map<string, string> {
  const files = new Map<string, string>();
  const layout = layoutOf(root);
  const excluded = exclusionsFor(root);
  // Each real folder once: a link back to a folder holding it (`loop -> .`) adds no file.
  const walked = new Set<string>();
  const visit = (dir: string) => {
    let real: string;
    try {
      real = realpathSync(dir);
    } catch {
      return;
    }
    if (walked.has(real)) return;
    walked.add(real);
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(dir, entry.name);
      const relativePath = relative(root.dir, path).split('\\').join('/');
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      if (dir === root.dir && entry.isDirectory() && layout.ignore?.includes(entry.name)) continue;
      // A link leaving the site folder is refused before the build (check-sources); never followed here.
      if (leavesFolder(path, root.dir) || root.excludedDirs.some((excluded) => isInside(path, excluded))) continue;
      let stat: Stats | undefined;
      try {
        stat = statSync(path, { throwIfNoEntry: false });
      } catch {
        continue; // A loop of links (ELOOP) leads to no file, as a link to nothing.
      }
      if (stat?.isDirectory()) visit(path);
      else if (stat?.isFile() && isStaticPath(root, relativePath, excluded)) files.set(`/${relativePath}`, path);
    }
  };
  visit(root.dir);
  return files;
}

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
