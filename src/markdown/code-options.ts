import { defineHastPlugin } from 'satteri';
import { setPageFlag } from './page-flags.ts';

/**
 * The options of a code block whose rules are a stylesheet of their own
 * (components/mdx/styles/code-options.css), linked only by pages whose code uses one.
 */
type CodeOptionsUsed = { highlight: boolean; focus: boolean; diff: boolean; expandable: boolean };

/** The frame's `data-code-options` (code-block-transformer.ts): which of them the block uses, if any. */
export function codeOptionsAttribute(used: CodeOptionsUsed): { dataCodeOptions?: string } {
  const names = (Object.keys(used) as Array<keyof CodeOptionsUsed>).filter((name) => used[name]);
  return names.length > 0 ? { dataCodeOptions: names.join(' ') } : {};
}

/** Whether a code-block frame (a hast element) uses any of the options drawn by that stylesheet. */
export const isMarkedCodeBlock = (node: { properties?: Record<string, unknown> }): boolean => typeof node.properties?.dataCodeOptions === 'string';

/**
 * The component an .mdx document draws before its first marked block: it links the stylesheet
 * where the route did not (a snippet's code, which the page's flag does not see).
 */
export const CODE_OPTIONS_STYLES = 'QuireCodeOptionsStyles';

/**
 * Sätteri hast plugin, after Shiki has drawn the document's code blocks: flags a page with a
 * marked one for its route, and in an .mdx document (a page or a snippet) draws
 * CODE_OPTIONS_STYLES before the first such block.
 */
export const codeOptionsPlugin = () => (document: { sourceFormat: string }) => {
  let seen = false;
  return defineHastPlugin({
    name: 'quire-code-options',
    element: {
      filter: ['div'],
      visit(node, ctx) {
        if (seen || !isMarkedCodeBlock(node as { properties?: Record<string, unknown> })) return;
        seen = true;
        setPageFlag(ctx.data, 'codeOptions', true);
        if (document.sourceFormat === 'mdx') ctx.insertBefore(node, { type: 'mdxJsxFlowElement', name: CODE_OPTIONS_STYLES, attributes: [], children: [] } as never);
      },
    },
  });
};
