import { defineHastPlugin } from 'satteri';

/**
 * Markdown tables scroll sideways when wide (`.prose table { overflow-x: auto }` in base.css), so
 * keyboard users need to reach them: tabindex="0" makes the table focusable and arrow keys scroll it
 * (axe-core rule scrollable-region-focusable, WCAG 2.1.1).
 */
export const scrollableTablesPlugin = () =>
  defineHastPlugin({
    name: 'quire-scrollable-tables',
    element: {
      filter: ['table'],
      visit(node, ctx) {
        ctx.setProperty(node, 'tabIndex', 0);
      },
    },
  });
