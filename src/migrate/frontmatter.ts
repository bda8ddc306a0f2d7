import { readFrontmatter } from '../source/frontmatter.ts';
import { pageFrontmatterSchema } from '../source/page-frontmatter.ts';

/**
 * The frontmatter keys Quire reads: the collection schema's (taken from it, so a key added there is
 * never called unused here), plus `api` and `playground`, which the schema keeps as they are and the
 * API page of an endpoint a page defines reads. Other keys are kept in the file but do nothing.
 */
export const QUIRE_FRONTMATTER_KEYS: readonly string[] = [...Object.keys(pageFrontmatterSchema.shape), 'api', 'playground'];

/** Frontmatter keys of one page that Quire does not use (`tag`, …), in file order. */
export function unusedFrontmatterKeys(text: string): string[] {
  return Object.keys(readFrontmatter(text).data).filter((key) => !QUIRE_FRONTMATTER_KEYS.includes(key));
}

/** One line per unused key, naming its pages: `api` (10 pages: a, b, c, …). */
export function summariseUnusedFrontmatter(pages: ReadonlyArray<{ file: string; text: string }>): string[] {
  const byKey = new Map<string, string[]>();
  for (const { file, text } of pages) {
    for (const key of unusedFrontmatterKeys(text)) byKey.set(key, [...(byKey.get(key) ?? []), file]);
  }
  return [...byKey].map(([key, files]) => {
    const shown = files.slice(0, 5).join(', ') + (files.length > 5 ? ', …' : '');
    return `frontmatter "${key}" is not used by Quire (kept in the file, no effect): ${files.length} page${files.length === 1 ? '' : 's'}: ${shown}`;
  });
}
