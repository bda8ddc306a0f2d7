import { statSync } from 'node:fs';
import { isToolingName, walkFolder } from '../source/list-files.ts';
import { SITE_ROOT_IGNORE } from '../source/site-source.ts';

/**
 * What the site folder holds now, as a string that changes when a file is added, removed or
 * saved: each file's path, size and modification time. The site folder's one walk (list-files.ts),
 * skipping what the loader skips (hidden entries but `.mintignore`, node_modules, the tools' and
 * build's folders at the top); no file is read. /mcp compares it to decide whether its loaded site
 * still holds.
 */
export function siteFingerprint(dir: string): string {
  const entries: string[] = [];
  walkFolder(dir, {
    siteDir: dir,
    skip: (name, at) => (isToolingName(name) && name !== '.mintignore') || (at === '' && SITE_ROOT_IGNORE.includes(name)),
    entry: (relative, path) => {
      try {
        const stats = statSync(path);
        entries.push(`${relative}\t${stats.size}\t${stats.mtimeMs}`);
      } catch {
        entries.push(`${relative}\tgone`); // Removed since the folder was listed: the next look sees it gone.
      }
    },
  });
  return entries.join('\n');
}
