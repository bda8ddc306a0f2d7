import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';

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

const PAGE = /\.mdx?$/i;
const CODE = /\.(?:jsx|tsx|js|ts|mjs)$/i;
const IMAGE = /\.(?:png|jpe?g|gif|webp|avif|svg|ico|bmp)$/i;
const OPENAPI_CANDIDATE = /\.(?:json|ya?ml)$/i;
const SNIPPET_FOLDER = /^_?snippets\//;

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
export function isOpenApiText(text: string, path: string): boolean {
  try {
    const data: unknown = /\.json$/i.test(path) ? JSON.parse(text) : parseYaml(text);
    return data !== null && typeof data === 'object' && ('openapi' in data || 'swagger' in data);
  } catch {
    return false;
  }
}

/** Absolute import paths an MDX page uses (`import X from '/snippets/x.jsx'`), without the leading slash. */
export function absoluteImports(source: string): string[] {
  return [...source.matchAll(/^\s*import\s[^;]*?from\s+['"]\/([^'"]+)['"]/gm)].map((match) => match[1]);
}

/**
 * Every file under `dir`, relative to `root`. Hidden entries (dot-files and dot-folders: tool
 * configuration) and node_modules are not walked; hidden ones are returned apart to be reported.
 */
function walk(root: string, dir: string, skip: string | undefined, files: string[], hidden: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    const path = relative(root, full).split(sep).join('/');
    if (full === skip || entry.name === 'node_modules' || entry.name === '.git') continue;
    if (entry.name.startsWith('.')) hidden.push(path);
    else if (entry.isDirectory()) walk(root, full, skip, files, hidden);
    else if (entry.isFile()) files.push(path);
  }
}

/** Every file of the source folder, classified. `skip` is DEST when it lies inside SRC. */
export function scanFolder(source: string, skip?: string): SourceFile[] {
  const files: string[] = [];
  const hidden: string[] = [];
  walk(source, source, skip, files, hidden);
  files.sort();
  const imported = new Set<string>();
  for (const path of files.filter((p) => /\.mdx$/i.test(p))) {
    for (const target of absoluteImports(readFileSync(join(source, path), 'utf8'))) imported.add(target);
  }
  return [
    ...files.map((path) => classify(source, path, imported)),
    ...hidden.sort().map((path) => ({ path, kind: 'left-out' as const, why: 'a hidden file or folder (tool configuration)' })),
  ];
}

function classify(source: string, path: string, imported: ReadonlySet<string>): SourceFile {
  if (path === 'mint.json') return { path, kind: 'config' };
  if (TOOLING[path]) return { path, kind: 'left-out', why: TOOLING[path] };
  if (path === 'SKIPPED.txt') return { path, kind: 'left-out', why: 'a list of files left out of this copy of the repository' };
  if (PAGE.test(path)) return { path, kind: SNIPPET_FOLDER.test(path) ? 'snippet' : 'page' };
  if (CODE.test(path) && (SNIPPET_FOLDER.test(path) || imported.has(path))) return { path, kind: 'snippet' };
  if (IMAGE.test(path)) return { path, kind: 'image' };
  if (OPENAPI_CANDIDATE.test(path) && isOpenApiText(readFileSync(join(source, path), 'utf8'), path)) return { path, kind: 'openapi' };
  if (/\.(?:css|js)$/i.test(path) && !path.includes('/')) {
    return { path, kind: 'static', why: 'Mintlify adds root .css and .js files to every page; Quire does not: copied to public/, not loaded' };
  }
  return { path, kind: 'static' };
}
