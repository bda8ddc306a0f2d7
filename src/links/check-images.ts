import { dirname, posix } from 'node:path';
import { closestMatches, editDistance } from '../config/did-you-mean.ts';
import { isExternalUrl, resolveFrom } from '../utils/urls.ts';
import { pageHref, pageIdFromFile } from '../navigation/pages.ts';
import { formatBrokenImages, safeDecode, type BrokenLink } from './check-links.ts';
import type { ImageUse } from './collect-links.ts';
import { isScriptUrl } from '../utils/url-safety.ts';

/** What a site's images may be: the files beside its pages and the files served at its root. */
export interface ImageFiles {
  /** Files of the pages' folder, relative to it, `/`-separated ("guides/images/x.png"). */
  pageFolder: ReadonlySet<string>;
  /** How messages name the pages' folder ("docs/"). */
  pageFolderName: string;
  /** Files served at the site's root, as URL paths ("/images/x.png"), from every static root. */
  served: ReadonlySet<string>;
  /** How messages name the static roots ("public/"). */
  servedFrom: string;
  /**
   * Astro bundles a markdown image named by a relative path from beside its page's file and stops
   * the build without it (Quire); a Mintlify folder is served as is, so the browser resolves it.
   */
  bundlesMarkdownImages: boolean;
  /** Whether Astro can read a file of the pages' folder as an image (its size): one it bundles must be. */
  readableImage?: (pageFolderPath: string) => boolean;
}

/** A missing image: where it is written, what is missing, and the closest existing file to write instead. */
export interface BrokenImage extends BrokenLink {
  /** Astro cannot render the page without it, whatever the links setting says. */
  stopsBuild: boolean;
}

/** Files a reader's browser shows as an image or plays: the candidates for did-you-mean. */
const MEDIA_FILE = /\.(?:a?png|jpe?g|jfif|gif|svg|webp|avif|ico|bmp|tiff?|mp4|webm|mov|og[gv]|mp3|wav)$/i;

const withoutQuery = (url: string): string => url.replace(/[?#].*$/s, '');

const fileName = (path: string): string => path.slice(path.lastIndexOf('/') + 1).toLowerCase();

/**
 * The closest file to `wanted` ("/x/y.png"), as the author would write it (candidates map their
 * comparable path to that text). An image that moved keeps its name: a file of the same name, in
 * whatever folder, comes first; else the closest path.
 */
function closestFile(wanted: string, candidates: ReadonlyMap<string, string>): string | undefined {
  const sameName = [...candidates.keys()].filter((path) => fileName(path) === fileName(wanted));
  const [best] = sameName.length > 0 ? sameName.sort((a, b) => editDistance(wanted, a) - editDistance(wanted, b) || a.localeCompare(b)) : closestMatches(wanted, [...candidates.keys()], 1, true);
  return best === undefined ? undefined : candidates.get(best);
}

/** The served media files, made once per set of files: every missing image of a site is compared with them. */
const servedMedia = new WeakMap<ReadonlySet<string>, ReadonlyMap<string, string>>();
function servedCandidates(files: ImageFiles): ReadonlyMap<string, string> {
  let media = servedMedia.get(files.served);
  if (!media) servedMedia.set(files.served, (media = new Map([...files.served].filter((path) => MEDIA_FILE.test(path)).map((path) => [path, path]))));
  return media;
}

/**
 * The images of one page (`file` relative to the pages' folder, `shown` in messages) that name no
 * file. A markdown image with a relative path is looked for beside the page when Astro bundles it;
 * any other image is resolved as the browser resolves it against the page's address (without a
 * trailing slash, as links are) and looked for in the static roots. External and data: URLs are
 * not fetched; script URLs are reported on their own.
 */
export function findBrokenImages(file: string, shown: string, images: readonly ImageUse[], files: ImageFiles): BrokenImage[] {
  const broken: BrokenImage[] = [];
  const folder = dirname(file.split('\\').join('/'));
  for (const image of images) {
    const url = image.url.trim();
    if (url === '' || url.startsWith('#') || isExternalUrl(url) || isScriptUrl(url, 'image')) continue;
    const where = { file: shown, line: image.line, column: image.column, url: image.url };
    if (files.bundlesMarkdownImages && image.markdown && !url.startsWith('/')) {
      const target = posix.normalize(posix.join(folder, safeDecode(withoutQuery(url))));
      if (files.pageFolder.has(target)) {
        if (files.readableImage?.(target) !== false) continue;
        // There, but empty, truncated or corrupt: Astro cannot size it to bundle it.
        broken.push({ ...where, reason: `${image.where}: ${files.pageFolderName}${target} is no image Quire can read (empty, truncated, corrupt or of an unknown format)`, stopsBuild: true });
        continue;
      }
      // Written relative to the page when beside it, from the site root when served.
      const candidates = new Map(servedCandidates(files));
      for (const path of files.pageFolder) if (MEDIA_FILE.test(path)) candidates.set(`/${path}`, posix.relative(folder, path));
      broken.push({
        ...where,
        reason: `${image.where}: ${files.pageFolderName}${target} does not exist (a markdown image named by a relative path is bundled from beside its page)`,
        suggestion: closestFile(`/${target}`, candidates),
        stopsBuild: true,
      });
      continue;
    }
    const resolved = resolveFrom(url, pageHref(pageIdFromFile(file)));
    if (!resolved) continue;
    const pathname = safeDecode(resolved.pathname);
    if (files.served.has(pathname)) continue;
    broken.push({ ...where, reason: `${image.where}: ${pathname} is no file in ${files.servedFrom}`, suggestion: closestFile(pathname, servedCandidates(files)), stopsBuild: false });
  }
  return broken;
}

/** An image named in the site's configuration (logo, favicon, background), at its JSON path. */
export interface ConfigImage {
  /** `logo.light`, `favicon`, … */
  path: string;
  url: string;
  line: number;
  column: number;
}

/** The configuration's images that name no served file; a relative path is read from the site root, as on the home page. */
export function findBrokenConfigImages(shownFile: string, images: readonly ConfigImage[], files: ImageFiles): BrokenImage[] {
  return images.flatMap((image) => {
    const url = image.url.trim();
    if (url === '' || isExternalUrl(url) || isScriptUrl(url, 'image')) return [];
    const resolved = resolveFrom(url, '/');
    const pathname = resolved && safeDecode(resolved.pathname);
    if (pathname === undefined || files.served.has(pathname)) return [];
    const where = { file: shownFile, line: image.line, column: image.column, url: image.url };
    return [{ ...where, reason: `${image.path}: ${pathname} is no file in ${files.servedFrom}`, suggestion: closestFile(pathname, servedCandidates(files)), stopsBuild: false }];
  });
}

/**
 * Broken images under the links setting: "error" refuses them all, "warn" none (a missing markdown
 * image named by a relative path, which Astro cannot build, is kept as the URL it was looked for
 * at: markdown/missing-relative-images.ts).
 */
export function splitBrokenImages(broken: readonly BrokenImage[], links: 'error' | 'warn'): { refused: BrokenImage[]; warned: BrokenImage[] } {
  const refused = broken.filter(() => links === 'error');
  return { refused, warned: broken.filter((image) => !refused.includes(image)) };
}

/**
 * The line after problems that `links: "warn"` lets through: `quire check` says what the build
 * would do, the build what it does.
 */
export const LINKS_WARN_NOTE = { check: '(--links warn: the build would go on)', build: '(links: warn, so the build goes on past them)' } as const;

/**
 * How to fix refused links or images, ending with the way to publish meanwhile: real Mintlify
 * folders often hold a few (Mintlify builds them anyway), and their owners want the site first.
 */
export const brokenReferencesHint = (what: 'links' | 'image paths', unchecked: string): string =>
  `Fix the ${what} above (${unchecked} are not checked) and build again; to publish while you fix them, build with --links warn (in an Astro project: quire({ links: 'warn' })).`;

/**
 * Broken images as the build and `quire check` report them: the block of those the links setting
 * refuses, and the block of those it only warns about, ending with `by`'s note; none when empty.
 */
export function reportBrokenImages(broken: readonly BrokenImage[], links: 'error' | 'warn', by: keyof typeof LINKS_WARN_NOTE): { refused?: string; warned?: string } {
  const { refused, warned } = splitBrokenImages(broken, links);
  return {
    refused: refused.length > 0 ? formatBrokenImages(refused) : undefined,
    warned: warned.length > 0 ? `${formatBrokenImages(warned, 'warning')}\n${LINKS_WARN_NOTE[by]}` : undefined,
  };
}
