import { findBrokenImages, type ImageFiles } from '../links/check-images.ts';
import { collectPageUrls, type ImageUse } from '../links/collect-links.ts';
import { isExternalUrl } from '../utils/urls.ts';
import { summariseUnusedFrontmatter } from './frontmatter.ts';
import { findComponentNotices } from './page-components.ts';
import { checkSourceLinks } from './source-links.ts';
import type { SourceBrokenLink } from './report-types.ts';

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

/**
 * The images of the source pages that name no file of the folder, with the closest file. Mintlify
 * serves the folder as is: every image, a markdown one too, is resolved against the page's address
 * and found at that path from the folder's root.
 */
function brokenSourceImages(imagesOf: (file: string) => ImageUse[], pages: readonly string[], files: readonly string[]): SourceBrokenLink[] {
  const folder: ImageFiles = {
    pageFolder: new Set(files),
    pageFolderName: '',
    served: new Set(files.map((file) => `/${file}`)),
    servedFrom: 'the source folder',
    bundlesMarkdownImages: false,
  };
  return pages.flatMap((file) => findBrokenImages(file, file, imagesOf(file), folder)).map((image) => ({ file: image.file, line: image.line, target: image.url, closest: image.suggestion }));
}

/**
 * What the pages themselves will do in Quire, found before anything is written: broken internal
 * links and images, script URLs (javascript:, …), pages MDX cannot read, frontmatter Quire ignores, images named by a relative path, and
 * components Quire will not render as Mintlify does, in the pages as migrate writes them.
 * `readText` gives a page's text (the caller reads each file once).
 */
export function checkPages(
  readText: (file: string) => string,
  pages: readonly string[],
  snippets: readonly string[],
  staticFiles: readonly string[],
): { brokenLinks: SourceBrokenLink[]; brokenImages: SourceBrokenLink[]; warnings: string[] } {
  const links = checkSourceLinks(readText, pages, staticFiles);
  const warnings = links.unreadable.map(({ file, message }) => `${file}: could not be read as MDX (${message}); the build will report it`);
  for (const { file, line, url, reason } of links.scriptUrls) {
    warnings.push(`${file}:${line}: ${url}: ${reason}; quire build refuses it, so replace it with a link to a page or an https:// URL`);
  }
  warnings.push(...summariseUnusedFrontmatter(pages.map((file) => ({ file, text: readText(file) }))));
  const images = new Map<string, ImageUse[]>();
  const imagesOf = (file: string): ImageUse[] => {
    if (!images.has(file)) {
      try {
        images.set(file, collectPageUrls(readText(file), /\.mdx$/i.test(file) ? 'mdx' : 'md').images);
      } catch {
        images.set(file, []); // Named among the warnings: could not be read as MDX.
      }
    }
    return images.get(file)!;
  };
  for (const file of pages) {
    for (const { line, url } of imagesOf(file).filter((image) => !/^[/#]/.test(image.url.trim()) && !isExternalUrl(image.url.trim()))) {
      warnings.push(`${file}:${line}: the image "${url}" is named by a relative path; images are in public/, so write it from the site root ("/…")`);
    }
  }
  const unreadable = new Set(links.unreadable.map((entry) => entry.file));
  const brokenImages = brokenSourceImages(imagesOf, [...pages, ...snippets], [...pages, ...snippets, ...staticFiles]);
  for (const file of [...pages, ...snippets].filter((path) => /\.mdx$/i.test(path) && !unreadable.has(path))) {
    try {
      for (const notice of findComponentNotices(readText(file))) warnings.push(`${file}:${notice.line}: <${notice.name}>: ${notice.detail}`);
    } catch (error) {
      warnings.push(`${file}: could not be read as MDX (${firstLine(error)}); the build will report it`);
    }
  }
  return { brokenLinks: links.broken, brokenImages, warnings };
}
