/**
 * The one rule for a page's frontmatter: a `---` line first in the file (after an optional byte
 * order mark), YAML, then a `---` line. Everything that reads frontmatter (the docs collection,
 * API page discovery, the link checks, the site files, migrate) goes through here; the YAML in it is
 * read by frontmatter.ts. This module loads no YAML reader, so the render threads use it as it is.
 */
const FRONTMATTER = /^\uFEFF?---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** The frontmatter block of a page: its YAML text and the block's length in the source; undefined without one. */
export function frontmatterBlock(source: string): { yaml: string; length: number } | undefined {
  const match = FRONTMATTER.exec(source);
  return match ? { yaml: match[1] ?? '', length: match[0].length } : undefined;
}

/** Frontmatter lines become blank lines, so positions in the rest still count lines of the file. */
export function blankFrontmatter(source: string): string {
  const block = frontmatterBlock(source);
  return block ? source.slice(0, block.length).replace(/[^\n]/g, '') + source.slice(block.length) : source;
}

/** A frontmatter value that is a non-blank string, trimmed; undefined otherwise. */
export function frontmatterText(data: Readonly<Record<string, unknown>>, key: string): string | undefined {
  const value = data[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
