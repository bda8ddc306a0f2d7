import { constants, copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { displayPath } from '../utils/display-path.ts';

/** The starter site `quire init` copies: site.json, docs/, openapi.yaml, public/. */
const STARTER_DIR = fileURLToPath(new URL('../starter', import.meta.url));

export type InitResult = { ok: true; files: string[] } | { ok: false; collisions: string[] };

/** The starter's files, as paths relative to its folder (`docs/index.mdx`), in a stable order. */
function starterFiles(): string[] {
  return readdirSync(STARTER_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(STARTER_DIR.length + 1).split(sep).join('/'))
    .sort();
}

/**
 * What is already in `dir` where the starter would write: a file at one of its files' paths, or
 * anything but a folder where it needs a folder (a file called `docs`).
 */
function collisionsIn(dir: string, files: readonly string[]): string[] {
  const found = new Set<string>();
  for (const file of files) {
    if (existsSync(join(dir, file))) found.add(file);
    const parts = file.split('/');
    for (let depth = 1; depth < parts.length; depth++) {
      const folder = parts.slice(0, depth).join('/');
      if (existsSync(join(dir, folder)) && !statSync(join(dir, folder)).isDirectory()) found.add(folder);
    }
  }
  return [...found].sort();
}

/**
 * Writes the starter site into `dir` (created when missing), all or nothing: when any of its files
 * is already there, nothing is written and the collisions are returned. Never overwrites a file.
 */
function createStarterSite(dir: string): InitResult {
  const files = starterFiles();
  const collisions = collisionsIn(dir, files);
  if (collisions.length > 0) return { ok: false, collisions };
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    // COPYFILE_EXCL: a file that appeared since the check above is still not overwritten.
    copyFileSync(join(STARTER_DIR, file), join(dir, file), constants.COPYFILE_EXCL);
  }
  return { ok: true, files };
}

/** `quire init [DIR]`: the starter site, then the commands to run next. Exit code 0 or 1. */
export function initSite(dirArgument: string): number {
  const dir = resolve(dirArgument);
  const shown = displayPath(dir);
  if (existsSync(dir) && !statSync(dir).isDirectory()) {
    console.error(`quire init: ${shown} is a file; give a folder for the new site (it may not exist yet).`);
    return 1;
  }
  const result = createStarterSite(dir);
  if (!result.ok) {
    console.error(
      [
        `quire init: ${shown} already holds files the starter site would write; nothing was written:`,
        ...result.collisions.map((file) => `  ${file}`),
        'Move them away, or run `quire init NEW-FOLDER` for a site in a new folder.',
      ].join('\n'),
    );
    return 1;
  }
  const target = shown === '.' ? '' : ` ${shown}`;
  console.log(
    [
      `Created a Quire site in ${shown}: ${result.files.join(', ')}.`,
      '',
      'Next:',
      `  npx quire dev${target}      live preview at http://localhost:4321/, reloading as you edit`,
      `  npx quire check${target}    what the build would refuse, in a second`,
      `  npx quire build${target}    the static site, into ${shown === '.' ? '' : `${shown}/`}dist/`,
    ].join('\n'),
  );
  return 0;
}
