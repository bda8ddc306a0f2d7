import { existsSync, realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * Whether `child` is `parent` or lies below it. Compared through `relative`, so the filesystem
 * root works too (a `startsWith(parent + '/')` test turns `/` into `//` and finds nothing inside it).
 */
export function isInside(child: string, parent: string): boolean {
  const path = relative(parent, child);
  return path === '' || (path !== '..' && !path.startsWith(`..${sep}`) && !isAbsolute(path));
}

/**
 * The real path of `path`, which may not exist yet: its nearest existing ancestor is resolved
 * through every symlink and the missing rest appended. Two names for one folder (a symlink, `..`)
 * then compare equal, which string comparison of the names would miss.
 */
export function realPathOf(path: string): string {
  let existing = resolve(path);
  const missing: string[] = [];
  while (!existsSync(existing)) {
    const parent = dirname(existing);
    if (parent === existing) break;
    missing.unshift(basename(existing));
    existing = parent;
  }
  let real = existing;
  try {
    real = realpathSync.native(existing);
  } catch {
    // Unreadable (permissions): the resolved name is the best we can compare.
  }
  return missing.length > 0 ? join(real, ...missing) : real;
}

/**
 * Whether `path` leads outside `folder`: as written (`docs/../../x`), or once symbolic links are
 * resolved (a link inside the folder to a file elsewhere). A missing file leads nowhere.
 */
export function leavesFolder(path: string, folder: string): boolean {
  const realFolder = realPathOf(folder);
  if (!isInside(resolve(path), resolve(folder)) && !isInside(resolve(path), realFolder)) return true;
  try {
    return !isInside(realpathSync.native(path), realFolder);
  } catch {
    return false;
  }
}
