import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { makePopupsReachable } from '../../../src/markdown/twoslash-keyboard.ts';

const span = (className: string, children: Element['children']): Element => ({ type: 'element', tagName: 'span', properties: { class: className }, children });
/** A block as @shikijs/twoslash draws it: each hover token holds its popup, then its text. */
const block = (): Root => ({
  type: 'root',
  children: [
    {
      type: 'element',
      tagName: 'pre',
      properties: {},
      children: [
        span('twoslash-hover', [span('twoslash-popup-container', [{ type: 'text', value: 'const a: 1' }]), { type: 'text', value: 'a' }]),
        span('twoslash-hover twoslash-query-persisted', [span('twoslash-popup-container', [{ type: 'text', value: 'shown always' }]), { type: 'text', value: 'b' }]),
      ],
    },
  ],
});

test('each token with a popup is a tab stop described by its popup; a block drawn twice on a page gets other ids', () => {
  const seen = new Map<string, number>();
  const first = block();
  makePopupsReachable(first, 'const a = 1', seen);
  const html = toHtml(first);
  const id = /aria-describedby="([^"]+)"/.exec(html)?.[1];
  assert.ok(id, html);
  assert.match(html, new RegExp(`<span class="twoslash-hover" tabindex="0" aria-describedby="${id}"><span class="twoslash-popup-container" id="${id}" role="tooltip">const a: 1</span>a</span>`));
  // A query's popup is always shown: no tab stop for it.
  assert.match(html, /<span class="twoslash-hover twoslash-query-persisted"><span class="twoslash-popup-container">shown always/);
  const second = block();
  makePopupsReachable(second, 'const a = 1', seen);
  assert.notEqual(/aria-describedby="([^"]+)"/.exec(toHtml(second))?.[1], id);
});
