import { realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';

/** True for `folder` itself and anything below it; `/site-old` is not inside `/site`. Compares paths as given. */
export function isInsideFolder(path: string, folder: string): boolean {
  const rest = relative(folder, path);
  return rest === '' || (rest !== '..' && !rest.startsWith(`..${sep}`) && !isAbsolute(rest));
}

/** Where a path really is, symbolic links resolved; a path that does not exist stays as written. */
export function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

/**
 * Whether `path` leads outside `folder`: as written (`docs/../../x`), or once symbolic links are
 * resolved (a link inside the folder to a file elsewhere). A missing file leads nowhere.
 */
export function leavesFolder(path: string, folder: string): boolean {
  const realFolder = realPath(folder);
  if (!isInsideFolder(resolve(path), resolve(folder)) && !isInsideFolder(resolve(path), realFolder)) return true;
  try {
    return !isInsideFolder(realpathSync(path), realFolder);
  } catch {
    return false;
  }
}
