import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jsxToHtml } from '../../../src/components/mdx/jsx-to-html.ts';

test('an inline <svg> passed as a prop is written back as escaped HTML', () => {
  const icon = { type: 'svg', props: { class: 'h-6', viewBox: '0 0 16 16', fillRule: 'evenodd', children: { type: 'path', props: { d: 'M 8 1 z' } } } };
  assert.equal(jsxToHtml(icon), '<svg class="h-6" viewBox="0 0 16 16" fill-rule="evenodd"><path d="M 8 1 z"/></svg>');
});

test('event handlers, script URLs and components are dropped; text is escaped', () => {
  assert.equal(jsxToHtml({ type: 'a', props: { href: 'javascript:alert(1)', onClick: 'x', children: ['<b>', 1] } }), '<a>&lt;b&gt;1</a>');
  assert.equal(jsxToHtml({ type: () => null, props: {} }), '');
  assert.equal(jsxToHtml({ type: 'img', props: { src: '/x.png', alt: '"q"' } }), '<img src="/x.png" alt="&quot;q&quot;">');
});
