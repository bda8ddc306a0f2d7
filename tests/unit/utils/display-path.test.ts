import assert from 'node:assert/strict';
import { test } from 'node:test';
import { displayPath } from '../../../src/utils/display-path.ts';

test('paths inside the current folder are relative, others absolute, the folder itself "."', () => {
  assert.equal(displayPath('/work/main/docs/index.md', '/work/main'), 'docs/index.md');
  assert.equal(displayPath('/tmp/site/docs/index.mdx', '/work/main'), '/tmp/site/docs/index.mdx');
  assert.equal(displayPath('/work/main', '/work/main'), '.');
  assert.equal(displayPath('/work/main-2/x', '/work/main'), '/work/main-2/x');
});
