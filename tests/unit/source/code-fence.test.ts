import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fencedLines } from '../../../src/source/code-fence.ts';

test('one fence rule: only the same character, at least as long, with nothing after it, closes a fence', () => {
  const lines = ['````md', '```', '~~~', '```js not a closer', '````', 'text', '~~~', '````', '~~~~', 'after'];
  assert.deepEqual(fencedLines(lines.join('\n')), [true, true, true, true, true, false, true, true, true, false]);
  // A backtick line whose info holds a backtick is inline code, not a fence; four spaces indent is code, not a fence.
  assert.deepEqual(fencedLines('``` a`b\ntext\n    ```\ntext'), [false, false, false, false]);
});
