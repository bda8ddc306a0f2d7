import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, parse, resolve } from 'node:path';
import { OUTPUT_MARKER } from '../integration/output-marker.ts';
import { displayPath } from '../utils/display-path.ts';
import { isInside, realPathOf } from '../utils/paths.ts';

/** What the output folder must keep clear of; every path absolute. */
export interface OutputContext {
  /** The --out value as typed ('' for an unset variable), undefined without --out. */
  requested: string | undefined;
  siteDir: string;
  /** Folders whose every file is the site's own: docs/ (pages, snippets), public/, .git/. */
  sourceDirs: readonly string[];
  /** Files of the site's that may live anywhere: the local OpenAPI files site.json names. */
  sourceFiles: readonly string[];
  cwd: string;
  home: string;
  /** The Quire installation (its src/ renders every site). */
  installation: string;
  /** Quire's own folder of work folders and caches (`.quire`, QUIRE_CACHE_DIR), when known. */
  workBase?: string;
  force: boolean;
}

/** Why a folder cannot be the output; `forceable` when only --force's consent is missing. */
export interface OutputRefusal {
  dir: string;
  reason: string;
  hint: string;
  forceable: boolean;
}

export type OutputVerdict = { ok: true; dir: string } | { ok: false; refusal: OutputRefusal };

type FolderState = 'missing' | 'empty' | 'ours' | 'foreign' | 'not-a-folder';

function folderState(dir: string): FolderState {
  if (!existsSync(dir)) return 'missing';
  if (!statSync(dir).isDirectory()) return 'not-a-folder';
  const entries = readdirSync(dir);
  if (entries.length === 0) return 'empty';
  return entries.includes(OUTPUT_MARKER) ? 'ours' : 'foreign';
}

const overlaps = (a: string, b: string) => isInside(a, b) || isInside(b, a);

/**
 * Decides where `quire build` may write. The build replaces its output folder whole, so a folder
 * is accepted only when nothing of anyone else's can be in it: missing, empty, or marked as an
 * earlier Quire output (or, with --force, any other folder that is none of the protected ones).
 * Every path is compared after resolving symlinks: a link to the site folder is the site folder.
 */
export function decideOutputFolder(context: OutputContext): OutputVerdict {
  const refuse = (dir: string, reason: string, hint: string, forceable = false): OutputVerdict => ({ ok: false, refusal: { dir, reason, hint, forceable } });
  const chooseOther = 'choose a new or empty folder, e.g. --out dist';
  if (context.requested !== undefined && context.requested.trim() === '') {
    return refuse('""', 'the value is empty (an unset shell variable?); an empty path would be the current folder', chooseOther);
  }
  const dir = realPathOf(resolve(context.cwd, context.requested ?? join(context.siteDir, 'dist')));
  const siteDir = realPathOf(context.siteDir);
  const installation = realPathOf(context.installation);
  if (dir === parse(dir).root) return refuse(dir, 'it is the root of the filesystem', chooseOther);
  if (isInside(realPathOf(context.home), dir)) return refuse(dir, 'it is your home folder or holds it', chooseOther);
  if (isInside(realPathOf(context.cwd), dir)) return refuse(dir, 'it is the current folder or one of its parents', chooseOther);
  if (isInside(siteDir, dir)) return refuse(dir, 'it is the site folder or one of its parents', `${chooseOther} inside the site folder`);
  const source = context.sourceDirs.map(realPathOf).find((sourceDir) => overlaps(dir, sourceDir));
  if (source) return refuse(dir, `it overlaps the site's own files in ${displayPath(source, context.cwd)}`, chooseOther);
  const file = context.sourceFiles.map(realPathOf).find((sourceFile) => isInside(sourceFile, dir));
  if (file) return refuse(dir, `it holds the site's own file ${displayPath(file, context.cwd)}`, chooseOther);
  const workBase = context.workBase === undefined ? undefined : realPathOf(context.workBase);
  if (workBase !== undefined && overlaps(dir, workBase)) {
    return refuse(dir, `it overlaps Quire's work folder (${displayPath(workBase, context.cwd)}), where every site is built before it goes to its output folder`, chooseOther);
  }
  // This repository's own site builds into its dist/; nothing else of the installation is output.
  const ownSiteOutput = siteDir === installation && dir === join(installation, 'dist');
  if (overlaps(dir, installation) && !ownSiteOutput) {
    return refuse(dir, `it is part of the Quire installation (${displayPath(installation, context.cwd)})`, 'choose a folder outside it');
  }
  const state = folderState(dir);
  if (state === 'not-a-folder') return refuse(dir, 'it is a file, not a folder', chooseOther);
  if (state === 'foreign' && !context.force) {
    return refuse(dir, `it holds files that Quire did not write (no ${OUTPUT_MARKER} in it)`, 'empty it yourself, choose another folder, or pass --force to let Quire replace it', true);
  }
  return { ok: true, dir };
}

export function formatOutputRefusal(refusal: OutputRefusal, cwd = process.cwd()): string {
  const shown = refusal.dir === '""' ? refusal.dir : displayPath(refusal.dir, cwd);
  return `--out ${shown}: refused, because ${refusal.reason}. The build replaces its output folder whole.\n  Fix: ${refusal.hint}.`;
}

/** Moves a folder by renaming it; false when the two places are on different filesystems (it must be copied). */
function movedWhole(from: string, to: string): boolean {
  try {
    renameSync(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EXDEV') return false;
    throw error;
  }
}

/**
 * Puts a finished build in place. The new site is moved (copied, across filesystems) beside the
 * output folder first and only then swapped in, so an interrupted build leaves the previous output
 * as it was. `built` is the build's own folder in Quire's work folder: it is gone afterwards.
 */
export function replaceOutputFolder(built: string, out: string): void {
  const parent = dirname(out);
  mkdirSync(parent, { recursive: true });
  const staging = join(parent, `.${basename(out)}.quire-new-${process.pid}`);
  const previous = join(parent, `.${basename(out)}.quire-old-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  // The prerender chunks are build internals, not part of the site.
  rmSync(join(built, '.prerender'), { recursive: true, force: true });
  // A rename costs nothing; copying a 1,000-page site took about a second.
  if (!movedWhole(built, staging)) cpSync(built, staging, { recursive: true });
  const hadPrevious = existsSync(out);
  if (hadPrevious) renameSync(out, previous);
  renameSync(staging, out);
  if (hadPrevious) rmSync(previous, { recursive: true, force: true });
}
