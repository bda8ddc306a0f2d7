/**
 * The one rule for URLs Quire writes into an href, src or similar attribute, wherever they come
 * from: site.json, pages (markdown, raw HTML, component props, frontmatter) and OpenAPI
 * descriptions. A URL that a browser would run as script (javascript:, vbscript:) or open as a
 * document made from the URL itself (data:) is refused; data:image/… is allowed where an image
 * goes, since an image cannot run script.
 */

/** Where a URL goes: followed by the reader (a link, a frame, a form), or loaded as an image. */
export type UrlUse = 'link' | 'image';

const SCRIPT_SCHEMES = ['javascript:', 'vbscript:', 'data:'] as const;
export type ScriptScheme = (typeof SCRIPT_SCHEMES)[number];

/**
 * The URL as a browser reads its scheme. WHATWG's URL parser strips leading and trailing C0
 * controls and spaces, removes tabs and newlines anywhere, and compares schemes case-insensitively
 * ("  JaVa\tScript:" runs). This removes every C0 control, space and DEL anywhere, a superset:
 * older browsers skipped more, and no real link has them in its scheme.
 */
function schemeView(url: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: C0 controls, space and DEL are exactly what browsers strip from a scheme
  return url.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase();
}

/** The script scheme `url` has for this use ("javascript:", …), or undefined when the URL is safe there. */
export function scriptScheme(url: string, use: UrlUse = 'link'): ScriptScheme | undefined {
  const view = schemeView(url);
  const scheme = SCRIPT_SCHEMES.find((prefix) => view.startsWith(prefix));
  if (scheme === 'data:' && use === 'image' && view.startsWith('data:image/')) return undefined;
  return scheme;
}

export function isScriptUrl(url: string, use: UrlUse = 'link'): boolean {
  return scriptScheme(url, use) !== undefined;
}

/** `url` when it is safe for this use; undefined for a script URL and for anything that is no URL (a prop written `{null}` or `{3}`). */
export function safeUrl(url: unknown, use: UrlUse = 'link'): string | undefined {
  return typeof url !== 'string' || isScriptUrl(url, use) ? undefined : url;
}

/** What the refusal says, in site.json messages and page checks alike. */
export const SCRIPT_URL_RULE = 'javascript:, vbscript: and data: URLs are refused; data:image/… only where an image goes';
