import { existsSync } from 'node:fs';
import { sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Astro keeps each compiled component's styles and scripts under the component's path, and looks
 * them up under that path read against the project root: a path sharing no folder with the root
 * but `/` is taken for a root-relative URL there, the lookup misses and the build stops ("No
 * cached compile metadata found"). Quire's components are outside its work folder, and with a
 * global install (Quire under /usr/lib or /opt, its work folder in ~/.cache/quire) or a
 * QUIRE_CACHE_DIR elsewhere, nothing but `/` is shared. Such a component's sub-requests are named
 * here through Vite's `/@fs` prefix, which Astro's lookup removes before it looks.
 */

/** Whether two absolute POSIX paths share a folder other than `/`. */
export function shareAFolder(a: string, b: string): boolean {
  const first = (path: string) => path.split('/').find((part) => part !== '');
  return first(a) !== undefined && first(a) === first(b);
}

/** The id Astro finds a component's sub-request under (`X.astro?astro&type=style…`), or undefined when it finds it as it is. */
export function subRequestId(source: string, root: string): string | undefined {
  // Dev's browser asks for such a sub-request as `/@fs/…`, which Vite's resolver would take off again.
  const path = source.startsWith('/@fs/') ? source.slice('/@fs'.length) : source;
  if (sep !== '/' || !path.startsWith('/')) return undefined;
  const query = path.indexOf('?');
  if (query === -1 || !/[?&]astro(?:&|=|$)/.test(path.slice(query))) return undefined;
  const file = path.slice(0, query);
  if (!file.endsWith('.astro') || shareAFolder(file, root) || !existsSync(file)) return undefined;
  return `/@fs${path}`;
}

/** The Vite plugin: components' sub-requests outside the root (`root`, a folder path) named so that Astro finds them. */
export function componentsOutsideRootPlugin(root: string): Plugin {
  return {
    name: 'quire:components-outside-root',
    enforce: 'pre',
    resolveId(source, importer, options) {
      // What such a sub-request imports (a script's own modules) is found from the component's folder.
      if (importer?.startsWith('/@fs/') && source.startsWith('.')) return this.resolve(source, importer.slice('/@fs'.length), { ...options, skipSelf: true });
      return subRequestId(source, root);
    },
  };
}
