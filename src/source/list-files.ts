import { type Dirent, readdirSync, realpathSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { isInside, realPathOf } from '../utils/paths.ts';
import { kindOf, type SiteFileRefusal } from '../utils/read-site-file.ts';

/** What an entry is: a folder listing's answer (Dirent), or for a link, what it leads to (Stats). */
export type EntryType = Pick<Stats, 'isFile' | 'isDirectory' | 'isCharacterDevice' | 'isBlockDevice' | 'isFIFO' | 'isSocket'>;

/**
 * The one walk of a site's folders: the pages, the static files beside docs.json, the images the
 * checks look for, the snippets pages may use without importing them, and the links that lead out
 * of the site. Its link rules are security rules, so they are written once: a link whose real target
 * is outside `siteDir` is never followed (it is handed to `leaving`, for check-sources to name); a
 * link to nothing leads to no file; a linked folder that holds the link (a loop) is not entered
 * again. Everything is decided from the folders' listings, which say what each entry is, and real
 * paths, before any file is read.
 */
export interface FolderWalk {
  /** The folder every file and linked folder must stay in once links are resolved; without it links are followed wherever they lead. */
  siteDir?: string;
  /** Entries passed over by name, before they are looked at (`at`: the folder's path from the root, "" at the top, else ending in "/"). */
  skip: (name: string, at: string) => boolean;
  /** Folders passed over once they are known to be folders (the tools' folders at the top, the build's output). */
  skipFolder?: (path: string, at: string, name: string) => boolean;
  /** Each entry that is not a folder, reached through any links that stay inside (`relative`: from the root, with "/"). */
  entry: (relative: string, path: string, type: EntryType) => void;
  /** A link (its path as walked) whose real target is outside `siteDir`. */
  leaving?: (link: string, target: string) => void;
  /** A link that leads round in a loop of links (ELOOP): no file. */
  loop?: (path: string, name: string) => void;
}

/** Walks `root` by `walk`'s rules, names in code-unit order within each folder. */
export function walkFolder(root: string, walk: FolderWalk): void {
  const site = walk.siteDir === undefined ? undefined : realPathOf(walk.siteDir);
  /** `real`: the folder's real path, known from its parent's (a link's target, or the parent's real path and the name). */
  const visit = (dir: string, real: string, at: string, above: readonly string[]) => {
    if (above.includes(real)) return;
    let entries: Dirent[];
    try {
      // The listing says what each entry is: no lstat per entry (a docs.json site's folder holds its
      // node_modules, tens of thousands of files, walked in 2.5 s of lstat calls).
      entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    } catch {
      return; // No folder: no files.
    }
    for (const entry of entries) {
      const { name } = entry;
      if (walk.skip(name, at)) continue;
      const path = join(dir, name);
      let type: EntryType = entry;
      let target = join(real, name);
      if (entry.isSymbolicLink()) {
        try {
          target = realpathSync.native(path);
          if (site && !isInside(target, site)) {
            walk.leaving?.(path, target);
            continue; // Never followed.
          }
          type = statSync(target);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ELOOP') walk.loop?.(path, name);
          continue; // A link to nothing publishes nothing.
        }
      }
      if (!type.isDirectory()) walk.entry(`${at}${name}`, path, type);
      else if (!walk.skipFolder?.(path, at, name)) visit(path, target, `${at}${name}/`, [...above, real]);
    }
  };
  visit(root, realPathOf(root), '', []); // A missing root: its listing fails, so no files.
}

/** Where a listing of files must stay, and where it notes the files it will not read. */
export interface ListingBounds {
  /** The folder every file and linked folder must stay in once links are resolved. */
  siteDir: string;
  /** Kept files that are no regular file (a FIFO, a device) or a loop of links: never read. */
  refused: SiteFileRefusal[];
}

/** Hidden entries (tool configuration, .git) and node_modules hold none of a site's files. */
export const isToolingName = (name: string): boolean => name.startsWith('.') || name === 'node_modules';

/**
 * Every file under `root` that `keep` accepts (by name), relative to it with `/`, in path order.
 * Hidden entries, node_modules and the `ignore`d top folders are skipped; linked folders are
 * followed, except one that holds the link (a loop). With `bounds`, a link leaving its folder is
 * not followed (check-sources names it) and a kept name that is no regular file is noted as refused.
 */
export function listFilesUnder(root: string, ignore: readonly string[] = [], keep: (name: string) => boolean = () => true, bounds?: ListingBounds): string[] {
  const found: string[] = [];
  walkFolder(root, {
    siteDir: bounds?.siteDir,
    skip: (name, at) => isToolingName(name) || (at === '' && ignore.includes(name)),
    entry: (relative, path, type) => {
      const name = relative.slice(relative.lastIndexOf('/') + 1);
      if (!keep(name)) return;
      if (type.isFile()) found.push(relative);
      else bounds?.refused.push({ reason: 'not-a-file', file: path, kind: kindOf(type) });
    },
    loop: (path, name) => {
      if (keep(name)) bounds?.refused.push({ reason: 'loop', file: path });
    },
  });
  return found.sort();
}
