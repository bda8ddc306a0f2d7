import assert from 'node:assert/strict';
import { test } from 'node:test';
import { takeDiffMarkers } from '../../../src/markdown/code-diff.ts';

test("diff markers in each language's comment syntax leave the code and mark their lines", () => {
  const { code, marks } = takeDiffMarkers(
    [
      'const greeting = "Hello, World!"; // [!code ++]',
      'function sayHello() {',
      '  console.log("Hello, World!"); // [!code --]',
      '    print("Hello")  # [!code --]',
      '<p>new</p> <!-- [!code ++] -->',
      'a { color: red; } /* [!code --] */',
      'SELECT 1; -- [!code ++]',
    ].join('\n'),
  );
  assert.equal(
    code,
    ['const greeting = "Hello, World!";', 'function sayHello() {', '  console.log("Hello, World!");', '    print("Hello")', '<p>new</p>', 'a { color: red; }', 'SELECT 1;'].join('\n'),
  );
  assert.deepEqual(
    [...marks],
    [
      [1, 'add'],
      [3, 'remove'],
      [4, 'remove'],
      [5, 'add'],
      [6, 'remove'],
      [7, 'add'],
    ],
  );
});

test('`[!code ++:3]` marks its line and the next two; text that only mentions a marker stays', () => {
  const { marks } = takeDiffMarkers('a // [!code ++:3]\nb\nc\nd');
  assert.deepEqual([...marks.keys()], [1, 2, 3]);
  const mention = 'const s = "[!code ++] in a string";';
  assert.equal(takeDiffMarkers(mention).code, mention);
});
