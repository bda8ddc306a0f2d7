let counter = 0;

/** Ids unique within a build, so two components on one page never share one. */
export const nextId = (prefix: string): string => `${prefix}-${(++counter).toString(36)}`;

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
