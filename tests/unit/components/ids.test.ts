import assert from 'node:assert/strict';
import { test } from 'node:test';
import { idOnPage, uniqueOnPage } from '../../../src/components/mdx/ids.ts';

test('repeated field names get -2, -3 on the same page and start over on the next page', () => {
  const page = {};
  assert.deepEqual(
    [uniqueOnPage(page, 'response-id'), uniqueOnPage(page, 'response-id'), uniqueOnPage(page, 'response-id'), uniqueOnPage(page, 'response-name')],
    ['response-id', 'response-id-2', 'response-id-3', 'response-name'],
  );
  assert.equal(uniqueOnPage({}, 'response-id'), 'response-id');
});

test('component ids are numbered per page and prefix: a page gets the same ids whatever rendered before it', () => {
  const page = {};
  assert.deepEqual([idOnPage(page, 'q-tabs'), idOnPage(page, 'q-tip'), idOnPage(page, 'q-tabs')], ['q-tabs-1', 'q-tip-1', 'q-tabs-2']);
  assert.equal(idOnPage({}, 'q-tabs'), 'q-tabs-1');
});
