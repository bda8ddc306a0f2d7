import { markdownToMdast, mdxToMdast } from 'satteri';

interface TextNode {
  type: string;
  value?: unknown;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: TextNode[];
}

/** Nodes that end a line of text (inline text within them runs on). */
const BLOCKS = new Set(['paragraph', 'heading', 'code', 'tableCell', 'listItem', 'blockquote', 'mdxJsxFlowElement']);

/** Props whose text a reader sees on the page (a card's title, a field's name): searched as the page's words. */
const SHOWN_PROPS = new Set(['title', 'description', 'name', 'label', 'tip']);

/**
 * The words a page shows, from its markdown as parsed (MDX, else plain Markdown, else the text as
 * written): text, code, and the string props readers see; no tags, no expressions. What the dev
 * server's search indexes, where there is no built HTML for Pagefind to read.
 */
export function searchText(body: string): string {
  let tree: TextNode;
  try {
    tree = mdxToMdast(body) as TextNode;
  } catch {
    try {
      tree = markdownToMdast(body) as TextNode;
    } catch {
      return body;
    }
  }
  const words: string[] = [];
  const visit = (node: TextNode) => {
    if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression' || node.type === 'html') return;
    if ((node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') && typeof node.value === 'string') words.push(node.value);
    for (const attribute of node.attributes ?? []) {
      if (attribute.type === 'mdxJsxAttribute' && attribute.name && SHOWN_PROPS.has(attribute.name) && typeof attribute.value === 'string') words.push(attribute.value, '\n');
    }
    for (const child of node.children ?? []) visit(child);
    if (BLOCKS.has(node.type)) words.push('\n');
  };
  visit(tree);
  return words
    .join('')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
