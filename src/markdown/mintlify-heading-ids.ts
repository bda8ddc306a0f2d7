import Slugger from 'github-slugger';
import { defineHastPlugin } from 'satteri';
import { mintlifyHeadingIds } from '../utils/mintlify-heading-ids.ts';

interface HeadingNode {
  properties?: Record<string, unknown>;
}

/**
 * Sätteri hast plugin: each heading whose Mintlify id differs from the id Astro gives it (computed
 * the same way: github-slugger over the text, in order) gets an empty `<span id>` with that id at
 * its start, so `#proxies-and-residential-ips` lands on "Proxies & Residential IPs" while
 * `#proxies--residential-ips` keeps working. An alias never takes an id the page already uses.
 */
export const mintlifyHeadingIdsPlugin = () => () => {
  const slugger = new Slugger();
  const taken = new Set<string>();
  return defineHastPlugin({
    name: 'quire-mintlify-heading-ids',
    element: {
      filter: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
      visit(node: HeadingNode, ctx) {
        const text = ctx.textContent(node as never);
        const existing = node.properties?.id;
        taken.add(typeof existing === 'string' ? existing : slugger.slug(text));
        for (const id of mintlifyHeadingIds(text)) {
          if (taken.has(id)) continue;
          taken.add(id);
          ctx.prependChild(node as never, { type: 'element', tagName: 'span', properties: { id, className: ['heading-alias'] }, children: [] } as never);
        }
      },
    },
  });
};
