import { markdownToMdast, type MdastNode } from 'satteri';

/**
 * The words of a markdown node, markup left out (`**a** [b](c)` → "a b"). Raw HTML is markup too;
 * the text between a raw <script> or <style> tag and its end is code, not words.
 */
function textOf(node: MdastNode): string {
  const value = (node as { value?: unknown }).value;
  if (node.type === 'text' || node.type === 'inlineCode') return typeof value === 'string' ? value : '';
  let words = '';
  let inCode = false;
  for (const child of (node as { children?: MdastNode[] }).children ?? []) {
    const html = child.type === 'html' ? String((child as { value?: unknown }).value) : undefined;
    if (html !== undefined) inCode = /^<(script|style)\b/i.test(html) ? true : /^<\/(script|style)\b/i.test(html) ? false : inCode;
    else if (!inCode) words += textOf(child);
  }
  return words;
}

/**
 * An API page's meta description when its frontmatter has none: the first paragraph of the
 * operation's description as plain text (search engines show text, not markdown), else its summary.
 */
export function operationMetaDescription(description: string | undefined, summary: string | undefined): string | undefined {
  if (description && description.trim() !== '') {
    const root = markdownToMdast(description) as { children?: MdastNode[] };
    const paragraph = root.children?.find((node) => node.type === 'paragraph');
    const text = paragraph ? textOf(paragraph).replace(/\s+/g, ' ').trim() : '';
    if (text !== '') return text;
  }
  return summary?.trim() || undefined;
}
