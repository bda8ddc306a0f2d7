import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { htmlToHast, type HastNode } from 'satteri';
import { scriptScheme, type UrlUse } from '../utils/url-safety.ts';

/** Attributes a browser follows or loads as a URL, and how: `src` of an image may be data:image/…. */
const URL_ATTRIBUTES: Record<string, UrlUse> = {
  href: 'link',
  xLinkHref: 'link',
  xlinkHref: 'link',
  action: 'link',
  formAction: 'link',
  src: 'link',
  poster: 'image',
  data: 'link',
  cite: 'link',
  background: 'image',
};
/** Elements whose `src` is only ever an image. */
const IMAGE_ELEMENTS = new Set(['img', 'source', 'input']);

/**
 * A URL attribute whose value (after its opening quote, if any) does not begin in a way only safe
 * URLs can (`/`, `#`, `?`, `.`, http(s):, mailto:, tel:): the pages that have none are safe without being parsed. Sound as a
 * filter: a script URL, with leading spaces, controls or character references, begins otherwise.
 */
const MAYBE_UNSAFE = /\s(?:href|xlink:href|src|action|formaction|poster|data|cite|background)\s*=\s*(?!["']?(?:[/#?.]|https?:|mailto:|tel:))/i;

/** The layout's own "no favicon" (Head.astro, RedirectPage.astro), exactly as rendered: safe, and on every page of a site without one. */
const NO_ICON = '<link rel="icon" href="data:,">';

/** A script URL in a built page: where, which attribute, and its value as written. */
export interface OutputScriptUrl {
  page: string;
  element: string;
  attribute: string;
  url: string;
}

/**
 * Every script URL (the one rule, utils/url-safety.ts) in an href, src, action, formaction or
 * other URL attribute of a rendered page, read from its parsed HTML: whatever produced it (a
 * page's expression building `'java' + 'script:'`, a component a page exports, raw HTML), the
 * output is the last place it can be seen.
 */
export function scriptUrlsInHtml(html: string, page: string): OutputScriptUrl[] {
  // Every page without a favicon says "no icon" so (Head.astro): that tag alone is no reason to parse it.
  if (!MAYBE_UNSAFE.test(html.replaceAll(NO_ICON, ''))) return [];
  const found: OutputScriptUrl[] = [];
  const visit = (node: HastNode) => {
    if (node.type === 'element') {
      const { tagName, properties } = node as unknown as { tagName: string; properties: Record<string, unknown> };
      for (const [name, value] of Object.entries(properties ?? {})) {
        const use = Object.hasOwn(URL_ATTRIBUTES, name) ? URL_ATTRIBUTES[name] : undefined;
        if (use === undefined || typeof value !== 'string') continue;
        const scheme = scriptScheme(value, name === 'src' && IMAGE_ELEMENTS.has(tagName) ? 'image' : use);
        // A <link> is never opened as a document (`<link rel="icon" href="data:,">` asks for no icon): only script schemes count there.
        if (scheme && !(tagName === 'link' && scheme === 'data:')) found.push({ page, element: tagName, attribute: name, url: value });
      }
    }
    for (const child of (node as { children?: HastNode[] }).children ?? []) visit(child);
  };
  visit(htmlToHast(html));
  return found;
}

/** The script URLs of every page a build wrote (`*.html` under outDir), by page path. */
export function scriptUrlsInOutput(outDir: string): OutputScriptUrl[] {
  const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  return pages.flatMap((file) => scriptUrlsInHtml(readFileSync(join(outDir, file), 'utf8'), `/${file.split(sep).join('/')}`));
}

/** The refusal, one line per URL (its value cut short and shown as data). */
export function formatOutputScriptUrls(found: readonly OutputScriptUrl[]): string {
  const lines = found.map(({ page, element, attribute, url }) => `  ✖ ${page}: <${element} ${attribute}=${JSON.stringify(url.length > 80 ? `${url.slice(0, 77)}…` : url)}>`);
  return `The built pages have ${found.length === 1 ? 'a script URL' : `${found.length} script URLs`} that no source check could see (made by a page's code or a component):\n${lines.join('\n')}`;
}
