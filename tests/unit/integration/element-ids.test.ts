import assert from 'node:assert/strict';
import { test } from 'node:test';
import { elementIds } from '../../../src/links/link-check.ts';

test('link targets are the ids of elements and <a name>, read from the parsed page', () => {
  const html = `<!doctype html><html><head><meta name="viewport" content="width=device-width"><meta name="description" content="x"></head>
<body><h2 id="a-&amp;-b">A &amp; B</h2><a name="legacy">old</a><input name="field">
<p>write id="in-text" here</p><!-- <div id="in-comment"></div> --><script>const s = '<b id="in-script">';</script>
<svg><g id="in-svg"></g></svg></body></html>`;
  assert.deepEqual([...elementIds(html)].sort(), ['a-&-b', 'in-svg', 'legacy']);
});
