import { posix } from 'node:path';
import * as z from 'zod';
import { isScriptUrl, SCRIPT_URL_RULE, type UrlUse } from '../../utils/url-safety.ts';
import { hexColour } from '../schema/shared.ts';

/** The value lists below are Mintlify's own (the docs.json schema it publishes). */
export const THEMES = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'] as const;
export const ICON_LIBRARIES = ['fontawesome', 'lucide', 'tabler'] as const;
export const ICON_STYLES = ['brands', 'duotone', 'light', 'regular', 'sharp-duotone-solid', 'sharp-light', 'sharp-regular', 'sharp-solid', 'sharp-thin', 'solid', 'thin'] as const;

export { hexColour };

/**
 * How Mintlify reads a path in docs.json (pages, group roots, OpenAPI files): relative to the
 * docs folder, so a leading "/" or "./" goes and ".." collapses; one trailing "/" is kept because
 * an operation entry like "GET /users/" needs it to match its spec.
 */
export function normaliseDocsPath(written: string): string {
  const normalised = posix.resolve('/', written).slice(1);
  return written.endsWith('/') && normalised !== '' && !normalised.endsWith('/') ? `${normalised}/` : normalised;
}

export const text = (expected = 'a string') => z.string({ error: expected });
export const nonEmpty = (expected: string) => z.string({ error: expected }).min(1, { error: expected });
export const flag = () => z.boolean({ error: 'true or false' });

const PAGE = 'a page path like "guides/intro", an operation like "GET /users", or a group { "group", "pages" }';

/** A page entry: a page path, "METHOD /path", "spec.yaml METHOD /path" or "webhook name", normalised like Mintlify. */
export const pageEntry = () =>
  z
    .string({ error: PAGE })
    .min(1, { error: `${PAGE} (found an empty string)` })
    .transform(normaliseDocsPath);

/**
 * Every docs.json value that becomes a link, image, font or script source is registered here, with
 * what it is used as: tests/unit/config/docs-json/url-values.test.ts walks the schema to find them
 * all and proves each refuses script URLs, as site.json's `safeLink` does.
 */
export const URL_VALUES = z.registry<{ use: UrlUse }>();

/**
 * Whether text holds a C0 or C1 control character, DEL, or a line or paragraph separator: no path
 * or URL holds one, and written into a host's rule file (`_redirects`) a NUL or U+0085 cuts or
 * bends its line.
 */
export const hasControlCharacter = (value: string): boolean =>
  [...value].some((character) => {
    const code = character.codePointAt(0) ?? 0;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
  });

const NO_CONTROL_CHARACTERS = 'without control characters (a NUL, a line break, U+0085…)';

/** A path as written in docs.json (a redirect's source): text without control characters. */
export const pathText = (expected: string) => z.string({ error: expected }).refine((value) => !hasControlCharacter(value), { error: `${expected}, ${NO_CONTROL_CHARACTERS}` });

/** `schema` refusing script URLs (javascript:, vbscript:, data: but data:image/… where an image goes) and control characters, registered as a URL value. */
const scriptFree = (schema: z.ZodString, expected: string, use: UrlUse = 'link') =>
  schema
    .refine((value) => !isScriptUrl(value, use), { error: `${expected} (${SCRIPT_URL_RULE})` })
    // A script URL disguised with a tab is said once, as a script URL.
    .refine((value) => isScriptUrl(value, use) || !hasControlCharacter(value), { error: `${expected}, ${NO_CONTROL_CHARACTERS}` })
    .register(URL_VALUES, { use });

const canParseUrl = (value: string) => URL.canParse(value);

/** A URL or path Mintlify takes as written (a contextual option, a redirect destination, a font file): anything but a script URL. */
export const linkValue = (expected = 'a URL or a path') => scriptFree(z.string({ error: expected }).min(1, { error: expected }), expected);

/** An https URL naming a server only: no credentials, query or fragment. */
export const isPlainHttpsUrl = (value: string): boolean => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.username === '' && url.password === '' && url.search === '' && url.hash === '';
};

/**
 * A self-hosted server as Mintlify documents some vendors' (plausible's `server`, hightouch's
 * `apiHost`): a hostname without `https://` (`plausible.example.com`), or an https URL.
 */
export const serverValue = (expected: string) =>
  scriptFree(
    z.string({ error: expected }).refine((value) => /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d{1,5})?$/.test(value) || isPlainHttpsUrl(value), { error: expected }),
    expected,
  );

/** An image (logo, favicon, background): a path or URL, data:image/… allowed, never a script URL. */
export const imageValue = (expected: string, minLength = 1) => scriptFree(z.string({ error: expected }).min(minLength, { error: expected }), expected, 'image');

/** Mintlify's "href": a path from the site root ("/x"), "#anchor", "mailto:", or an absolute URL. */
export const href = (expected = 'a link: a path starting with "/", "#…", "mailto:…" or an absolute URL') =>
  scriptFree(
    z.string({ error: expected }).refine((value) => value.startsWith('/') || value.startsWith('#') || value.startsWith('mailto:') || canParseUrl(value), { error: expected }),
    expected,
  );

const UNSAFE_DOWNLOADS = ['.svg', '.exe', '.zip'];
const safeHttpsUrl = (value: string) => {
  try {
    const url = new URL(value);
    const path = decodeURIComponent(url.pathname).toLowerCase();
    return url.protocol === 'https:' && !UNSAFE_DOWNLOADS.some((extension) => path.endsWith(extension));
  } catch {
    return false;
  }
};

/** Footer links: like `href`, but absolute URLs must be https and not a .svg/.exe/.zip download. */
export const secureHref = (expected = 'a path starting with "/", "#…", "mailto:…" or an https URL (not .svg, .exe or .zip)') =>
  scriptFree(
    z
      .string({ error: expected })
      .refine((value) => !value.startsWith('//') && (value.startsWith('/') || value.startsWith('#') || value.startsWith('mailto:') || safeHttpsUrl(value)), { error: expected }),
    expected,
  );

/** Social profiles: an absolute https URL (not a .svg/.exe/.zip download). */
export const secureUrl = (expected = 'an https URL like "https://github.com/acme"') => scriptFree(z.string({ error: expected }).refine(safeHttpsUrl, { error: expected }), expected);

/** An absolute http(s) URL (API servers). */
export const httpUrl = (expected = 'an http(s) URL like "https://api.example.com"') =>
  scriptFree(
    z.string({ error: expected }).refine((value) => canParseUrl(value) && /^https?:/i.test(value), { error: expected }),
    expected,
  );

/** `{ light?, dark? }` hex colours; strict, as Mintlify's is. */
export const colourPair = () => z.strictObject({ light: hexColour().optional(), dark: hexColour().optional() }, { error: 'an object { "light": "#rrggbb", "dark": "#rrggbb" }' });

/** A file (image, favicon) given once, or per mode. */
export const lightDarkFile = (what: string) =>
  z.union([imageValue(`a path to the ${what}`), z.object({ light: imageValue(`the light-mode ${what}`), dark: imageValue(`the dark-mode ${what}`) })], {
    error: `a path to the ${what}, or { "light", "dark" }`,
  });

const ICON_NAME = 'an icon name like "book-open" (Font Awesome, Lucide or Tabler), a URL, a path or an SVG';
const iconName = () =>
  scriptFree(
    z.string({ error: ICON_NAME }).refine((name) => !name.startsWith('fa-'), { error: 'an icon name without "fa-" (write "book", not "fa-book")' }),
    ICON_NAME,
    'image',
  );

/** An icon: its name, or `{ name, style?, library? }`. */
export const icon = () =>
  z.union([iconName(), z.object({ name: iconName(), style: z.enum(ICON_STYLES).optional(), library: z.enum(ICON_LIBRARIES).optional() })], {
    error: `${ICON_NAME}, or { "name", "style", "library" }`,
  });

const SPEC = 'a path to an OpenAPI file or an http(s) URL';
/** A spec location: an http(s) URL as written, or a path normalised like a page. */
const specLocation = (expected = SPEC) =>
  scriptFree(
    z
      .string({ error: expected })
      .trim()
      .min(1, { error: expected })
      .refine((value) => !canParseUrl(value) || /^https?:/i.test(value), { error: `${expected} (only http and https URLs)` }),
    expected,
  ).transform((value) => (canParseUrl(value) ? value : normaliseDocsPath(value)));

const openapiObject = () =>
  z.strictObject(
    { source: specLocation(), directory: text('the URL folder of the generated pages, like "api-reference"').trim().optional(), overlays: z.array(specLocation()).optional() },
    { error: 'an object { "source", "directory" }' },
  );

/** `openapi` on the API section or a navigation node: a location, an array of them, or `{ source, directory }`. */
export const openapi = () =>
  z.union([specLocation(), z.array(z.union([specLocation(), openapiObject()])), openapiObject()], {
    error: 'an OpenAPI file path or URL, an array of them, or { "source", "directory" }',
  });

export const asyncapi = () =>
  z.union(
    [
      specLocation('a path to an AsyncAPI file or an http(s) URL'),
      z.array(specLocation('a path to an AsyncAPI file or an http(s) URL')),
      z.strictObject({ source: specLocation('a path to an AsyncAPI file or an http(s) URL'), directory: text().trim().optional() }),
    ],
    { error: 'an AsyncAPI file path or URL, an array of them, or { "source", "directory" }' },
  );
