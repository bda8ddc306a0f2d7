import { defineHastPlugin, type HastPluginDefinition, type HastVisitorContext } from 'satteri';
import { htmlAttributes, unfinishedTagCloser, withoutAttributes } from './html-attributes.ts';
import { jsxAttributeText, scriptUrlInAttribute } from './url-attributes.ts';

interface JsxNode {
  name: string | null;
  attributes: Array<{ type: string; name?: string; value?: unknown }>;
}

/** Drops the attributes of a JSX element or component (`<a href>`, `<Card href>`, `href={"…"}`) that hold a script URL. */
function withoutScriptProps(node: JsxNode, ctx: HastVisitorContext): void {
  const kept = node.attributes.filter(({ type, name, value }) => {
    const text = type === 'mdxJsxAttribute' && name ? jsxAttributeText(value) : undefined;
    return text === undefined || !scriptUrlInAttribute(node.name ?? '', name!, text);
  });
  if (kept.length < node.attributes.length) ctx.replaceNode(node as never, { ...node, attributes: kept } as never);
}

/**
 * Sätteri hast plugin, defence in depth: the link check (links/collect-links.ts) fails the build
 * on a script URL, and this makes sure none reaches the HTML even when the check does not run
 * (the dev server) or misses one. The attribute that holds it is dropped: a link without href is
 * plain text, an image without src shows nothing. It reads attributes with the same rule
 * (markdown/url-attributes.ts) from markdown links and images, raw HTML and MDX's JSX.
 */
export const scriptUrlsPlugin = (): HastPluginDefinition =>
  defineHastPlugin({
    name: 'quire-script-urls',
    // Markdown syntax makes only these with a URL; raw HTML and JSX arrive as the nodes below.
    element: {
      filter: ['a', 'img'],
      visit(node, ctx) {
        for (const [name, value] of Object.entries(node.properties ?? {})) {
          const text = Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : undefined;
          if (text !== undefined && scriptUrlInAttribute(node.tagName, name, text)) ctx.setProperty(node, name, null);
        }
      },
    },
    raw(node, ctx) {
      const unsafe = htmlAttributes(node.value).filter((found) => scriptUrlInAttribute(found.tag, found.name, found.value));
      // A tag left open (cut by a blank line) is closed here: the next block is text, not more attributes.
      const closer = unfinishedTagCloser(node.value);
      if (unsafe.length > 0 || closer) ctx.replaceNode(node, { type: 'raw', value: withoutAttributes(node.value, unsafe) + closer });
    },
    mdxJsxFlowElement: { filter: [], visit: (node, ctx) => withoutScriptProps(node as JsxNode, ctx) },
    mdxJsxTextElement: { filter: [], visit: (node, ctx) => withoutScriptProps(node as JsxNode, ctx) },
  });
