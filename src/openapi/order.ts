/**
 * Key order on API pages (site.json `api.maintainOrder`).
 * - true: the order of the OpenAPI file.
 * - false: required fields first, then the rest, each part alphabetical.
 */
export function orderFieldNames(names: readonly string[], required: readonly string[], maintainOrder: boolean): string[] {
  if (maintainOrder) return [...names];
  const isRequired = new Set(required);
  const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);
  return [...names.filter((n) => isRequired.has(n)).sort(byName), ...names.filter((n) => !isRequired.has(n)).sort(byName)];
}

/** Sort key of a response code: 200 < 2XX < 404 < 4XX < default. */
function statusRank(code: string): number {
  if (code === 'default') return 1000;
  if (/^\dxx$/i.test(code)) return Number(code[0]) * 100 + 99.5;
  return Number(code);
}

/**
 * Response codes for display. `fileOrder` is the order in the file (read from its syntax tree,
 * because JS objects move integer-like keys such as "200" to the front in ascending order);
 * without maintainOrder, codes are ascending with "default" last.
 */
export function orderResponseCodes(codes: readonly string[], fileOrder: readonly string[] | undefined, maintainOrder: boolean): string[] {
  if (maintainOrder && fileOrder) {
    const known = fileOrder.filter((code) => codes.includes(code));
    return [...known, ...codes.filter((code) => !known.includes(code))];
  }
  return [...codes].sort((a, b) => statusRank(a) - statusRank(b));
}
