import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Folders no page, config or spec of a site is in; their changes do not change what /mcp answers. */
const SKIPPED = new Set(['node_modules', 'dist', '.git', '.quire', '.astro']);

/**
 * What the site folder holds now, as a string that changes when a file is added, removed or
 * saved: each file's path, size and modification time (lstat: a link is not followed). One
 * listing of the folder, no file read; /mcp compares it to decide whether its loaded site still
 * holds. Hidden folders and the build's folders are left out, as the loader leaves them out.
 */
export function siteFingerprint(dir: string): string {
  const entries: string[] = [];
  const walk = (folder: string, depth: number) => {
    if (depth > 32) return;
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      return;
    }
    for (const name of names.sort()) {
      if (SKIPPED.has(name) || (name.startsWith('.') && name !== '.mintignore')) continue;
      const path = join(folder, name);
      let stats: ReturnType<typeof lstatSync>;
      try {
        stats = lstatSync(path);
      } catch {
        continue;
      }
      if (stats.isDirectory()) walk(path, depth + 1);
      else entries.push(`${path}\t${stats.size}\t${stats.mtimeMs}`);
    }
  };
  walk(dir, 0);
  return entries.join('\n');
}
