import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { equivalents } from '../../../src/components/react/equivalents.ts';
import { REACT_EQUIVALENTS } from '../../../src/source/react-handed.ts';

const drawn = equivalents({ rocket: '<svg data-icon="rocket"></svg>', 'callout:warning': '<svg data-icon="warning"></svg>' });
type Component = (props: Record<string, unknown>) => unknown;
const component = (name: string) => (drawn as Record<string, Component>)[name];

test('every name React code may draw by its equivalent has one, and nothing else is offered', () => {
  assert.deepEqual(Object.keys(drawn).sort(), [...REACT_EQUIVALENTS].sort());
});

// As Mintlify's components take them: missing, null, numbers, objects, arrays, JSX, functions, script URLs.
const VALUE = fc.constantFrom<unknown>(
  undefined,
  null,
  0,
  42,
  -1.5,
  Number.NaN,
  true,
  false,
  '',
  'x',
  'rocket',
  'warning',
  '#0d9373',
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  { a: 1 },
  [],
  [1, null, 'a'],
  createElement('b', null, 'jsx'),
  () => 1,
);
const PROP = fc.constantFrom(
  'title',
  'label',
  'name',
  'icon',
  'href',
  'description',
  'tags',
  'color',
  'type',
  'img',
  'cols',
  'defaultOpen',
  'default',
  'id',
  'horizontal',
  'arrow',
  'cta',
  'tip',
  'headline',
  'size',
  'stepNumber',
  'defaultTabIndex',
  'query',
  'path',
  'pre',
  'post',
  'src',
  'caption',
  'hint',
  'dropdown',
  'filename',
  'language',
);
const NAME = fc.constantFrom(...REACT_EQUIVALENTS);
const element: fc.Memo<unknown> = fc.memo((depth) =>
  fc
    .tuple(NAME, fc.dictionary(PROP, VALUE, { maxKeys: 5 }), depth > 1 ? fc.array(fc.oneof(fc.constant('text'), element(depth - 1)), { maxLength: 3 }) : fc.constant([]))
    .map(([name, props, children]) => createElement(component(name) as never, props as never, ...(children as never[]))),
);

test('every React equivalent draws for any props and any nesting (a Step outside Steps, cards in cards, a Tab alone), and never a script URL', () => {
  fc.assert(
    fc.property(element(3), (tree) => {
      // React's own complaints (a function or object written as an attribute) are props not read as Mintlify reads them.
      const complaints: unknown[] = [];
      const complain = console.error;
      console.error = (...args: unknown[]) => void complaints.push(args.join(' '));
      let html: string;
      try {
        html = renderToStaticMarkup(tree as never);
      } finally {
        console.error = complain;
      }
      assert.deepEqual(complaints, []);
      // As text a script URL is harmless (escaped); as a link or a source it is never written.
      assert.doesNotMatch(html, /(?:href|src|action)="\s*javascript:/i);
      assert.doesNotMatch(html, /\[object Object\]/);
    }),
    { seed: 20261129, numRuns: 400 },
  );
});

test('a step among its siblings is numbered in order, one with its own number keeps it and the count goes on from there', () => {
  const { Steps, Step } = drawn;
  const html = renderToStaticMarkup(
    createElement(Steps, null, createElement(Step, { title: 'A' }), 'text between', createElement(Step, { title: 'B', stepNumber: 7 }), createElement(Step, { title: 'C' })),
  );
  assert.deepEqual(
    [...html.matchAll(/class="step-marker" aria-hidden="true">(\d+)</g)].map((match) => match[1]),
    ['1', '7', '8'],
  );
});

test('tabs: the asked tab shown first, the others hidden, each panel labelled by its tab; an index past the end shows the first', () => {
  const { Tabs, Tab } = drawn;
  const tabs = (index: unknown) => renderToStaticMarkup(createElement(Tabs, { defaultTabIndex: index }, createElement(Tab, { title: 'One' }, 'first'), createElement(Tab, { title: 'Two' }, 'second')));
  const shown = (html: string) => [...html.matchAll(/role="tabpanel" aria-labelledby="[^"]+"( hidden="")?>(\w+)</g)].filter((match) => !match[1]).map((match) => match[2]);
  assert.deepEqual(shown(tabs(1)), ['second']);
  assert.deepEqual(shown(tabs(5)), ['first']);
  assert.match(tabs(0), /<button type="button" role="tab" id="([^"]+)-tab" aria-controls="\1" aria-selected="true"/);
});

test('an icon name the build drew is drawn; one it could not see draws nothing; a script URL as a card link is dropped', () => {
  const { Card } = drawn;
  assert.match(renderToStaticMarkup(createElement(Card, { icon: 'rocket', title: 'Go' })), /<span class="card-icon"><svg data-icon="rocket"><\/svg><\/span>/);
  assert.doesNotMatch(renderToStaticMarkup(createElement(Card, { icon: 'unseen', title: 'Go' })), /card-icon/);
  assert.match(renderToStaticMarkup(createElement(Card, { type: 'warning' })), /data-icon="warning"/);
  // biome-ignore lint/security/noScriptUrl: the script URL a page might hand a card, which must be dropped.
  assert.match(renderToStaticMarkup(createElement(Card, { href: 'javascript:alert(1)', title: 'Go' })), /^<div class="card">/);
});
