/**
 * Mintlify's rules for turning an OpenAPI tag, summary or path into a URL segment, and a URL back
 * into a title. Generated endpoint pages keep the URLs Mintlify gave them only if these rules are
 * followed to the letter, including their quirks ("/users/{id}" → "users", "a---b" → "a--b").
 */

/**
 * One URL segment from a tag, summary, path or webhook name: spaces → "-", each `{param}` → "-",
 * one leading and one trailing "-" dropped, `{}(),.'` newlines and "/" removed, "--" → "-" (one
 * pass), lower case. Undefined for an empty or missing text, as Mintlify treats both.
 */
export function mintlifySlug(text: string | undefined): string | undefined {
  if (!text) return undefined;
  return text
    .replaceAll(' ', '-')
    .replace(/\{.*?\}/g, '-')
    .replace(/^-/, '')
    .replace(/-$/, '')
    .replace(/[{}(),.'\n/]/g, '')
    .replaceAll('--', '-')
    .toLowerCase();
}

/** "api-reference/users/get-users" → "Get users": the last segment, "-" and "_" as spaces, first letter capitalised. */
export function titleFromSlug(slug: string): string {
  const last = slug.split('?')[0].split('/').pop() ?? '';
  const words = last.replaceAll('-', ' ').replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
