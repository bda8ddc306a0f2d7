import assert from 'node:assert/strict';
import { test } from 'node:test';
import type * as z from 'zod';
import { validateDocsJson } from '../../../../src/config/docs-json/index.ts';
import { docsJsonSchema } from '../../../../src/config/docs-json/schema.ts';
import { URL_VALUES } from '../../../../src/config/docs-json/shared.ts';
import { formatProblem } from '../../../../src/config/problems.ts';
import { unwrapSchema } from '../../../../src/config/zod-walk.ts';

interface Leaf {
  path: string;
  schema: z.ZodType;
  use?: string;
}

/** zod 4's definition of a schema, for the kinds the walk goes through (zod-walk.ts reads the same). */
const defOf = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { def: { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; options?: z.ZodType[]; valueType?: z.ZodType } } })._zod.def;

/**
 * Every string docs.json can hold, found by walking the schema itself (objects, arrays, unions,
 * records, lazy and optional wrappers), so a key added later is walked too. Each object is walked
 * once: navigation nests without end.
 */
function stringLeaves(root: z.ZodType): Leaf[] {
  const leaves: Leaf[] = [];
  const seen = new Set<z.ZodType>();
  const walk = (schema: z.ZodType, path: string) => {
    const inner = unwrapSchema(schema);
    if (seen.has(inner)) return;
    const def = defOf(inner);
    if (def.type === 'object') {
      seen.add(inner);
      for (const [key, value] of Object.entries(def.shape ?? {})) walk(value, path === '' ? key : `${path}.${key}`);
    } else if (def.type === 'array' && def.element) walk(def.element, `${path}[]`);
    else if (def.type === 'union') for (const option of def.options ?? []) walk(option, path);
    else if (def.type === 'record' && def.valueType) walk(def.valueType, `${path}{}`);
    else if (def.type === 'string') leaves.push({ path, schema: inner, use: URL_VALUES.get(inner)?.use });
  };
  walk(root, '');
  return leaves;
}

const leaves = stringLeaves(docsJsonSchema);
const urlLeaves = leaves.filter((leaf) => leaf.use !== undefined);

/** How a browser can be made to read a script URL: case, tabs and newlines inside, controls and spaces before. */
const SCRIPT_URLS = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  ' javascript:alert(1)',
  '\u0001\u001fjavascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  ' data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
];

test('the walk finds the values that become links, images and script sources, each one marked as a URL', () => {
  const paths = new Set(urlLeaves.map((leaf) => leaf.path));
  for (const path of [
    'logo',
    'logo.light',
    'logo.href',
    'favicon.dark',
    'background.image.light',
    'navbar.links[].href',
    'navbar.primary.href',
    'navbar.links[].icon',
    'contextual.options[].href',
    'contextual.options[].href.base',
    'redirects[].destination',
    'fonts.source',
    'api.mdx.server',
    'api.openapi',
    'seo.organization.url',
    'thumbnails.background',
    'integrations.onetrust.scriptSource',
  ]) {
    assert.ok(paths.has(path), `${path} is not marked as a URL value`);
  }
  // Inside navigation: the division links, the global links, and the chrome a language has of its own.
  for (const pattern of [/^navigation\.global\.anchors\[\]\.href$/, /^navigation\..*tabs\[\]\.href$/, /footer\.socials\.github$/, /footer\.links\[\]\.items\[\]\.href$/]) {
    assert.ok(
      [...paths].some((path) => pattern.test(path)),
      `no URL value matches ${pattern}`,
    );
  }
});

test('every string whose key names a link, image, host or source is marked as a URL value (a new key cannot slip past)', () => {
  // Strings that name no URL a page holds: $schema is never written into a page; a spec's
  // `directory` is a folder of page paths; seo.paths[].path and a redirect's source match request
  // paths (a source becomes where a stub page is written, never a link).
  const notUrls = /^\$schema$|\.directory$|^seo\.paths\[\]\.path$|^redirects\[\]\.source$/;
  const urlLike = /(^|\.)(href|url|urls|source|src|image|logo|favicon|destination|server|background|sameAs|icon|[a-z]+Url|[a-z]+Host|scriptSource)(\.name|\.base|\.light|\.dark|\[\])?$|socials\./i;
  const missed = leaves.filter((leaf) => urlLike.test(leaf.path) && !notUrls.test(leaf.path) && leaf.use === undefined).map((leaf) => leaf.path);
  assert.deepEqual(missed, []);
});

test('every URL value refuses javascript:, its case and whitespace disguises, vbscript: and data: documents; a plain https URL passes', () => {
  assert.ok(urlLeaves.length > 40, `only ${urlLeaves.length} URL values found`);
  for (const leaf of urlLeaves) {
    for (const url of SCRIPT_URLS) assert.equal(leaf.schema.safeParse(url).success, false, `${leaf.path} accepts ${JSON.stringify(url)}`);
    // Adobe Launch scripts come from Adobe's own host only.
    const https = leaf.path === 'integrations.adobe.launchUrl' ? 'https://assets.adobedtm.com/a.js' : 'https://example.com/a';
    assert.equal(leaf.schema.safeParse(https).success, true, `${leaf.path} refuses an https URL`);
  }
});

test('an image value takes data:image/…, a link value does not', () => {
  const image = urlLeaves.find((leaf) => leaf.path === 'logo.light');
  const link = urlLeaves.find((leaf) => leaf.path === 'redirects[].destination');
  assert.equal(image?.schema.safeParse('data:image/png;base64,iVBORw0KGgo=').success, true);
  assert.equal(link?.schema.safeParse('data:image/png;base64,iVBORw0KGgo=').success, false);
});

const base = { theme: 'mint', name: 'Acme', colors: { primary: '#0d9373' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } };
const problems = (config: unknown) => validateDocsJson(config).problems.map(formatProblem);

test('a script URL in docs.json is refused with its JSON path and the rule, as site.json refuses it', () => {
  const [logo] = problems({ ...base, logo: { light: '/logo.svg', dark: '/logo.svg', href: 'javascript:alert(document.domain)' } });
  assert.match(
    logo,
    /^logo\.href: expected a link: a path starting with "\/", "#…", "mailto:…" or an absolute URL \(javascript:, vbscript: and data: URLs are refused; data:image\/… only where an image goes\), found "javascript:alert\(document\.domain\)"/,
  );
  const all = problems({
    ...base,
    navbar: { links: [{ label: 'Blog', href: 'JAVASCRIPT:alert(1)' }] },
    contextual: { options: ['copy', { title: 'Ask', description: 'x', href: { base: ' javascript:alert(1)' } }] },
    redirects: [{ source: '/old', destination: 'java\tscript:alert(1)' }],
    seo: { metatags: { 'og:image': 'javascript:alert(1)', description: 'javascript: the good parts' } },
    navigation: { global: { anchors: [{ anchor: 'Blog', href: 'vbscript:msgbox(1)' }] }, groups: [{ group: 'Start', pages: ['index'] }] },
  }).map((problem) => problem.split(': expected')[0]);
  assert.deepEqual(all.sort(), ['contextual.options[1].href.base', 'navbar.links[0].href', 'navigation.global.anchors[0].href', 'redirects[0].destination', 'seo.metatags["og:image"]'].sort());
});

test('an HTML entity in docs.json is text, not a character reference: "&#106;avascript:" is kept as written (the page escapes its "&")', () => {
  const config = { ...base, redirects: [{ source: '/old', destination: '&#106;avascript:alert(1)' }] };
  assert.deepEqual(validateDocsJson(config).problems, []);
  assert.equal(validateDocsJson(config).config?.redirects?.[0]?.destination, '&#106;avascript:alert(1)');
});

test('a control character in a redirect or any URL value (NUL, a line break, U+0085, U+2028) is refused with its JSON path, never written into a host rule file', () => {
  for (const character of ['\u0000', '\n', '\r', '\u007f', '\u0085', '\u2028']) {
    const found = problems({ ...base, redirects: [{ source: `/old${character}x`, destination: `/new${character}y` }] }).map((problem) => problem.split(': expected')[0]);
    assert.deepEqual(found.sort(), ['redirects[0].destination', 'redirects[0].source'], JSON.stringify(character));
  }
  for (const leaf of urlLeaves) assert.equal(leaf.schema.safeParse('https://example.com/a\u0085b').success, false, `${leaf.path} accepts U+0085`);
  assert.deepEqual(problems({ ...base, redirects: [{ source: '/old/:slug*', destination: '/new/:slug*' }] }), []);
});
