import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import { siteFolder } from '../cli/quire-process.ts';

/** Makes site folders of the given files under the system temp folder, each removed when the test file's tests are done. */
export function siteFoldersRemovedAfter(): (files: Record<string, string>) => string {
  const folders: string[] = [];
  after(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });
  return (files) => {
    const dir = siteFolder(files);
    folders.push(dir);
    return dir;
  };
}

/**
 * A new folder this process may write in that shares no folder but `/` with `path` (as ~/.cache
 * and a global install under /usr/lib do): the system temp folder, /var/tmp, /dev/shm or home.
 */
export function folderApartFrom(path: string): string {
  const firstFolder = (of: string) => of.split('/').find((part) => part !== '');
  const candidates = [tmpdir(), '/var/tmp', '/dev/shm', homedir()];
  for (const candidate of candidates) {
    if (firstFolder(candidate) === firstFolder(path)) continue;
    try {
      accessSync(candidate, constants.W_OK);
      return mkdtempSync(join(candidate, 'quire-apart-'));
    } catch {
      // Not writable here: the next one.
    }
  }
  throw new Error(`no writable folder apart from ${path} among ${candidates.join(', ')}`);
}
