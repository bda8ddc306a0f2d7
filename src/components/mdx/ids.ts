/**
 * Ids numbered per page (`q-tabs-1`, `q-tabs-2`, …), kept in the page's Astro.locals (fresh for
 * every page): a page gets the same ids whatever else the build renders beside it, so two builds
 * of one site are byte-identical. Call it before awaiting a slot, so the numbering follows the
 * order components start in, not the order their children finish.
 */
export function idOnPage(locals: object, prefix: string): string {
  const store = locals as { quireIdCounters?: Map<string, number> };
  store.quireIdCounters ??= new Map();
  const count = (store.quireIdCounters.get(prefix) ?? 0) + 1;
  store.quireIdCounters.set(prefix, count);
  return `${prefix}-${count.toString(36)}`;
}

/**
 * An id unique on the page being rendered: the first "response-id" stays as it is (so links to
 * it are stable), the next becomes "response-id-2", as headings do. `locals` is the page's
 * Astro.locals, fresh for every page.
 */
export function uniqueOnPage(locals: object, id: string): string {
  const store = locals as { quireIds?: Map<string, number> };
  store.quireIds ??= new Map();
  const seen = store.quireIds.get(id) ?? 0;
  store.quireIds.set(id, seen + 1);
  return seen === 0 ? id : `${id}-${seen + 1}`;
}
