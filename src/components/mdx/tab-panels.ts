/** One panel found in rendered HTML, with the id the tab button points at. */
export interface TabPanel {
  id: string;
  title: string;
  /** A Font Awesome name from <Tab icon="…">. */
  icon?: string;
}

import { nextId } from './ids.ts';

const decode = (value: string): string =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Finds the panels of one tab group in its rendered children: the elements carrying `marker`
 * (e.g. data-tab-title="…"), skipping those inside a nested <quire-tabs>. Each gets an id,
 * role="tabpanel" and, except the first, `hidden`, so the page is right before any script runs.
 */
export function markTabPanels(html: string, marker: string): { panels: TabPanel[]; html: string } {
  const group = nextId('q-tabs');
  const panels: TabPanel[] = [];
  let depth = 0;
  const pattern = new RegExp(`<quire-tabs\\b|</quire-tabs>|<([a-z][a-z0-9-]*)\\b([^>]*?)\\s${marker}="([^"]*)"`, 'gi');
  const out = html.replace(pattern, (match, tag: string | undefined, before: string, title: string) => {
    if (match.toLowerCase().startsWith('<quire-tabs')) return depth++, match;
    if (match.toLowerCase() === '</quire-tabs>') return depth--, match;
    if (depth > 0 || tag === undefined) return match;
    const index = panels.length;
    const id = `${group}-${index}`;
    const icon = /\sdata-tab-icon="([^"]*)"/.exec(before)?.[1];
    panels.push({ id, title: decode(title), ...(icon ? { icon: decode(icon) } : {}) });
    // A code panel's <pre> is focusable already; a second tab stop on its frame would be noise.
    const focusable = marker === 'data-code-title' ? '' : ' tabindex="0"';
    const extra = ` id="${id}" role="tabpanel" aria-labelledby="${id}-tab"${focusable}${index > 0 ? ' hidden' : ''}`;
    return `<${tag}${before}${extra} ${marker}="${title}"`;
  });
  return { panels, html: out };
}
