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
