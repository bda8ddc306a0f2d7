import type { Element, ElementContent, Root, RootContent } from 'hast';

/*
 * Reading an HTML tree (hast) by its elements, classes and attributes: what the readers of
 * Javadoc's pages and Sphinx's JSON bodies share. Only the tree is read; no HTML is edited as text.
 */

type Node = Root | RootContent | ElementContent;

export const isElement = (node: { type: string } | undefined): node is Element => node?.type === 'element';

/** An element's classes; none for any other node. */
export const classesOf = (node: Node): string[] => (isElement(node) && Array.isArray(node.properties.className) ? node.properties.className.map(String) : []);

/** Whether the node is an element with one of these classes. */
export const hasClass = (node: Node, ...names: string[]): boolean => classesOf(node).some((name) => names.includes(name));

/** An attribute's value when it is text (`id`, `href`). */
export const attribute = (element: Element, name: string): string | undefined => {
  const value = element.properties[name];
  return typeof value === 'string' ? value : undefined;
};

/** The element children of a node. */
export const elementsOf = (node: Root | Element): Element[] => (node.children as ReadonlyArray<RootContent | ElementContent>).filter(isElement);

/** The elements under `node` that `matches`, in document order, not looking inside those `skip` names. */
export function findAll(node: Root | Element, matches: (element: Element) => boolean, skip: (element: Element) => boolean = () => false): Element[] {
  const found: Element[] = [];
  const visit = (parent: Root | Element) => {
    for (const child of elementsOf(parent)) {
      if (matches(child)) found.push(child);
      if (!skip(child)) visit(child);
    }
  };
  visit(node);
  return found;
}

export const findFirst = (node: Root | Element, matches: (element: Element) => boolean, skip?: (element: Element) => boolean): Element | undefined => findAll(node, matches, skip)[0];
