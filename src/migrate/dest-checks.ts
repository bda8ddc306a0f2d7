import { existsSync, lstatSync, readdirSync, statSync, type Stats } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { isInside, realPathOf } from '../utils/paths.ts';

/** SRC and DEST as the user typed them, and their real paths (symlinks resolved; DEST may not exist yet). */
export interface MigrationFolders {
  src: string;
  dest: string;
  source: string;
  target: string;
}

export const migrationFolders = (src: string, dest: string): MigrationFolders => ({ src, dest, source: realPathOf(src), target: realPathOf(dest) });

/** What is at `path`, without following a link; undefined when nothing is (or a parent is a file). */
export function entryAt(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return undefined;
    throw error;
  }
}

/** A folder as typed, and its real path when that differs (a symlink, `..`), so the message shows both. */
const named = (given: string, real: string) => (resolve(given) === real ? given : `${given} (that is ${real})`);

const READ_ONLY = 'migrate only reads SRC and never writes into it, with or without --force';

/**
 * Why DEST can never receive this migration, whatever the flags: SRC and DEST overlap (compared as
 * real paths, so a DEST reached through a symlink to SRC is caught), DEST holds the home folder, or
 * DEST is not a folder. `--force` cannot override any of these.
 */
export function placeRefusal(folders: MigrationFolders): string | undefined {
  const { source, target } = folders;
  const src = `SRC ${named(folders.src, source)}`;
  const dest = `DEST ${named(folders.dest, target)}`;
  const elsewhere = `choose a DEST outside SRC, for example ${source}-quire`;
  if (target === source) return `${dest} is ${src} itself: ${READ_ONLY}; ${elsewhere}`;
  if (isInside(target, source)) return `${dest} lies inside ${src}: ${READ_ONLY}; ${elsewhere}`;
  if (isInside(source, target)) {
    return `${src} lies inside ${dest}: writing DEST (and replacing its docs/ and public/ with --force) could change or delete the pages being read; choose a DEST that does not hold SRC, for example ${source}-quire`;
  }
  const home = realPathOf(homedir());
  if (isInside(home, target)) {
    return `${dest} is ${target === home ? 'your home folder' : `a parent of your home folder ${home}`}: a site goes in a folder of its own; choose a new one, for example ${join(home, `${basename(source)}-quire`)}`;
  }
  let existing = target;
  while (!entryAt(existing) && dirname(existing) !== existing) existing = dirname(existing);
  if (entryAt(existing)?.isSymbolicLink() && !existsSync(existing)) return `${dest} is a symbolic link that points nowhere; give a folder`;
  if (!statSync(existing).isDirectory()) return `${dest} cannot be a folder: ${existing} is a file`;
  return undefined;
}

/**
 * The DEST-relative paths among `paths` (the files the migration writes) that DEST already holds,
 * and any file or link standing where one of their folders goes (`public` as a file, or a link that
 * would be written through), in the order of `paths`.
 */
export function collisions(target: string, paths: readonly string[]): string[] {
  const seen = new Map<string, Stats | undefined>();
  const at = (path: string) => {
    if (!seen.has(path)) seen.set(path, entryAt(join(target, path)));
    return seen.get(path);
  };
  const found = new Set<string>();
  for (const path of paths) {
    const parts = path.split('/');
    for (let end = 1; end <= parts.length; end += 1) {
      const prefix = parts.slice(0, end).join('/');
      const stats = at(prefix);
      if (!stats) break;
      if (end === parts.length || !stats.isDirectory()) {
        found.add(prefix);
        break;
      }
    }
  }
  return [...found];
}

/** The folders --force replaces as a whole; any other file of DEST is replaced only when the migration writes it. */
export const FOLDERS_REPLACED = ['docs', 'public'];
const inReplacedFolder = (path: string) => FOLDERS_REPLACED.some((folder) => path === folder || path.startsWith(`${folder}/`));

/** What `--force` replaces in DEST: docs/ and public/ when present, and each other file the migration writes over. */
export function replacedByForce(target: string, paths: readonly string[]): string[] {
  const folders = FOLDERS_REPLACED.filter((folder) => entryAt(join(target, folder))).map((folder) => `${folder}/`);
  return [...folders, ...collisions(target, paths).filter((path) => !inReplacedFolder(path))];
}

const LISTED = 10;

/**
 * Without --force: why DEST cannot receive the files, or undefined when it can. Any file the
 * migration would write that DEST holds is a refusal (the first ten listed), and so is a non-empty
 * docs/, whose pages would be built along with the migrated ones.
 */
export function overwriteRefusal(folders: MigrationFolders, paths: readonly string[]): string | undefined {
  const taken = collisions(folders.target, paths);
  const docs = join(folders.target, 'docs');
  // Pages of DEST that no new page replaces would silently join the site.
  const docsInUse = !taken.some((path) => path.startsWith('docs/')) && entryAt(docs)?.isDirectory() === true && readdirSync(docs).length > 0;
  if (taken.length === 0 && !docsInUse) return undefined;
  const dest = `DEST ${named(folders.dest, folders.target)}`;
  const lines: string[] = [];
  if (taken.length > 0) {
    lines.push(`${dest} already holds ${taken.length === 1 ? 'a file' : `${taken.length} files`} that the migration would write:`);
    lines.push(...taken.slice(0, LISTED).map((path) => `- ${path}`));
    if (taken.length > LISTED) lines.push(`- and ${taken.length - LISTED} more`);
  }
  if (docsInUse) lines.push(`${taken.length > 0 ? 'Its' : `${dest}:`} docs/ is not empty: the pages in it would be built along with the migrated ones.`);
  lines.push(
    "Nothing was written. Choose a new or empty DEST, or pass --force to replace what is there: --force replaces docs/ and public/ as a whole and each other file the migration writes (site.json, MIGRATION.md, OpenAPI files); DEST's other files are kept.",
  );
  return lines.join('\n');
}
