import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findUnknownComponents, formatNotYetRendered, formatUnknownComponents, isComponentName, namesDefinedByEsm } from '../../../src/markdown/unknown-components.ts';

test('names a page defines itself by import or export are known', () => {
  assert.deepEqual(
    namesDefinedByEsm("import Intro from '/snippets/intro.mdx';\nimport D, { A, B as C } from './x.js';\nimport * as All from 'y';\nexport const Banner = () => null;").sort(),
    ['A', 'All', 'Banner', 'C', 'D', 'Intro'],
  );
});

test('only bare capitalised tags are components', () => {
  assert.equal(isComponentName('Card'), true);
  assert.equal(isComponentName('div'), false);
  assert.equal(isComponentName('motion.div'), false);
  assert.equal(isComponentName(null), false);
});

test('unknown names get the closest known component', () => {
  const unknown = findUnknownComponents([{ name: 'Cardd', line: 3, column: 1 }, { name: 'Note' }, { name: 'Intro' }], new Set(['Intro']));
  assert.deepEqual(unknown, [{ name: 'Cardd', line: 3, column: 1, suggestions: ['Card'] }]);
  assert.match(formatUnknownComponents('docs/a.mdx', unknown), /✖ docs\/a\.mdx:3:1: <Cardd> is not a component Quire knows; did you mean <Card>\?/);
});

test('Mintlify components Quire does not draw yet are not errors, and are listed once per name', () => {
  assert.deepEqual(findUnknownComponents([{ name: 'Mermaid' }, { name: 'Tree' }, { name: 'Mermiad' }], new Set()).map((u) => [u.name, u.suggestions[0]]), [['Mermiad', 'Mermaid']]);
  assert.equal(formatNotYetRendered(new Map()), undefined);
  assert.equal(
    formatNotYetRendered(new Map([['Tree', new Set(['docs/b.mdx', 'docs/a.mdx'])], ['Mermaid', new Set(['docs/a.mdx'])]])),
    'Mintlify components Quire does not render yet; their content is shown in a plain block:\n  ⚠ <Mermaid> in docs/a.mdx\n  ⚠ <Tree> in docs/a.mdx, docs/b.mdx',
  );
});
