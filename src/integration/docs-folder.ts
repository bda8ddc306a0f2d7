import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pageIdFromFile } from '../navigation/pages.ts';

const PAGE_FILE = /\.mdx?$/i;

/** Ids of every page under the docs folder, found without reading the files. */
export function listPageIds(docsDir: string): Set<string> {
  const ids = new Set<string>();
  let entries: string[];
  try {
    entries = readdirSync(docsDir, { recursive: true, encoding: 'utf8' });
  } catch {
    return ids;
  }
  for (const entry of entries) {
    if (PAGE_FILE.test(entry)) ids.add(pageIdFromFile(relative(docsDir, join(docsDir, entry))));
  }
  return ids;
}
