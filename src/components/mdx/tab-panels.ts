import { toHtml } from 'hast-util-to-html';
import { htmlToHast, type HastNode } from 'satteri';
import { childrenOf, isElement } from './hast-nodes.ts';

/** One panel found in rendered HTML, with the id the tab button points at. */
export interface TabPanel {
  id: string;
  title: string;
  /** A name in the site's icon library from <Tab icon="…">, and its Font Awesome style. */
  icon?: string;
  iconType?: string;
}

/** `data-tab-title` → `dataTabTitle`, as hast names data attributes. */
const propertyName = (attribute: string) => attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Finds the panels of one tab group (`group`: its id on the page) in its rendered children: the
 * elements carrying `marker` (e.g. data-tab-title="…"), not those of a nested <quire-tabs>. Each
 * gets an id (its own `data-tab-id` when <Tab id="…"> gave one), role="tabpanel" and, except the
 * `selected` one (the first unless <Tabs defaultTabIndex>), `hidden`, so the page is right before
 * any script runs. The HTML is parsed and edited as a tree, then written out again.
 */
export function markTabPanels(html: string, marker: string, group: string, selected = 0): { panels: TabPanel[]; html: string; selected: number } {
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
        const own = child.properties.dataTabId;
        const id = typeof own === 'string' && own.trim() !== '' ? own.trim() : `${group}-${index}`;
        const { dataTabIcon: icon, dataTabIconType: iconType } = child.properties;
        panels.push({ id, title, ...(typeof icon === 'string' ? { icon } : {}), ...(typeof iconType === 'string' ? { iconType } : {}) });
        // A code panel's <pre> is focusable already; a second tab stop on its frame would be noise.
        const focusable = marker === 'data-code-title' ? {} : { tabIndex: 0 };
        child.properties = { ...child.properties, id, role: 'tabpanel', ariaLabelledBy: [`${id}-tab`], ...focusable, ...(index !== selected ? { hidden: true } : {}) };
        delete child.properties.dataTabId;
      }
      visit(child);
    }
  };
  visit(tree);
  // An index past the last tab selects the first, as if none were asked for.
  if (selected !== 0 && (selected < 0 || selected >= panels.length)) return markTabPanels(html, marker, group, 0);
  return { panels, html: toHtml(tree as Parameters<typeof toHtml>[0]), selected };
}
