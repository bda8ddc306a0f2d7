import { isUtf8 } from 'node:buffer';
import { readdirSync, readFileSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { isJsonObject } from '../utils/json.ts';
import { isSnippetId } from '../source/snippet-files.ts';
import { isPageFileName } from '../source/site-source.ts';
import { isInside } from '../utils/paths.ts';
import type { SourceSymlink } from './report-types.ts';

/** Where a file of the Mintlify folder goes in the Quire site folder. */
export type FileKind =
  | 'page' // docs/<path>
  | 'snippet' // docs/<path>: Quire resolves snippet imports and <Snippet file> from the docs root
  | 'openapi' // <path> at the site folder, listed in site.json "openapi"
  | 'image' // public/<path>: the same URL as on Mintlify
  | 'static' // public/<path>
  | 'config' // mint.json: converted, not copied
  | 'left-out';

export interface SourceFile {
  /** Relative to the source folder, with forward slashes. */
  path: string;
  kind: FileKind;
  /** For left-out files and notable copies. */
  why?: string;
}

const CODE = /\.(?:jsx|tsx|js|ts|mjs)$/i;
const IMAGE = /\.(?:png|jpe?g|gif|webp|avif|svg|ico|bmp)$/i;
const OPENAPI_CANDIDATE = /\.(?:json|ya?ml)$/i;

/** Files of a docs repository that belong to its tooling, not to the site. */
const TOOLING: Record<string, string> = {
  'docs.json': "Mintlify's newer config format; mint.json was converted instead",
  'package.json': 'npm tooling of the source repository, not part of the site',
  'package-lock.json': 'npm tooling of the source repository, not part of the site',
  'pnpm-lock.yaml': 'pnpm tooling of the source repository, not part of the site',
  'yarn.lock': 'yarn tooling of the source repository, not part of the site',
  'README.md': "the repository's README: not in the navigation, written for the repository (its relative paths point into it), not for the site",
};

/** True for a file whose top-level object has an `openapi` or `swagger` version key. */
function isOpenApiText(text: string, path: string): boolean {
  try {
    const data: unknown = /\.json$/i.test(path) ? JSON.parse(text) : parseYaml(text);
    return isJsonObject(data) && ('openapi' in data || 'swagger' in data);
  } catch {
    return false;
  }
}

/** Absolute import paths an MDX page uses (`import X from '/snippets/x.jsx'`), without the leading slash. */
function absoluteImports(source: string): string[] {
  return [...source.matchAll(/^\s*import\s[^;]*?from\s+['"]\/([^'"]+)['"]/gm)].map((match) => match[1]);
}

/** What a walk of the source folder finds, before the files are classified. */
interface Found {
  files: string[];
  /** Hidden entries (dot-files and dot-folders: tool configuration), not walked, reported. */
  hidden: string[];
  /** Entries that cannot be copied (odd names, sockets, pipes), with the reason. */
  leftOut: SourceFile[];
  links: SourceSymlink[];
}

const ODD_NAME =
  "its name is not valid UTF-8 (shown with each byte beyond ASCII as \\xNN); Quire's pages, links and URLs are UTF-8: rename it (for example with `convmv -f latin1 -t utf8`) and copy it by hand";

/** A name as bytes, printable: ASCII as it is, any other byte as `\xNN`. */
const shownBytes = (name: Buffer) => [...name].map((byte) => (byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : `\\x${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');

/**
 * Every file under `dir` (read through any link followed), at `at` relative to the source folder
 * ('' at its root). `realDirs`: the real paths of the folders being walked, the source folder first;
 * a link to one of them would loop. Names are read as bytes, so one that is not UTF-8 is reported
 * instead of becoming a path that names no file. node_modules and .git are not part of the site.
 * Not the site folder's walk (source/list-files.ts): this is an inventory of a Mintlify folder
 * before it is a site, so it reads names as bytes and reports every hidden entry, odd file and link
 * with why; its link rule is the same (never followed outside the source folder, nor to a folder holding it).
 */
function walk(dir: string, at: string, realDirs: readonly string[], found: Found): void {
  for (const entry of readdirSync(dir, { withFileTypes: true, encoding: 'buffer' })) {
    if (!isUtf8(entry.name)) {
      found.leftOut.push({ path: `${at}${shownBytes(entry.name)}`, kind: 'left-out', why: entry.isDirectory() ? `a folder, nothing in it copied: ${ODD_NAME}` : ODD_NAME });
      continue;
    }
    const name = entry.name.toString('utf8');
    const path = `${at}${name}`;
    const full = join(dir, name);
    if (name === 'node_modules' || name === '.git') continue;
    if (entry.isSymbolicLink()) followLink(full, path, realDirs, found);
    else if (name.startsWith('.')) found.hidden.push(path);
    else if (entry.isDirectory()) walk(full, `${path}/`, [...realDirs, join(realDirs[realDirs.length - 1], name)], found);
    else if (entry.isFile()) found.files.push(path);
    else found.leftOut.push({ path, kind: 'left-out', why: 'not a file or a folder (a socket, pipe or device)' });
  }
}

/**
 * A symbolic link is listed in the report with where it points, and followed only to a file or
 * folder inside the source folder (compared as real paths, so a chain of links cannot leave it).
 */
function followLink(full: string, path: string, realDirs: readonly string[], found: Found): void {
  const target = readlinkSync(full);
  const record = (copied: boolean, why: string): void => {
    found.links.push({ file: path, target, copied, why });
  };
  if (basename(path).startsWith('.')) return record(false, 'a hidden name (tool configuration): left out, as every hidden file');
  let real: string;
  try {
    real = realpathSync(full);
  } catch {
    return record(false, 'points to nothing: not copied');
  }
  if (!isInside(real, realDirs[0])) return record(false, 'points outside the source folder: not followed, nothing copied');
  const stats = statSync(real);
  if (stats.isFile()) {
    found.files.push(path);
    return record(true, 'a file inside the source folder: copied as that file');
  }
  if (!stats.isDirectory()) return record(false, 'points to something that is not a file or folder: not copied');
  if (realDirs.some((dir) => isInside(dir, real))) return record(false, 'points to a folder that holds it: following it would loop; not copied');
  record(true, `a folder inside the source folder: its files are copied under ${path}/`);
  walk(full, `${path}/`, [...realDirs, real], found);
}

/** Every file of the source folder (its real path), classified, and every symbolic link in it. */
export function scanFolder(source: string): { files: SourceFile[]; links: SourceSymlink[] } {
  const found: Found = { files: [], hidden: [], leftOut: [], links: [] };
  walk(source, '', [source], found);
  found.files.sort();
  const imported = new Set<string>();
  for (const path of found.files.filter((p) => /\.mdx$/i.test(p))) {
    for (const target of absoluteImports(readFileSync(join(source, path), 'utf8'))) imported.add(target);
  }
  const files = [
    ...found.files.map((path) => classify(source, path, imported)),
    ...found.hidden.sort().map((path) => ({ path, kind: 'left-out' as const, why: 'a hidden file or folder (tool configuration)' })),
    ...found.leftOut.sort((a, b) => a.path.localeCompare(b.path)),
  ];
  return { files, links: found.links.sort((a, b) => a.file.localeCompare(b.file)) };
}

function classify(source: string, path: string, imported: ReadonlySet<string>): SourceFile {
  if (path === 'mint.json') return { path, kind: 'config' };
  if (Object.hasOwn(TOOLING, path)) return { path, kind: 'left-out', why: TOOLING[path] };
  if (isPageFileName(path)) return { path, kind: isSnippetId(path) ? 'snippet' : 'page' };
  if (CODE.test(path) && (isSnippetId(path) || imported.has(path))) return { path, kind: 'snippet' };
  if (IMAGE.test(path)) return { path, kind: 'image' };
  if (OPENAPI_CANDIDATE.test(path) && isOpenApiText(readFileSync(join(source, path), 'utf8'), path)) return { path, kind: 'openapi' };
  if (/\.(?:css|js)$/i.test(path) && !path.includes('/')) {
    return { path, kind: 'static', why: 'Mintlify adds root .css and .js files to every page; Quire does not: copied to public/, not loaded' };
  }
  return { path, kind: 'static' };
}
