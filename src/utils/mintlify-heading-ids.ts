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
