/** A code sample an OpenAPI file writes for an operation (`x-codeSamples`), shown as written. */
export interface SpecCodeSample {
  /** The language as the file names it ("bash", "javascript"). */
  lang: string;
  /** The tab's label: the sample's own, else its language. */
  label: string;
  source: string;
}

/**
 * The operation's own code samples, from `x-codeSamples` (Redocly's and Mintlify's name) or
 * `x-code-samples` (the older spelling): each entry with a `lang` and a `source` string, in the
 * file's order. Entries missing either are left out; `label` names the tab when given.
 */
export function specCodeSamples(operation: object): SpecCodeSample[] {
  const record = operation as Record<string, unknown>;
  const list = record['x-codeSamples'] ?? record['x-code-samples'];
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { lang, label, source } = item as Record<string, unknown>;
    if (typeof lang !== 'string' || lang.trim() === '' || typeof source !== 'string') return [];
    return [{ lang, label: typeof label === 'string' && label.trim() !== '' ? label : lang, source: source.replace(/\n$/, '') }];
  });
}
