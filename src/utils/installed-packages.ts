import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';

/**
 * The packages an installation runs on: its `dependencies` (and optional and peer ones), and
 * theirs, found as Node finds them (the nearest `node_modules/<name>` from the dependent's folder
 * upwards), each by its real folder (npm link, pnpm's store). Where Quire sits does not matter:
 * inside the site folder, beside it, global or linked, the set names the same packages, and a
 * user's own package beside them is not in it.
 */
export function dependencyFolders(installation: string): ReadonlySet<string> {
  const folders = new Set<string>();
  const pending = [realFolder(installation)];
  for (let folder = pending.pop(); folder !== undefined; folder = pending.pop()) {
    for (const name of dependencyNames(folder)) {
      const found = packageFolder(name, folder);
      if (found === undefined || folders.has(found)) continue;
      folders.add(found);
      pending.push(found);
    }
  }
  return folders;
}

/**
 * The package folder a file belongs to, by its path alone: the part up to the last
 * `node_modules/<name>` (or `node_modules/@scope/name`). Undefined outside any node_modules.
 */
export function packageFolderOf(path: string): string | undefined {
  const parts = path.split(sep);
  const last = parts.lastIndexOf('node_modules');
  if (last === -1 || last + 1 >= parts.length) return undefined;
  const length = parts[last + 1].startsWith('@') ? last + 3 : last + 2;
  return length > parts.length ? undefined : parts.slice(0, length).join(sep);
}

/** The packages the package.json in `folder` names under `fields` (none when it cannot be read). */
export function dependencyNames(folder: string, fields: readonly string[] = ['dependencies', 'optionalDependencies', 'peerDependencies']): string[] {
  let manifest: Record<string, unknown>;
  try {
    manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  } catch {
    return [];
  }
  const names = new Set<string>();
  for (const key of fields) {
    const entries = manifest[key];
    if (entries && typeof entries === 'object') for (const name of Object.keys(entries)) names.add(name);
  }
  return [...names];
}

/** Where Node would find package `name` for code in `from`; undefined when it is not installed. */
function packageFolder(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realFolder(candidate);
    if (dirname(dir) === dir) return undefined;
  }
}

function realFolder(folder: string): string {
  try {
    return realpathSync.native(folder);
  } catch {
    return folder;
  }
}
