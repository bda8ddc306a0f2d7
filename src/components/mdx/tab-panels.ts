import { toHtml } from 'hast-util-to-html';
import { htmlToHast, type HastNode } from 'satteri';
import { childrenOf, isElement } from './hast-nodes.ts';

/** One panel found in rendered HTML, with the id the tab button points at. */
export interface TabPanel {
  id: string;
  title: string;
  /** A Font Awesome name from <Tab icon="…">. */
  icon?: string;
}

/** `data-tab-title` → `dataTabTitle`, as hast names data attributes. */
const propertyName = (attribute: string) => attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Finds the panels of one tab group (`group`: its id on the page) in its rendered children: the
 * elements carrying `marker` (e.g. data-tab-title="…"), not those of a nested <quire-tabs>. Each
 * gets an id, role="tabpanel" and, except the first, `hidden`, so the page is right before any
 * script runs. The HTML is parsed and edited as a tree, then written out again.
 */
export function markTabPanels(html: string, marker: string, group: string): { panels: TabPanel[]; html: string } {
  const tree = htmlToHast(html, { fragment: true });
  const key = propertyName(marker);
  const panels: TabPanel[] = [];
  const visit = (node: HastNode) => {
    for (const child of childrenOf(node)) {
      if (!isElement(child)) continue;
      if (child.tagName === 'quire-tabs') continue;
      const title = child.properties[key];
      if (typeof title === 'string') {
        const index = panels.length;
        const id = `${group}-${index}`;
        const icon = child.properties.dataTabIcon;
        panels.push({ id, title, ...(typeof icon === 'string' ? { icon } : {}) });
        // A code panel's <pre> is focusable already; a second tab stop on its frame would be noise.
        const focusable = marker === 'data-code-title' ? {} : { tabIndex: 0 };
        child.properties = { ...child.properties, id, role: 'tabpanel', ariaLabelledBy: [`${id}-tab`], ...focusable, ...(index > 0 ? { hidden: true } : {}) };
      }
      visit(child);
    }
  };
  visit(tree);
  return { panels, html: toHtml(tree as Parameters<typeof toHtml>[0]) };
}
