import type { Element, Root } from 'hast';
import { select, selectAll } from 'hast-util-select';
import { toString as hastText } from 'hast-util-to-string';
import { htmlToHast } from 'satteri';

/** HTML parsed as a browser would, to assert on its structure instead of its bytes: a fragment, or a whole page. */
export function parseHtml(html: string, as: 'fragment' | 'page' = 'fragment'): Root {
  return htmlToHast(html, { fragment: as === 'fragment' }) as unknown as Root;
}

/** The elements matching a CSS selector. */
export const all = (selector: string, tree: Root | Element): Element[] => selectAll(selector, tree);

/** The one element matching a CSS selector; fails the test when there is none. */
export function one(selector: string, tree: Root | Element): Element {
  const found = select(selector, tree);
  if (!found) throw new Error(`no element matches ${selector}`);
  return found;
}

/** The text a reader sees in a node, markup left out. */
export const textOf = (node: Root | Element): string => hastText(node);
