import { toHtml } from 'hast-util-to-html';
import { htmlToHast, type HastNode } from 'satteri';
import { childrenOf, isElement, type Element } from './hast-nodes.ts';

const el = (tagName: string, properties: Record<string, unknown>, children: HastNode[] = []): HastNode => ({ type: 'element', tagName, properties, children }) as unknown as HastNode;
const textOf = (node: HastNode): string => (node.type === 'text' ? String((node as { value?: string }).value ?? '') : childrenOf(node).map(textOf).join(''));

/** One row of a tree, drawn the same for both of Mintlify's syntaxes. */
export function treeItem(name: string, { folder, open, highlight, openable = true }: { folder: boolean; open?: boolean; highlight?: boolean; openable?: boolean }, group: HastNode[] = []): HastNode {
  const expanded = folder ? (openable ? { ariaExpanded: open ? 'true' : 'false' } : {}) : {};
  return el(
    'li',
    { role: 'treeitem', tabIndex: -1, className: [folder ? 'tree-folder' : 'tree-file', ...(highlight ? ['tree-highlight'] : [])], ...expanded, ...(openable ? {} : { dataOpenable: 'false' }) },
    [el('span', { className: ['tree-label'] }, [{ type: 'text', value: name } as unknown as HastNode]), ...(folder ? [el('ul', { role: 'group' }, group)] : [])],
  );
}

/**
 * A Markdown list as a tree (`- docs/` nested): an item with a nested list or a trailing slash is a
 * folder, open when it has children (as Mintlify draws it); names keep their text, not their
 * formatting.
 */
function listToItems(list: HastNode): HastNode[] {
  return childrenOf(list)
    .filter((child): child is HastNode & Element => isElement(child) && child.tagName === 'li')
    .map((li) => {
      const nested = childrenOf(li).find((child) => isElement(child) && (child.tagName === 'ul' || child.tagName === 'ol'));
      const name = childrenOf(li)
        .filter((child) => child !== nested)
        .map(textOf)
        .join('')
        .trim();
      const folder = nested !== undefined || name.endsWith('/');
      const items = nested ? listToItems(nested) : [];
      return treeItem(name.replace(/\/$/, ''), { folder, open: items.length > 0 }, items);
    });
}

/** Every tree item in document order. */
function* treeItems(node: HastNode): Generator<HastNode & Element> {
  for (const child of childrenOf(node)) {
    if (!isElement(child)) continue;
    if (child.properties.role === 'treeitem') yield child;
    yield* treeItems(child);
  }
}

/**
 * The rendered children of <Tree>/<FileTree> as the items of one ARIA tree: a Markdown list is
 * turned into items, <Tree.Folder>/<Tree.File> rendered theirs already. Exactly one item is in the
 * tab order (the roving tabindex of the tree pattern). Parsed and edited as a tree, not as text.
 */
export function treeItemsHtml(html: string): string {
  const fragment = htmlToHast(html, { fragment: true });
  const items: HastNode[] = [];
  const collect = (node: HastNode) => {
    for (const child of childrenOf(node)) {
      if (!isElement(child)) continue;
      if (child.properties.role === 'treeitem') items.push(child);
      else if (child.tagName === 'ul' || child.tagName === 'ol') items.push(...listToItems(child));
      else collect(child);
    }
  };
  collect(fragment);
  const root = el('div', {}, items);
  const first = treeItems(root).next().value;
  if (first) first.properties.tabIndex = 0;
  return toHtml(items as Parameters<typeof toHtml>[0]);
}
