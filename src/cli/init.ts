import { constants, copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { displayPath } from '../utils/display-path.ts';

/** The starter site `quire init` copies: site.json, docs/, openapi.yaml, public/. */
const STARTER_DIR = fileURLToPath(new URL('../starter', import.meta.url));
/** The docs.json starter's own files (docs.json, pages beside it); it shares the OpenAPI file and images. */
const DOCS_JSON_STARTER_DIR = fileURLToPath(new URL('../starter-docs-json', import.meta.url));

/** The configuration formats `quire init --format` starts a site in. */
export const INIT_FORMATS = ['site.json', 'docs.json'] as const;
export type InitFormat = (typeof INIT_FORMATS)[number];

export type InitResult = { ok: true; files: string[] } | { ok: false; collisions: string[] } | { ok: false; otherConfig: string };

/** One file of a starter: where it goes (relative, `/`) and the file it is copied from. */
interface StarterFile {
  file: string;
  from: string;
}

/** The files under `folder`, as paths relative to it (`docs/index.mdx`), in a stable order. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(folder.length + 1)
        .split(sep)
        .join('/'),
    )
    .sort();
}

/**
 * The starter's files. site.json: the starter folder as it is. docs.json (Mintlify's layout):
 * docs.json and its pages, with the same OpenAPI file, and the images beside them instead of in public/.
 */
function starterFiles(format: InitFormat): StarterFile[] {
  if (format === 'site.json') return filesUnder(STARTER_DIR).map((file) => ({ file, from: join(STARTER_DIR, file) }));
  const shared = ['openapi.yaml', ...filesUnder(join(STARTER_DIR, 'public')).map((file) => `public/${file}`)];
  return [
    ...filesUnder(DOCS_JSON_STARTER_DIR).map((file) => ({ file, from: join(DOCS_JSON_STARTER_DIR, file) })),
    ...shared.map((file) => ({ file: file.replace(/^public\//, ''), from: join(STARTER_DIR, file) })),
  ].sort((a, b) => (a.file < b.file ? -1 : 1));
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
function createStarterSite(dir: string, format: InitFormat): InitResult {
  const starter = starterFiles(format);
  const files = starter.map(({ file }) => file);
  // A folder with both configs is refused by every command: never make one.
  const other = INIT_FORMATS.find((name) => name !== format && existsSync(join(dir, name)));
  if (other) return { ok: false, otherConfig: other };
  const collisions = collisionsIn(dir, files);
  if (collisions.length > 0) return { ok: false, collisions };
  for (const { file, from } of starter) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    // COPYFILE_EXCL: a file that appeared since the check above is still not overwritten.
    copyFileSync(from, join(dir, file), constants.COPYFILE_EXCL);
  }
  return { ok: true, files };
}

/** `quire init [DIR] [--format site.json|docs.json]`: the starter site, then the commands to run next. Exit code 0 or 1. */
export function initSite(dirArgument: string, format: InitFormat = 'site.json'): number {
  const dir = resolve(dirArgument);
  const shown = displayPath(dir);
  if (existsSync(dir) && !statSync(dir).isDirectory()) {
    console.error(`quire init: ${shown} is a file; give a folder for the new site (it may not exist yet).`);
    return 1;
  }
  const result = createStarterSite(dir, format);
  if (!result.ok && 'otherConfig' in result) {
    const other = result.otherConfig;
    const command = `quire init NEW-FOLDER${format === 'docs.json' ? ' --format docs.json' : ''}`;
    console.error(
      `quire init: ${shown} already holds ${other}, and a folder with both site.json and docs.json is refused: nothing was written. Run \`${command}\` for a ${format} site in a new folder.`,
    );
    return 1;
  }
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
      `Created a Quire site${format === 'docs.json' ? " with docs.json (Mintlify's layout)" : ''} in ${shown}: ${result.files.join(', ')}.`,
      '',
      'Next:',
      `  npx quire dev${target}      live preview at http://localhost:4321/, reloading as you edit`,
      `  npx quire check${target}    what the build would refuse, in a second`,
      `  npx quire build${target}    the static site, into ${shown === '.' ? '' : `${shown}/`}dist/`,
    ].join('\n'),
  );
  return 0;
}
