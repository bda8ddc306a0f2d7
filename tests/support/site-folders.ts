import { rmSync } from 'node:fs';
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
