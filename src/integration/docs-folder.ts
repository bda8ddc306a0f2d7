import { readdirSync } from 'node:fs';
import { pageIdFromFile } from '../navigation/pages.ts';

const PAGE_FILE = /\.mdx?$/i;

/** Every .md/.mdx file under the docs folder, relative to it, in path order; none when there is no folder. */
export function listPageFiles(docsDir: string): string[] {
  try {
    return readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
      .filter((entry) => PAGE_FILE.test(entry))
      .sort();
  } catch {
    return [];
  }
}

/** Ids of every page under the docs folder, found without reading the files. */
export function listPageIds(docsDir: string): Set<string> {
  return new Set(listPageFiles(docsDir).map(pageIdFromFile));
}
