import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jsxToHtml } from '../../../src/components/mdx/jsx-to-html.ts';
import { validateSiteConfig } from '../../../src/config/validate.ts';
import { isScriptUrl, safeUrl, scriptScheme } from '../../../src/utils/url-safety.ts';
import { descriptionRenderer } from '../../../src/openapi/description.ts';
import { all, parseHtml, textOf } from '../../support/html-tree.ts';

/** What a browser runs as script, after WHATWG's URL parsing: the rule must refuse every one. */
const SCRIPT_URLS: Array<[string, string]> = [
  ['javascript:alert(1)', 'javascript:'],
  ['JAVASCRIPT:alert(1)', 'javascript:'],
  ['JaVaScRiPt:alert(1)', 'javascript:'],
  // Leading and trailing C0 controls and spaces are stripped by the parser.
  [' \u0000\u001f javascript:alert(1) \u0000', 'javascript:'],
  // Tabs and newlines are removed anywhere, also inside the scheme.
  ['java\tscript:alert(1)', 'javascript:'],
  ['java\nscr\ript:alert(1)', 'javascript:'],
  ['javascript\t:alert(1)', 'javascript:'],
  ['vbscript:msgbox(1)', 'vbscript:'],
  [' VBScript:msgbox(1)', 'vbscript:'],
  ['data:text/html,<script>alert(1)</script>', 'data:'],
  ['DATA:text/html;base64,PHNjcmlwdD4=', 'data:'],
  ['data:image/svg+xml,<svg/>', 'data:'],
];

/** What today's three checks accepted (site.json, component props, OpenAPI descriptions): links still go. */
const SAFE_LINKS = [
  'https://acme.dev',
  'http://a.test/?x=1&y=2',
  'mailto:a@example.com',
  'tel:+15551234',
  '/guides/install',
  '#overview',
  './usage',
  '../api/auth?tab=curl',
  'usage',
  '//cdn.example.com/x',
  '/l.svg',
  'javascript-guide',
  '/docs/javascript:intro',
  // No browser reads a scheme through these: not a tab, newline or leading control.
  '\u00a0javascript:alert(1)',
  '%6Aavascript:alert(1)',
];

test('script URLs are refused after WHATWG-style normalisation, with the scheme named', () => {
  for (const [url, scheme] of SCRIPT_URLS) {
    assert.equal(scriptScheme(url), scheme, JSON.stringify(url));
    assert.equal(safeUrl(url), undefined, JSON.stringify(url));
  }
});

test('other links pass untouched', () => {
  for (const url of SAFE_LINKS) {
    assert.equal(isScriptUrl(url), false, url);
    assert.equal(safeUrl(url), url);
  }
  assert.equal(safeUrl(undefined), undefined);
});

test('data:image/… is allowed only where an image is loaded; other data: URLs never', () => {
  assert.equal(isScriptUrl('data:image/png;base64,AAAA', 'image'), false);
  assert.equal(isScriptUrl(' DATA:Image/svg+xml,<svg/>', 'image'), false);
  assert.equal(isScriptUrl('data:image/png;base64,AAAA', 'link'), true);
  assert.equal(isScriptUrl('data:text/html,x', 'image'), true);
  assert.equal(isScriptUrl('javascript:alert(1)', 'image'), true);
});

test('site.json, component props and OpenAPI descriptions apply the same rule', async () => {
  const renderMarkdown = async (markdown: string) => (await descriptionRenderer()(markdown, 2)).html;
  const minimal = { name: 'x', navigation: [{ group: 'A', pages: ['index'] }] };
  for (const [url] of SCRIPT_URLS) {
    const site = validateSiteConfig({ ...minimal, topbarLinks: [{ name: 'x', url }] });
    assert.equal(site.ok, false, `site.json: ${JSON.stringify(url)}`);
    assert.equal(jsxToHtml({ type: 'a', props: { href: url, children: 'x' } }), '<a>x</a>', `props: ${JSON.stringify(url)}`);
    const inline = url.replace(/[\s()]/g, '');
    // Refused: no link, the words stay (or the whole text, where control characters make it no link in markdown).
    const refused = parseHtml(await renderMarkdown(`[x](${inline})`));
    assert.equal(all('a', refused).length, 0, `OpenAPI: ${JSON.stringify(inline)}`);
    assert.match(textOf(refused), /^\[?x/, `OpenAPI: ${JSON.stringify(inline)}`);
  }
  for (const url of ['https://acme.dev', 'tel:+15551234', '/guides/install']) {
    assert.equal(validateSiteConfig({ ...minimal, topbarLinks: [{ name: 'x', url }] }).ok, true, url);
    assert.equal(jsxToHtml({ type: 'a', props: { href: url, children: 'x' } }), `<a href="${url}">x</a>`);
    assert.equal(await renderMarkdown(`[x](${url})`), `<p><a href="${url}">x</a></p>`);
  }
  // An image may be data:image/… in site.json (logo) and in props (img src), never a link.
  assert.equal(validateSiteConfig({ ...minimal, logo: 'data:image/svg+xml,<svg/>' }).ok, true);
  assert.equal(jsxToHtml({ type: 'img', props: { src: 'data:image/png;base64,AA' } }), '<img src="data:image/png;base64,AA">');
  assert.equal(jsxToHtml({ type: 'a', props: { href: 'data:image/png;base64,AA', children: 'x' } }), '<a>x</a>');
});
