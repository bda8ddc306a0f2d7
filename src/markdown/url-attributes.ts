import { isIconImage } from '../config/icon-value.ts';
import { scriptScheme, type ScriptScheme, type UrlUse } from '../utils/url-safety.ts';

/**
 * Which attributes of HTML elements and MDX components hold URLs, and what the browser does with
 * them: the knowledge the page check (collect-links.ts) and the render step
 * (markdown/script-urls.ts) share. Names are compared as `attributeKey` gives them, so JSX's
 * `srcSet`, hast's `xLinkHref` and HTML's `xlink:href` all match.
 */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'imagesrcset',
  'action',
  'formaction',
  'poster',
  'cite',
  'background',
  'longdesc',
  'lowsrc',
  'dynsrc',
  'manifest',
  'codebase',
  'archive',
  'classid',
  'usemap',
  'ping',
  'profile',
  'xlinkhref',
  // Component props that become an image's src (Card img/image, an icon given as a URL).
  'img',
  'image',
  'icon',
]);

/** Attributes whose URL is only ever loaded as an image (data:image/… is fine there). */
const IMAGE_ATTRIBUTES = new Set(['srcset', 'imagesrcset', 'poster', 'lowsrc', 'dynsrc', 'img', 'image', 'icon']);
/** A `src` loads an image or media file, except on these, which load a document or script. */
const DOCUMENT_SRC_TAGS = new Set(['iframe', 'frame', 'embed', 'object', 'script', 'portal']);
/** Attributes that hold several URLs separated by spaces. */
const URL_LISTS = new Set(['ping', 'archive']);

export const attributeKey = (name: string): string => name.toLowerCase().replace(/[^a-z]/g, '');

/** `data` is a URL only on <object>; on a component it is anyone's prop. */
export const isUrlAttribute = (tag: string, name: string): boolean => URL_ATTRIBUTES.has(attributeKey(name)) || (attributeKey(name) === 'data' && tag.toLowerCase() === 'object');

export function attributeUse(tag: string, name: string): UrlUse {
  const key = attributeKey(name);
  if (IMAGE_ATTRIBUTES.has(key)) return 'image';
  return key === 'src' && !DOCUMENT_SRC_TAGS.has(tag.toLowerCase()) ? 'image' : 'link';
}

/**
 * The URLs in a srcset value: each candidate is a URL up to the next whitespace, then optional
 * descriptors up to a comma (a URL may hold commas itself, as data: URLs do).
 */
function srcsetUrls(value: string): string[] {
  const urls: string[] = [];
  let at = 0;
  while (at < value.length) {
    while (at < value.length && /[\s,]/.test(value[at])) at++;
    const start = at;
    while (at < value.length && !/\s/.test(value[at])) at++;
    const url = value.slice(start, at);
    if (url === '') break;
    urls.push(url.replace(/,+$/, ''));
    if (!url.endsWith(',')) {
      while (at < value.length && value[at] !== ',') at++;
    }
  }
  return urls;
}

/** The URLs an attribute value holds (one, or several for srcset and space-separated lists). */
export function attributeUrls(name: string, value: string): string[] {
  const key = attributeKey(name);
  if (key === 'srcset' || key === 'imagesrcset') return srcsetUrls(value);
  if (URL_LISTS.has(key)) return value.split(/\s+/).filter(Boolean);
  return [value];
}

/**
 * The URLs this attribute makes the browser load as an image or media file, every srcset
 * candidate included: `src` of <img>/<source>/<video>…, `poster`, a component's `img`/`image`
 * prop, and an `icon` given as a path (a Font Awesome name is no file). None for links.
 */
export function imageUrlsInAttribute(tag: string, name: string, value: string): string[] {
  if (!isUrlAttribute(tag, name) || attributeUse(tag, name) !== 'image') return [];
  if (attributeKey(name) === 'icon' && !isIconImage(value)) return [];
  return attributeUrls(name, value);
}

/** The first URL in this attribute that would run as script, with its scheme; undefined when it has none. */
export function scriptUrlInAttribute(tag: string, name: string, value: string): { url: string; scheme: ScriptScheme } | undefined {
  if (!isUrlAttribute(tag, name)) return undefined;
  const use = attributeUse(tag, name);
  for (const url of attributeUrls(name, value)) {
    const scheme = scriptScheme(url, use);
    if (scheme) return { url, scheme };
  }
  return undefined;
}

const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', '0': '\0' };

/**
 * The string a JSX expression is when it is one string literal ("…", '…', or `…` without ${}),
 * escapes decoded as JavaScript decodes them (`"\x6Aavascript:"`); undefined for any other expression.
 */
function stringLiteral(expression: string): string | undefined {
  const text = expression.trim();
  const quote = text[0];
  if (text.length < 2 || !`"'\``.includes(quote) || text.at(-1) !== quote) return undefined;
  let value = '';
  for (let at = 1; at < text.length - 1; at++) {
    const char = text[at];
    if (char === quote || (quote === '`' && text.startsWith('${', at))) return undefined;
    if (char !== '\\') {
      value += char;
      continue;
    }
    const escaped = text[++at];
    const hex = escaped === 'x' ? /^[\da-f]{2}/i.exec(text.slice(at + 1)) : escaped === 'u' ? /^(?:[\da-f]{4}|\{[\da-f]+\})/i.exec(text.slice(at + 1)) : null;
    if (hex) {
      const codePoint = parseInt(hex[0].replace(/[{}]/g, ''), 16);
      if (codePoint > 0x10ffff) return undefined;
      value += String.fromCodePoint(codePoint);
      at += hex[0].length;
    } else if (escaped === '\r' || escaped === '\n' || escaped === '\u2028' || escaped === '\u2029') {
      // A line continuation adds nothing.
      if (escaped === '\r' && text[at + 1] === '\n') at++;
    } else value += SIMPLE_ESCAPES[escaped] ?? escaped;
  }
  return value;
}

/** What a JSX attribute's value says as text: a plain value, or an expression that is one string literal. */
export function jsxAttributeText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'mdxJsxAttributeValueExpression') {
    const expression = (value as { value?: unknown }).value;
    return typeof expression === 'string' ? stringLiteral(expression) : undefined;
  }
  return undefined;
}
