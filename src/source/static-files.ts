import { join } from 'node:path';
import { walkFolder, isToolingName } from './list-files.ts';
import { exclusionsOf, isPublishableFile, SITE_ROOT_IGNORE, type Exclusions, type SourceLayout } from './site-source.ts';
import { isInside } from '../utils/paths.ts';

/**
 * A Mintlify site keeps its static files beside docs.json (`images/x.png` is served at
 * `/images/x.png`), among the sources. Only files that are the site's static files are published:
 * never a page or snippet source (.md, .mdx, .jsx, .tsx), docs.json or a file it reads through
 * `$ref`, a dotfile, a tool's folder (node_modules, dist, .git, …) or file (package.json, lockfiles),
 * a file `.mintignore` lists, or the build's own output. The site-source reader owns that rule; the
 * build's copy and the dev server's middleware (integration/static-files.ts) ask this list.
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

/**
 * Every static file of the site folder, by its URL path ("/images/x.png"), in path order: the
 * site folder's one walk (walkFolder), so a link leading out of it is never followed. The tools'
 * folders at the top are passed over as folders (a file named `build` is still the site's).
 */
export function listStaticFiles(root: StaticRoot): Map<string, string> {
  const files = new Map<string, string>();
  const layout = layoutOf(root);
  const excluded = exclusionsFor(root);
  walkFolder(root.dir, {
    siteDir: root.dir,
    skip: isToolingName,
    skipFolder: (path, at, name) => (at === '' && layout.ignore?.includes(name)) || root.excludedDirs.some((dir) => isInside(path, dir)),
    entry: (relativePath, path, type) => {
      if (type.isFile() && isStaticPath(root, relativePath, excluded)) files.set(`/${relativePath}`, path);
    },
  });
  return files;
}
