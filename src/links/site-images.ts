import { join } from 'node:path';
import { listFilesUnder } from '../source/list-files.ts';
import { exclusionsOf, isPublishableFile, type SiteSource } from '../source/site-source.ts';
import { parse } from 'jsonc-parser';
import { formatJsonPath, type PathSegment } from '../config/json-path.ts';
import { jsonLocator } from '../config/json-location.ts';
import { displayPath } from '../utils/display-path.ts';
import { isReadableImage } from '../utils/readable-image.ts';
import { isJsonObject } from '../utils/json.ts';
import { findBrokenConfigImages, findBrokenImages, type BrokenImage, type ConfigImage, type ImageFiles } from './check-images.ts';
import { sourcePageUrls, type ImageUse } from './collect-links.ts';
import type { Variables } from '../markdown/variables.ts';

/** Where each config names images; a value may be one path or a light/dark pair. */
const IMAGE_KEYS: Record<'site.json' | 'docs.json', PathSegment[][]> = {
  'site.json': [['logo'], ['favicon'], ['backgroundImage']],
  'docs.json': [['logo'], ['favicon'], ['background', 'image']],
};

/** The images a config names (site.json: `logo`, `favicon`, `backgroundImage`; docs.json: `logo`, `favicon`, `background.image`), each at its line. */
export function configImages(text: string, format: 'site.json' | 'docs.json' = 'site.json'): ConfigImage[] {
  try {
    const config: unknown = parse(text);
    if (!isJsonObject(config)) return [];
    const locate = jsonLocator(text);
    const valueAt = (path: PathSegment[]) => path.reduce<unknown>((holder, key) => (isJsonObject(holder) ? holder[key as string] : undefined), config);
    const paths = IMAGE_KEYS[format].flatMap((path) =>
      isJsonObject(valueAt(path))
        ? [
            [...path, 'light'],
            [...path, 'dark'],
          ]
        : [path],
    );
    return paths.flatMap((path) => {
      const value = valueAt(path);
      const at = locate(path);
      return typeof value === 'string' && at ? [{ path: formatJsonPath(path), url: value, ...at }] : [];
    });
  } catch {
    // Nesting deep enough to overflow the JSON parser: the config's own validation names that.
    return [];
  }
}

export interface SiteImageSources {
  /** The site's pages and snippets, listed and read once per build or check. */
  source: SiteSource;
  /** Folders whose files are served at the site's root: public/ for site.json; the site folder itself for Mintlify's layout. */
  staticRoots: readonly string[];
  /** The configuration file and the images it names (configImages). */
  config?: { file: string; images: readonly ConfigImage[] };
  /** docs.json `variables`: an image is checked at the path its page renders (`/images/{{product}}.png` names the value's file). */
  variables?: Variables;
}

/**
 * The files a site's images may name: the pages' folder (markdown images are bundled from there) and
 * the static roots. A static root that is the pages' folder (Mintlify's layout) serves only what the
 * build publishes from it: not its pages' sources, its config or its excluded files.
 */
export function siteImageFiles(source: SiteSource, staticRoots: readonly string[]): ImageFiles {
  const { layout } = source;
  const { pagesDir, ignore } = layout;
  const excluded = exclusionsOf(layout);
  const servedFrom = (root: string) => (root === pagesDir ? listFilesUnder(root, ignore).filter((file) => isPublishableFile(layout, file, excluded)) : listFilesUnder(root));
  return {
    pageFolder: new Set(listFilesUnder(pagesDir, ignore)),
    pageFolderName: `${displayPath(pagesDir)}/`,
    served: new Set(staticRoots.flatMap((root) => servedFrom(root).map((file) => `/${file}`))),
    servedFrom: staticRoots.map((root) => `${displayPath(root)}/`).join(' or '),
    bundlesMarkdownImages: true,
    readableImage: (path) => isReadableImage(join(pagesDir, path)),
  };
}

/**
 * Every local image of a site (pages, snippets and the configuration) that names no file, before
 * anything renders: used by the build (Astro would otherwise stop on a missing markdown image with
 * neither file nor line) and by `quire check`. A page that cannot be parsed is left to the link check.
 */
export function checkSiteImages({ source, staticRoots, config, variables }: SiteImageSources): { broken: BrokenImage[]; images: number } {
  const files = siteImageFiles(source, staticRoots);
  const broken: BrokenImage[] = [];
  let images = 0;
  if (config) {
    images += config.images.length;
    broken.push(...findBrokenConfigImages(displayPath(config.file), config.images, files));
  }
  for (const file of source.files) {
    let uses: ImageUse[];
    try {
      uses = sourcePageUrls(source, file, variables).images;
    } catch {
      continue;
    }
    images += uses.length;
    broken.push(...findBrokenImages(file.file, displayPath(file.path), uses, files));
  }
  return { broken, images };
}

/** checkSiteImages for a site folder: its one static root is public/ (site.json) or the site folder (docs.json), the config's images included. */
export function checkImagesOfSite(
  config: { file: string; text?: string },
  source: SiteSource,
  publicDir: string,
  format: 'site.json' | 'docs.json' = 'site.json',
  variables?: Variables,
): { broken: BrokenImage[]; images: number } {
  const { file: siteFile, text } = config;
  return checkSiteImages({ source, staticRoots: [publicDir], config: text === undefined ? undefined : { file: siteFile, images: configImages(text, format) }, variables });
}
