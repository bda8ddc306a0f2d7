import type { HastNode } from 'satteri';

/** An element of a parsed fragment of rendered HTML (what Sätteri's htmlToHast gives). */
export interface Element {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: HastNode[];
}

export const isElement = (node: HastNode): node is HastNode & Element => node.type === 'element';
export const childrenOf = (node: HastNode): HastNode[] => (node as { children?: HastNode[] }).children ?? [];
