import { join } from 'node:path';
import * as pagefind from 'pagefind';

/**
 * The search index, built locally by Pagefind's Node API over the HTML Astro just wrote (no
 * network). Only each page's article is indexed (DocPage marks it data-pagefind-body), so the
 * sidebar and footer never match. Returns the number of pages indexed.
 */
export async function writeSearchIndex(outDir: string): Promise<number> {
  try {
    const { index, errors } = await pagefind.createIndex({ excludeSelectors: ['.copy-code', '.tab-list', '.prev-next'] });
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: outDir });
    if (added.errors.length > 0) throw new Error(`Pagefind could not index ${outDir}: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write its files: ${written.errors.join('; ')}`);
    return added.page_count;
  } finally {
    await pagefind.close();
  }
}
