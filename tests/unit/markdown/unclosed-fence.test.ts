import assert from 'node:assert/strict';
import { test } from 'node:test';
import { unclosedFence } from '../../../src/source/code-fence.ts';

test('a code block left open at the end of a page is found, so appended code never lands inside it', () => {
  assert.equal(unclosedFence('text\n```js\ncode\n```\n'), undefined);
  assert.equal(unclosedFence('``Python\ncode\n```\n'), '```');
  assert.equal(unclosedFence('````md\n```\ninner\n```\n'), '````');
  assert.equal(unclosedFence('~~~\n```\n~~~\n'), undefined);
});
