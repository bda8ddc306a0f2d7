import type { Root, RootContent } from 'hast';

type Node = RootContent | { type: 'raw'; value: string };

/**
 * The words of a node of a parsed description, markup left out (`**a** [b](c)` → "a b"). Raw HTML
 * (kept as `raw` nodes, raw HTML being off) is markup too; the text between a raw <script> or
 * <style> tag and its end is code, not words.
 */
function textOf(node: Node): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  let words = '';
  let inCode = false;
  for (const child of node.children as Node[]) {
    if (child.type === 'raw') inCode = /^<(script|style)\b/i.test(child.value) ? true : /^<\/(script|style)\b/i.test(child.value) ? false : inCode;
    else if (!inCode) words += textOf(child);
  }
  return words;
}

/** The first paragraph of a parsed description (openapi/description.ts) as one line of plain text; "" when it has none. */
export function firstParagraphText(tree: Root): string {
  const paragraph = tree.children.find((node) => node.type === 'element' && node.tagName === 'p');
  return paragraph ? textOf(paragraph).replace(/\s+/g, ' ').trim() : '';
}

/**
 * An API page's meta description when its frontmatter has none: the first paragraph of the
 * operation's description as plain text (search engines show text, not markdown), else its summary.
 */
export function operationMetaDescription(firstParagraph: string, summary: string | undefined): string | undefined {
  return firstParagraph || summary?.trim() || undefined;
}
