import { toHtml } from 'hast-util-to-html';
import { htmlToHast, type HastNode } from 'satteri';
import { childrenOf, isElement, type Element } from './hast-nodes.ts';
import { isTitleSize } from './title-sizes.ts';

const classes = (element: Element): unknown[] => (Array.isArray(element.properties.className) ? element.properties.className : []);

/**
 * Writes the numbers of one <Steps> into its rendered steps: each marker still waiting for a
 * number (`data-step-number`, empty or the step's own `stepNumber`) gets the next one, or its own.
 * Parsed as a tree, so whatever attributes the markup carries (Astro's dev server adds
 * data-astro-source-* to every element) the markers are found; nested <Steps> numbered
 * themselves already, so their markers no longer wait. Step titles still waiting for a size
 * (`data-step-title`: the step set none) become <Steps titleSize>'s element, `p` by default.
 */
export function numberSteps(html: string, titleSize?: string): string {
  const size = isTitleSize(titleSize) ? titleSize : 'p';
  const tree = htmlToHast(html, { fragment: true });
  let count = 0;
  const visit = (node: HastNode) => {
    for (const child of childrenOf(node)) {
      if (!isElement(child)) continue;
      const own = child.properties.dataStepNumber;
      if (classes(child).includes('step-marker') && own !== undefined) {
        count = typeof own === 'string' && own !== '' && Number.isFinite(Number(own)) ? Number(own) : count + 1;
        delete child.properties.dataStepNumber;
        (child as { children: unknown[] }).children = [{ type: 'text', value: String(count) }];
        continue;
      }
      if (child.properties.dataStepTitle !== undefined) {
        delete child.properties.dataStepTitle;
        child.tagName = size;
      }
      visit(child);
    }
  };
  visit(tree);
  return toHtml(tree as Parameters<typeof toHtml>[0]);
}
