import type { Element, Root as HastRoot } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toMdast } from 'hast-util-to-mdast';
import type { Nodes as MdastNodes, Root as MdastRoot, PhrasingContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toMarkdown } from 'mdast-util-to-markdown';
import { isHttpUrl } from '../utils/urls.ts';

/*
 * Javadoc, Sphinx and DocFX write their comments as HTML; SDK pages draw comments as Markdown
 * through the sanitising description renderer (raw HTML off). A comment is converted through
 * syntax trees (hast → mdast → Markdown), never by editing its text, and its links into the same
 * artifact become `sdk:<id>` links that `resolveSdkLinks` turns into the generated pages' URLs.
 */

const SDK_LINK = 'sdk:';

function visitElements(node: HastRoot | Element, visit: (element: Element) => void) {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    visit(child);
    visitElements(child, visit);
  }
}

/**
 * A comment's HTML as Markdown. `targetOf` says which reflection a link's `href` (as written in
 * the artifact) documents; such links become `sdk:<id>`, other links to the web stay, and links to
 * files of the artifact that have no page keep their text only.
 */
export function htmlToMarkdown(html: string, targetOf: (href: string) => number | undefined = () => undefined): string {
  const tree = fromHtml(html, { fragment: true });
  visitElements(tree, (element) => {
    if (element.tagName !== 'a') return;
    const href = typeof element.properties.href === 'string' ? element.properties.href : undefined;
    const target = href === undefined ? undefined : targetOf(href);
    if (target !== undefined) element.properties = { href: `${SDK_LINK}${target}` };
    else if (href && isHttpUrl(href)) element.properties = { href };
    else {
      element.tagName = 'span';
      element.properties = {};
    }
  });
  return toMarkdown(toMdast(tree), { bullet: '-', fences: true }).trim();
}

/** Each `sdk:<id>` link of a Markdown comment pointed at its reflection's page, or made code where the reflection has none. */
export function resolveSdkLinks(markdown: string, link: (target: number) => string | undefined): string {
  const tree = fromMarkdown(markdown);
  const visit = (node: MdastNodes): MdastNodes => {
    if (node.type === 'link' && node.url.startsWith(SDK_LINK)) {
      const href = link(Number(node.url.slice(SDK_LINK.length)));
      if (href) return { ...node, url: href };
      const text = node.children.map((child) => ('value' in child ? child.value : '')).join('');
      return { type: 'inlineCode', value: text };
    }
    if ('children' in node) node.children = node.children.map((child) => visit(child)) as PhrasingContent[];
    return node;
  };
  return toMarkdown(visit(tree) as MdastRoot, { bullet: '-', fences: true }).trim();
}
