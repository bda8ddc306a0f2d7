import Slugger from 'github-slugger';
import { defineHastPlugin } from 'satteri';

/**
 * The ids Mintlify gives a heading, where they differ from Astro's (github-slugger). Links written
 * for a Mintlify site use them, so a migrated site must answer them too. Two generations:
 * - today's (mintlify.com/docs/create/text, "Automatic anchor IDs"): lower case, whitespace →
 *   hyphen, straight apostrophe → ’, period → hyphen, parentheses and other punctuation removed,
 *   slashes and ampersands kept: "Fees & billing" → "fees-&-billing";
 * - the older one real 2024 sites link to: `&` → "and", every other run of non-alphanumerics → one
 *   hyphen: "Proxies & Residential IPs" → "proxies-and-residential-ips", "streamlit.io" → "streamlit-io".
 */
export function mintlifyHeadingIds(text: string): string[] {
  const lower = text.trim().toLowerCase();
  const current = lower
    .replace(/'/g, '’')
    .replace(/\./g, '-')
    .replace(/[^\p{L}\p{N}\s\-_&/’]/gu, '')
    .replace(/\s/g, '-');
  const older = lower
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return [...new Set([current, older])].filter((id) => id !== '');
}

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
