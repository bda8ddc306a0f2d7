import assert from 'node:assert/strict';
import { test } from 'node:test';
import { siteMayHaveDiagrams } from '../../../src/markdown/diagrams.ts';

test('a site bundles Mermaid only when a page or snippet has a mermaid fence or a <Mermaid> tag', () => {
  assert.equal(siteMayHaveDiagrams(['# Title\n\n```js\nconst a = 1;\n```', 'text about mermaids']), false);
  assert.equal(siteMayHaveDiagrams(['intro', '```mermaid\ngraph TD; A-->B\n```']), true);
  assert.equal(siteMayHaveDiagrams(['~~~ mermaid placement="top-right"\nflowchart LR\n~~~']), true);
  assert.equal(siteMayHaveDiagrams(['<Mermaid chart="graph TD; A-->B" />']), true);
});
