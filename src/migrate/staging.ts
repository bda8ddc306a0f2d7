import { escapeRegExp } from '../utils/regexp.ts';
import { randomBytes } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { entryAt, FOLDERS_REPLACED } from './dest-checks.ts';

/**
 * The migration writes the whole site into a staging folder beside DEST and moves it into place at
 * the end, so a run stopped at any point of the writing (an error, Ctrl-C, `kill -9`, a full disk)
 * leaves DEST as it was:
 *
 *   .<DEST name>.quire-tmp-<12 hex>/
 *     quire-migrate.json   the marker: which DEST, which process (written first)
 *     site/                the new site, moved into DEST at the end
 *     replaced/            with --force: DEST's files being replaced, set aside until the new ones are in
 */
export interface Staging {
  folder: string;
  site: string;
  replaced: string;
}

const MARKER = 'quire-migrate.json';
/** The marker while it is written: renamed to MARKER once whole, so a marker is never half there. */
const MARKER_PART = `${MARKER}.part`;

const stagingName = (target: string) => new RegExp(`^\\.${escapeRegExp(basename(target))}\\.quire-tmp-[0-9a-f]{12}$`);

/**
 * Beside DEST, so that every move is a rename within one file system; inside DEST when DEST is a
 * mount point of its own (a rename cannot cross into it).
 */
function stagingParent(target: string): string {
  const parent = dirname(target);
  return existsSync(target) && statSync(target).dev !== statSync(parent).dev ? target : parent;
}

/** Whether process `pid` (another than this one) still runs; when in doubt, yes: its folder is then left alone. */
function processAlive(pid: unknown): boolean {
  if (typeof pid !== 'number' || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A process killed moments ago stays a zombie until its parent reaps it, which in a container
  // without an init may be never: dead all the same. Linux says so in /proc/<pid>/stat.
  if (!existsSync('/proc/self/stat')) return true;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat[stat.lastIndexOf(')') + 2] !== 'Z';
  } catch {
    return false;
  }
}

function readMarker(folder: string): { pid?: unknown } | undefined {
  try {
    return JSON.parse(readFileSync(join(folder, MARKER), 'utf8')) as { pid?: unknown };
  } catch {
    return undefined;
  }
}

/**
 * Staging folders that interrupted runs into this DEST left behind. One is removed only when it is
 * certainly Quire's and holds nothing of DEST's: it carries the marker (or is empty: stopped before
 * the marker), its process is gone, and its replaced/ is empty. Any other is named for the user.
 * Returns one line per folder found, for the report.
 */
export function clearStaleStaging(target: string): string[] {
  const parent = stagingParent(target);
  if (!entryAt(parent)?.isDirectory()) return [];
  const pattern = stagingName(target);
  const notes: string[] = [];
  for (const name of readdirSync(parent).filter((entry) => pattern.test(entry))) {
    const folder = join(parent, name);
    if (!lstatSync(folder).isDirectory()) continue;
    // Stopped before the marker was whole: nothing else can be in it yet.
    const empty = readdirSync(folder).every((entry) => entry === MARKER_PART);
    const marker = readMarker(folder);
    if (!marker && !empty) {
      notes.push(`${folder} is named like a temporary folder of \`quire migrate\` but has no ${MARKER}: left as it is; delete it if it is not yours`);
    } else if (marker && processAlive(marker.pid)) {
      notes.push(`${folder} belongs to a migration that may still be running (process ${String(marker.pid)}): left as it is; delete it if no migration is running`);
    } else if (existsSync(join(folder, 'replaced')) && readdirSync(join(folder, 'replaced')).length > 0) {
      notes.push(`${folder} is left from a migration stopped while it replaced DEST's files: its replaced/ holds DEST's earlier files; look through them, then delete the folder`);
    } else {
      rmSync(folder, { recursive: true, force: true });
      notes.push(`removed ${folder}, the unfinished temporary folder of an interrupted earlier migration`);
    }
  }
  return notes;
}

/** A new staging folder for DEST, marked as Quire's before anything else goes in. */
export function createStaging(target: string): Staging {
  const parent = stagingParent(target);
  mkdirSync(parent, { recursive: true });
  const folder = join(parent, `.${basename(target)}.quire-tmp-${randomBytes(6).toString('hex')}`);
  mkdirSync(folder);
  writeFileSync(join(folder, MARKER_PART), `${JSON.stringify({ dest: target, pid: process.pid, started: new Date().toISOString() })}\n`);
  renameSync(join(folder, MARKER_PART), join(folder, MARKER));
  mkdirSync(join(folder, 'site'));
  return { folder, site: join(folder, 'site'), replaced: join(folder, 'replaced') };
}

/**
 * Moves `path` (relative to the site) from the staging folder into DEST. Into a folder DEST already
 * has, entry by entry; with --force, whatever stands in the way (and docs/ and public/ as a whole) is
 * first set aside in replaced/, to be deleted only once every new file is in place. Without --force
 * nothing is ever replaced: a file that appeared since the checks stops the move.
 */
function moveEntry(path: string, staging: Staging, target: string, force: boolean): void {
  const from = join(staging.site, path);
  const to = join(target, path);
  const existing = entryAt(to);
  const replacedWhole = force && FOLDERS_REPLACED.includes(path);
  if (existing?.isDirectory() && lstatSync(from).isDirectory() && !replacedWhole) {
    for (const name of readdirSync(from)) moveEntry(`${path}/${name}`, staging, target, force);
    return;
  }
  if (existing) {
    if (!force) throw new Error(`${to} appeared while the migration ran; it was left as it is`);
    mkdirSync(dirname(join(staging.replaced, path)), { recursive: true });
    renameSync(to, join(staging.replaced, path));
  }
  renameSync(from, to);
}

/**
 * Puts the staged site in place. A DEST that does not exist yet gets it in one rename; an existing
 * one gets the new files moved in (site.json last: a DEST with the new site.json has all the new
 * pages). Then the staging folder goes, and with it what --force replaced.
 */
export function moveIntoPlace(staging: Staging, target: string, force: boolean): void {
  if (!entryAt(target)) {
    renameSync(staging.site, target);
  } else {
    const names = readdirSync(staging.site).sort((a, b) => Number(a === 'site.json') - Number(b === 'site.json'));
    for (const name of names) moveEntry(name, staging, target, force);
  }
  rmSync(staging.folder, { recursive: true, force: true });
}
