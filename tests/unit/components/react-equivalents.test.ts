import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { equivalents } from '../../../src/components/react/equivalents.ts';
import { Latex } from '../../../src/components/react/latex.ts';
import { REACT_EQUIVALENTS } from '../../../src/site-code/react-handed.ts';

const drawn = { ...equivalents({ rocket: '<svg data-icon="rocket"></svg>', 'callout:warning': '<svg data-icon="warning"></svg>' }), Latex };
type Component = (props: Record<string, unknown>) => unknown;
/** Every component by the name React code writes it: `Tree`, and its parts `Tree.Folder`, `GitHub.Repo`. */
const COMPONENTS: ReadonlyMap<string, Component> = new Map(
  Object.entries(drawn).flatMap(([name, value]) => [
    ...(typeof value === 'function' ? [[name, value as Component] as const] : []),
    ...Object.entries(value as object)
      .filter(([, part]) => typeof part === 'function')
      .map(([part, fn]) => [`${name}.${part}`, fn as Component] as const),
  ]),
);
const component = (name: string) => COMPONENTS.get(name) as Component;

test('every name React code may draw by its equivalent has one, and nothing else is offered', () => {
  assert.deepEqual(Object.keys(drawn).sort(), [...REACT_EQUIVALENTS].sort());
  for (const part of ['Tree.Folder', 'Tree.File', 'Color.Item', 'Color.Row', 'GitHub.Repo']) assert.ok(COMPONENTS.has(part), part);
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
  'chart',
  'value',
  'variant',
  'repo',
  'actions',
  'openable',
  'highlight',
  'style',
  'display',
  'placement',
);
const NAME = fc.constantFrom(...COMPONENTS.keys());
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

test('a tree drawn by React code has the rows of Tree.astro: folders open or closed as asked, only custom properties of its style kept', () => {
  const { Tree } = drawn;
  const html = renderToStaticMarkup(
    createElement(
      Tree,
      { style: { '--tree-highlight': 'gold', color: 'red' } },
      createElement(Tree.Folder, { name: 'src', defaultOpen: true }, createElement(Tree.File, { name: 'index.ts', highlight: true })),
      createElement(Tree.Folder, { name: 'docs' }),
      createElement(Tree.Folder, { name: 'fixed', openable: false }),
    ),
  );
  assert.match(html, /^<quire-tree class="tree" style="--tree-highlight:gold"><ul role="tree" aria-label="Files">/);
  assert.match(
    html,
    /<li role="treeitem" tabindex="-1" class="tree-folder" aria-expanded="true"><span class="tree-label">src<\/span><ul role="group"><li role="treeitem" tabindex="-1" class="tree-file tree-highlight">/,
  );
  assert.match(html, /class="tree-folder" aria-expanded="false"><span class="tree-label">docs</);
  assert.match(html, /class="tree-folder" data-openable="false"><span class="tree-label">fixed</);
});

test('a colour swatch drawn by React code copies what it shows, one value per mode when given two; a value that is no colour paints nothing', () => {
  const { Color } = drawn;
  const html = renderToStaticMarkup(
    createElement(Color, { variant: 'table' }, createElement(Color.Row, { title: 'Brand' }, createElement(Color.Item, { name: 'primary', value: { light: '#16A34A', dark: '#4ADE80' } }))),
  );
  assert.match(html, /^<div class="color-palette color-table"><div class="color-row"><p class="color-row-title">Brand<\/p>/);
  assert.match(html, /data-copy-text="#16A34A \/ #4ADE80"/);
  assert.match(html, /style="--swatch-light:#16A34A;--swatch-dark:#4ADE80"/);
  assert.doesNotMatch(renderToStaticMarkup(createElement(Color.Item, { value: 'red;background:url(x)' })), /style=/);
});

test('a diagram, a repository card, a prompt and a formula drawn by React code: the markup their scripts read, and nothing a page could run', () => {
  const { Mermaid, GitHub, Prompt } = drawn;
  assert.equal(
    renderToStaticMarkup(createElement(Mermaid, { chart: 'graph TD\n  A --> B["<script>"]', placement: 'top-left', actions: false })),
    '<quire-mermaid class="mermaid-diagram" data-pagefind-ignore="" data-actions="false" data-placement="top-left"><pre class="mermaid-source">graph TD\n  A --&gt; B[&quot;&lt;script&gt;&quot;]</pre></quire-mermaid>',
  );
  assert.match(
    renderToStaticMarkup(createElement(GitHub.Repo, { repo: 'https://github.com/withastro/astro.git', variant: 'flat' })),
    /class="github-repo github-repo-flat" data-repo="withastro\/astro"><a class="github-repo-link" href="https:\/\/github.com\/withastro\/astro"/,
  );
  assert.equal(renderToStaticMarkup(createElement(GitHub.Repo, { repo: 'javascript:alert(1)//a/b' })), '');
  const prompt = renderToStaticMarkup(createElement(Prompt, { description: 'Set up', actions: ['copy', 'cursor'], icon: 'rocket' }, 'Write the tests'));
  const target = /data-copy-from="([^"]+)"/.exec(prompt)?.[1];
  assert.ok(target && prompt.includes(`<div class="prompt-text" id="${target}">Write the tests</div>`), prompt);
  assert.match(prompt, /<span class="prompt-icon"><svg data-icon="rocket">/);
  assert.match(prompt, new RegExp(`data-prompt-cursor="${target}"`));
  assert.match(renderToStaticMarkup(createElement(Latex, null, '\\frac{1}{2}')), /^<span class="latex"><math[^>]*>.*<mfrac>/);
  assert.doesNotMatch(renderToStaticMarkup(createElement(Latex, null, '\\href{javascript:alert(1)}{x}')), /href="javascript/i);
});
