import assert from 'node:assert/strict';
import { test } from 'node:test';
import { longFunctions } from '../../../scripts/function-length.ts';

const body = (lines: number) => Array.from({ length: lines }, (_, index) => `  const v${index} = ${index};`).join('\n');

test('a function longer than the limit is named with its line and length; one at the limit passes; an arrow is known by its variable', () => {
  const code = `export function short() {\n${body(3)}\n}\n\nexport const tall = () => {\n${body(4)}\n};\n`;
  // short: 5 lines; tall: 6 lines.
  assert.deepEqual(longFunctions('x.ts', code, 5), [{ name: 'tall', line: 7, lines: 6 }]);
  assert.deepEqual(longFunctions('x.ts', code, 6), []);
});

test('a method and a function nested in another are each measured', () => {
  const code = `class A {\n  run() {\n${body(5)}\n  }\n}\nfunction outer() {\n  function inner() {\n${body(5)}\n  }\n}\n`;
  assert.deepEqual(
    longFunctions('x.ts', code, 6).map(({ name }) => name),
    ['run', 'outer', 'inner'],
  );
});
