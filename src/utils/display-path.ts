import { isAbsolute, relative, sep } from 'node:path';

/**
 * A path as messages show it: relative to the current folder when it is inside it
 * (`docs/guides/setup.mdx`), else absolute (`/tmp/site/docs/index.mdx`), never `../../tmp/…`,
 * which is what a site outside the project (`quire build /tmp/site`) would otherwise print.
 */
export function displayPath(path: string, cwd = process.cwd()): string {
  const shown = relative(cwd, path);
  if (shown === '') return '.';
  if (shown === '..' || shown.startsWith(`..${sep}`) || isAbsolute(shown)) return path;
  return shown;
}
