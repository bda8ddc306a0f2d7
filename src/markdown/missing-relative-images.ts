import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineMdastPlugin } from 'satteri';
import { isReadableImage } from '../utils/readable-image.ts';
import { hasUrlScheme } from '../utils/urls.ts';

/** A URL Astro bundles from beside the page: no scheme, no leading "/" (those are served as they are). */
const isRelativeFile = (url: string): boolean => url !== '' && !url.startsWith('/') && !url.startsWith('#') && !hasUrlScheme(url);

/**
 * A markdown image named by a relative path that is not there, or that Astro cannot read (empty,
 * truncated, corrupt), stops Astro's build without naming the page. Where the policy makes missing
 * media a warning (docs.json sites, `--links warn`; the check before the build has said which),
 * the image keeps its place as the root-relative URL of where it was looked for: the page builds,
 * the reader's browser gets the published file (or a missing image), as on Mintlify.
 */
export const missingRelativeImagesPlugin = (pagesDir: string, tolerated: () => boolean) =>
  defineMdastPlugin({
    name: 'quire-missing-relative-images',
    image(node, ctx) {
      if (!tolerated() || !isRelativeFile(node.url) || !ctx.fileURL) return;
      const page = fileURLToPath(ctx.fileURL);
      const target = resolve(dirname(page), decodeURI(node.url.split(/[?#]/)[0]));
      if (isReadableImage(target)) return;
      ctx.setProperty(node, 'url', `/${relative(pagesDir, target).split('\\').join('/')}`);
    },
  });
