import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scriptUrlsInHtml } from '../../../src/links/output-urls.ts';

test('every URL attribute of a rendered page goes through the script-URL rule, however the value is spelled', () => {
  const html = [
    '<html><body data-pagefind-body>',
    '<a href="/guide">safe</a><a href="https://example.com">safe</a><a href="mailto:a@example.com">safe</a>',
    '<a href=" java\tscript:alert(1)">spaced</a>',
    '<form action="javascript&#58;alert(2)"><button formaction="VBScript:x">b</button></form>',
    '<iframe src="data:text/html,<script>alert(3)</script>"></iframe>',
    '<img src="data:image/png;base64,AA"><link rel="icon" href="data:,">',
    '<svg><a xlink:href="javascript:alert(4)">s</a></svg>',
    '<script>const note = "javascript: is refused";</script>',
    '</body></html>',
  ].join('');
  const found = scriptUrlsInHtml(html, '/page/index.html').map(({ element, attribute }) => `${element}.${attribute}`);
  assert.deepEqual(found, ['a.href', 'form.action', 'button.formAction', 'iframe.src', 'a.xLinkHref']);
  assert.deepEqual(scriptUrlsInHtml('<a href="/x">x</a><p>data: javascript: in prose</p>', '/q'), []);
});

test('a page is parsed for script URLs whenever one may be there: each spelling alone on a page with only safe links and the layout\'s "no icon" is found', () => {
  const page = (link: string) => `<html><head><link rel="icon" href="data:,"><link rel="stylesheet" href="/_astro/a.css"></head><body><a href="/guide">g</a>${link}</body></html>`;
  for (const link of [
    '<a href="javascript:alert(1)">x</a>',
    "<a href='javascript:alert(1)'>x</a>",
    '<a href=javascript:alert(1)>x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<iframe src="data:text/html,x"></iframe>',
    '<a href="data:,">x</a>',
  ])
    assert.equal(scriptUrlsInHtml(page(link), '/p').length, 1, link);
  assert.deepEqual(scriptUrlsInHtml(page(''), '/p'), []);
});
