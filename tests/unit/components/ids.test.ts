import assert from 'node:assert/strict';
import { test } from 'node:test';
import { uniqueOnPage } from '../../../src/components/mdx/ids.ts';

test('repeated field names get -2, -3 on the same page and start over on the next page', () => {
  const page = {};
  assert.deepEqual([uniqueOnPage(page, 'response-id'), uniqueOnPage(page, 'response-id'), uniqueOnPage(page, 'response-id'), uniqueOnPage(page, 'response-name')], ['response-id', 'response-id-2', 'response-id-3', 'response-name']);
  assert.equal(uniqueOnPage({}, 'response-id'), 'response-id');
});
