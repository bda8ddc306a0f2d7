import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseAst } from 'vite';
import { freeJsxNames, freeReferences } from '../../../src/site-code/free-names.ts';
import { guardComponents } from '../../../src/site-code/guard-components.ts';
import { readFreeNamesFromProps } from '../../../src/markdown/undefined-names.ts';
import { tagsDrawnByEsm } from '../../../src/markdown/esm-tags.ts';

const program = (code: string) => parseAst(code, { lang: 'jsx' });

test('tags a component draws that nothing binds: not its parameters, locals, imports or what the page defines elsewhere', () => {
  const code = [
    "import { Imported } from './x.jsx';",
    'export const Box = ({ children, icon: Icon }) => { const Local = () => null; return <div><Unknown k="1">{children}</Unknown><Icon /><Local /><Imported /><GitHub.Repo /><Card /></div>; };',
  ].join('\n');
  assert.deepEqual(
    freeJsxNames(program(code), new Set(['Card'])).map((free) => free.name),
    ['Unknown', 'GitHub'],
  );
});

test('the lines of those tags in the page, from the block they are in', () => {
  assert.deepEqual(
    tagsDrawnByEsm([
      { value: 'export const A = 1;', line: 5 },
      { value: 'export const Box = () => (\n  <Mystery />\n);', line: 9 },
    ]),
    [{ name: 'Mystery', line: 10, column: 3 }],
  );
});

test('values read that nothing binds and the runtime lacks; property names, keys, typeof and globals are no reads', () => {
  const names = (code: string) => freeReferences(program(code)).map((free) => free.name);
  assert.deepEqual(names('(tool_descriptions)'), ['tool_descriptions']);
  assert.deepEqual(names('(a.b + Math.max(c, 1) + typeof d + ({ k: 1 }).k + JSON.stringify(e))'), ['a', 'c', 'e']);
  assert.deepEqual(names('([1].map((t) => t * q))'), ['q']);
});

test('a name the text reads is read from props; shorthand properties keep their key', () => {
  assert.deepEqual(readFreeNamesFromProps('word', new Set()), { code: 'props.word', names: ['word'] });
  assert.deepEqual(readFreeNamesFromProps('{ word, n: count + 1 }', new Set()), { code: '{ word: props.word, n: props.count + 1 }', names: ['word', 'count'] });
  assert.equal(readFreeNamesFromProps('Known.x', new Set(['Known'])), undefined);
  assert.equal(readFreeNamesFromProps('/* a comment */', new Set()), undefined);
});

test('the components a module declares are wrapped in the guard, with name, file and line; other declarations are left alone', () => {
  const code = [
    'export const FIELDS = [1, 2];',
    'export const Box = ({ children }) => <div>{children}</div>;',
    'const helper = () => 1;',
    'export function Panel() {',
    '  return <p />;',
    '}',
    'export default () => <i />;',
  ].join('\n');
  const { code: guarded, guarded: names } = guardComponents(code, 'page.mdx', 'g', 'x.jsx', 10);
  assert.deepEqual(names, ['Box', 'Panel', 'default']);
  assert.equal(
    guarded,
    [
      'export const FIELDS = [1, 2];',
      'export const Box = g(({ children }) => <div>{children}</div>, "Box", "page.mdx", 11);',
      'const helper = () => 1;',
      'export function Panel() {',
      '  return <p />;',
      '};Panel = g(Panel, "Panel", "page.mdx", 13);',
      'export default g(() => <i />, "default", "page.mdx", 16);',
    ].join('\n'),
  );
});
