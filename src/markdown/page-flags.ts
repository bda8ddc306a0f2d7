/**
 * What a page's markdown tells its route about what it draws, beyond its HTML: set by the markdown
 * plugins into the document's data (`astro.frontmatter`), read by the route as
 * `render(entry).remarkPluginFrontmatter`, so the route links only the stylesheets and scripts the
 * page uses. One home for the keys, the writing and the reading.
 */
const KEYS = {
  /** A ```mermaid fence was drawn (markdown/diagrams.ts): the page loads the diagram script. */
  diagrams: 'quireDiagrams',
  /** A code block with highlighted/focused/diffed/expandable lines (markdown/code-options.ts). */
  codeOptions: 'quireCodeOptions',
  /** The names of Quire's components the page draws (markdown/unknown-components.ts). */
  components: 'quireComponents',
  /** The names of Quire's components the page's React files draw by their React equivalents (markdown/react-islands.ts). */
  reactComponents: 'quireReactComponents',
} as const;

export interface PageFlags {
  diagrams: boolean;
  codeOptions: boolean;
  components: readonly string[];
  reactComponents: readonly string[];
}

/** The document's data bag as the markdown processor hands it to plugins. */
type DocumentData = { astro?: { frontmatter?: Record<string, unknown> } } | undefined;

/** Records one flag of the page being compiled (nothing outside an Astro page compile). */
export function setPageFlag<K extends keyof PageFlags>(data: unknown, key: K, value: PageFlags[K]): void {
  const astro = (data as DocumentData)?.astro;
  if (astro) (astro.frontmatter ??= {})[KEYS[key]] = value;
}

/** The flags a rendered page carries (`render(entry).remarkPluginFrontmatter`); absent ones are off. */
export function readPageFlags(frontmatter: Record<string, unknown> | undefined): PageFlags {
  const names = (value: unknown): string[] => (Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : []);
  return {
    diagrams: frontmatter?.[KEYS.diagrams] === true,
    codeOptions: frontmatter?.[KEYS.codeOptions] === true,
    components: names(frontmatter?.[KEYS.components]),
    reactComponents: names(frontmatter?.[KEYS.reactComponents]),
  };
}
