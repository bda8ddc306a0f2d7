import { blankFrontmatter, frontmatterBlock } from './frontmatter-block.ts';
import { mdxParseBudgetError, mdxParseBudgetProblem } from './mdx-parse-budget.ts';

/**
 * docs.json `variables`: `{{name}}` in a page or snippet stands for the value (names are letters,
 * digits and hyphens, as Mintlify allows). The value is text, never markup: it goes into text
 * nodes, link URLs and component attribute values of the parsed page, where the renderer escapes
 * it. Code (inline and blocks) keeps `{{name}}` as written, as docs about templates need it to.
 * `x={{a}}` is a JSX object, not a reference.
 */
export const WRITTEN = /(?<!=)\{\{([A-Za-z0-9-]+)\}\}/g;

/**
 * MDX reads `{{version}}` as a JavaScript expression and cannot parse `{{api-url}}` at all, so in
 * an .mdx page each reference becomes, before parsing, a token of the same length (columns in
 * error messages stay the author's) made of private-use characters markdown and MDX read as text.
 */
export const OPEN = '\uE000\uE000';
export const CLOSE = '\uE001\uE001';

/** An .mdx source with its references as tokens (frontmatter untouched); unchanged without `{{`. */
export function maskVariableReferences(source: string): string {
  const start = frontmatterBlock(source)?.length ?? 0;
  if (!source.includes('{{', start)) return source;
  return source.slice(0, start) + source.slice(start).replace(WRITTEN, (_, name: string) => `${OPEN}${name}${CLOSE}`);
}

/**
 * A page's source as every check parses it: frontmatter lines blank (lines and columns stay the
 * file's) and, in an .mdx page, references masked as the build masks them, so `{{api-url}}` is
 * text and no expression MDX cannot parse.
 */
export function parseableSource(source: string, format: 'md' | 'mdx'): string {
  if (format === 'md') return blankFrontmatter(source);
  const text = blankFrontmatter(maskVariableReferences(source));
  // A page that would hold the MDX parser for minutes is refused as a page MDX cannot parse.
  const tooCostly = mdxParseBudgetProblem(text);
  if (tooCostly) throw mdxParseBudgetError(tooCostly);
  return text;
}
