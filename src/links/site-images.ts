import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse } from 'jsonc-parser';
import { formatJsonPath, type PathSegment } from '../config/json-path.ts';
import { jsonLocator } from '../config/json-location.ts';
import { displayPath } from '../utils/display-path.ts';
import { isJsonObject } from '../utils/json.ts';
import { findBrokenConfigImages, findBrokenImages, type BrokenImage, type ConfigImage, type ImageFiles } from './check-images.ts';
import { collectPageUrls } from './collect-links.ts';

const PAGE_FILE = /\.mdx?$/i;

/** Every file under `root` (a symbolic link to a file counts), relative to it with `/`; none when there is no folder. */
export function filesUnder(root: string): string[] {
  let entries;
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  const isFile = (path: string) => {
    try {
      return statSync(path).isFile();
    } catch {
      return false;
    }
  };
  return entries
    .map((entry) => ({ entry, path: join(entry.parentPath, entry.name) }))
    .filter(({ entry, path }) => entry.isFile() || (entry.isSymbolicLink() && isFile(path)))
    .map(({ path }) => relative(root, path).split(sep).join('/'))
    .sort();
}

/** The images site.json names: `logo` (or `logo.light`/`logo.dark`), `favicon`, `backgroundImage`, each at its line. */
export function siteJsonImages(text: string): ConfigImage[] {
  try {
    const config: unknown = parse(text);
    if (!isJsonObject(config)) return [];
    const locate = jsonLocator(text);
    const paths: PathSegment[][] = [['favicon'], ['backgroundImage']];
    if (isJsonObject(config.logo)) paths.unshift(['logo', 'light'], ['logo', 'dark']);
    else paths.unshift(['logo']);
    return paths.flatMap((path) => {
      const value = path.reduce<unknown>((holder, key) => (isJsonObject(holder) ? holder[key as string] : undefined), config);
      const at = locate(path);
      return typeof value === 'string' && at ? [{ path: formatJsonPath(path), url: value, ...at }] : [];
    });
  } catch {
    // Nesting deep enough to overflow the JSON parser: the config's own validation names that.
    return [];
  }
}

export interface SiteImageSources {
  /** The folder of the pages. */
  docsDir: string;
  /** Folders whose files are served at the site's root: public/ for site.json; the site folder itself for Mintlify's layout. */
  staticRoots: readonly string[];
  /** The configuration file and the images it names (site.json: siteJsonImages). */
  config?: { file: string; images: readonly ConfigImage[] };
}

/** The files a site's images may name, read from its folders. */
export function siteImageFiles(docsDir: string, staticRoots: readonly string[], docsFiles = filesUnder(docsDir)): ImageFiles {
  return {
    pageFolder: new Set(docsFiles),
    pageFolderName: `${displayPath(docsDir)}/`,
    served: new Set(staticRoots.flatMap((root) => filesUnder(root).map((file) => `/${file}`))),
    servedFrom: staticRoots.map((root) => `${displayPath(root)}/`).join(' or '),
    bundlesMarkdownImages: true,
  };
}

/**
 * Every local image of a site (pages, snippets and the configuration) that names no file, before
 * anything renders: used by the build (Astro would otherwise stop on a missing markdown image with
 * neither file nor line) and by `quire check`. A page that cannot be parsed is left to the link check.
 */
export function checkSiteImages(sources: SiteImageSources): { broken: BrokenImage[]; images: number } {
  const docsFiles = filesUnder(sources.docsDir);
  const files = siteImageFiles(sources.docsDir, sources.staticRoots, docsFiles);
  const broken: BrokenImage[] = [];
  let images = 0;
  if (sources.config) {
    images += sources.config.images.length;
    broken.push(...findBrokenConfigImages(displayPath(sources.config.file), sources.config.images, files));
  }
  for (const file of docsFiles.filter((path) => PAGE_FILE.test(path))) {
    let uses;
    try {
      uses = collectPageUrls(readFileSync(join(sources.docsDir, file), 'utf8'), file.toLowerCase().endsWith('.mdx') ? 'mdx' : 'md').images;
    } catch {
      continue;
    }
    images += uses.length;
    broken.push(...findBrokenImages(file, displayPath(join(sources.docsDir, file)), uses, files));
  }
  return { broken, images };
}

/** checkSiteImages for a site.json site: public/ (or the given folder) is its one static root. */
export function checkSiteJsonImages(siteFile: string, docsDir: string, publicDir: string): { broken: BrokenImage[]; images: number } {
  let text: string | undefined;
  try {
    text = readFileSync(siteFile, 'utf8');
  } catch {
    text = undefined;
  }
  return checkSiteImages({ docsDir, staticRoots: [publicDir], config: text === undefined ? undefined : { file: siteFile, images: siteJsonImages(text) } });
}
