import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseCodeMeta, parseLineRanges } from '../../../src/markdown/code-meta.ts';

test('Mintlify writes the file name after the language; spaces are allowed', () => {
  assert.equal(parseCodeMeta('index.js').title, 'index.js');
  assert.equal(parseCodeMeta('Install with npm').title, 'Install with npm');
});

test('title="…" and filename="…" set the title; other keys and flags do not', () => {
  assert.equal(parseCodeMeta('title="My file.ts" icon="js"').title, 'My file.ts');
  assert.equal(parseCodeMeta("filename='a.py'").title, 'a.py');
  assert.equal(parseCodeMeta('wrap lines').title, undefined);
  assert.equal(parseCodeMeta(undefined).title, undefined);
});

test('line highlighting from {…} and highlight="…"', () => {
  assert.deepEqual([...parseCodeMeta('app.ts {1,3-5}').highlightLines], [1, 3, 4, 5]);
  assert.equal(parseCodeMeta('app.ts {1,3-5}').title, 'app.ts');
  assert.deepEqual([...parseCodeMeta('highlight="{2}"').highlightLines], [2]);
  assert.deepEqual([...parseLineRanges('2, x, 7-6, 4')], [2, 4]);
});

test('bare flags are options, not part of the title', () => {
  const meta = parseCodeMeta('config.yaml lines wrap');
  assert.equal(meta.title, 'config.yaml');
  assert.deepEqual([...meta.flags].sort(), ['lines', 'wrap']);
});

test('focus, icon, nocopy and expandable as create/code.mdx writes them', () => {
  assert.deepEqual([...parseCodeMeta('javascript Line focusing example focus=2,4,5').focusLines], [2, 4, 5]);
  assert.deepEqual([...parseCodeMeta('Line focusing example focus={2,4-5}').focusLines], [2, 4, 5]);
  const java = parseCodeMeta('HelloWorld.java example icon=java lines');
  assert.equal(java.icon, 'java');
  assert.equal(java.title, 'HelloWorld.java example');
  assert.ok(java.flags.has('lines'));
  assert.equal(parseCodeMeta('Icon example icon="square-js"').icon, 'square-js');
  assert.ok(parseCodeMeta('title="No copy example" nocopy').flags.has('nocopy'));
  assert.ok(!parseCodeMeta('title="x" nocopy="false"').flags.has('nocopy'));
  assert.ok(parseCodeMeta('Expandable example expandable').flags.has('expandable'));
  assert.deepEqual([...parseCodeMeta('x highlight="[1,3]"').highlightLines], [1, 3]);
});
