import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mdxToJs } from 'satteri';
import { mdxSyntaxError } from '../../../src/markdown/mdx-syntax-error.ts';

const refusal = (source: string): unknown => {
  try {
    mdxToJs(source);
  } catch (error) {
    return error;
  }
  assert.fail(`the MDX parser accepted ${JSON.stringify(source)}`);
};

test("the MDX parser's refusal becomes line, column, reason and rule", () => {
  assert.deepEqual(mdxSyntaxError(refusal('Fine.\n\nHealthy <50ms')), {
    line: 3,
    column: 9,
    reason: 'Unexpected character after `<`, expected a valid JSX tag (note: to create a link in MDX, use `[text](url)`)',
    ruleId: 'mdx-jsx:unexpected-character',
  });
});

test('an error with its own fields is read from them; other errors are not syntax errors', () => {
  const vfileStyle = Object.assign(new Error('ignored'), { line: 4, column: 2, reason: 'Unexpected `}`', source: 'micromark-extension-mdx-expression', ruleId: 'unexpected-closing-brace' });
  assert.deepEqual(mdxSyntaxError(vfileStyle), { line: 4, column: 2, reason: 'Unexpected `}`', ruleId: 'micromark-extension-mdx-expression:unexpected-closing-brace' });
  assert.equal(mdxSyntaxError(new Error('ENOENT: no such file')), undefined);
  assert.equal(mdxSyntaxError('1:1: not an Error'), undefined);
});
