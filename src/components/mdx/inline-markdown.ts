import { toHtml } from 'hast-util-to-html';
import { htmlToHast } from 'satteri';
import { descriptionRenderer } from '../../openapi/description.ts';
import { childrenOf, isElement } from './hast-nodes.ts';

/**
 * A prop Mintlify documents as Markdown (a frame's caption, a tooltip's tip): rendered as OpenAPI
 * descriptions are (raw HTML shown as text, URLs checked) and, when it is one paragraph, that
 * paragraph's content alone, so it sits inside a <figcaption> or a <span>.
 */
export async function inlineMarkdownHtml(markdown: string): Promise<string> {
  const { html } = await descriptionRenderer()(markdown, 1);
  const tree = htmlToHast(html, { fragment: true });
  const blocks = childrenOf(tree).filter((node) => isElement(node) || (node as { value?: string }).value?.trim());
  const only = blocks.length === 1 && isElement(blocks[0]) && blocks[0].tagName === 'p' ? blocks[0] : undefined;
  return only ? toHtml({ type: 'root', children: only.children } as Parameters<typeof toHtml>[0]) : html;
}
