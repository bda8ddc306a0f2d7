import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mintlifyHeadingIds } from '../../../src/utils/mintlify-heading-ids.ts';

test("Mintlify's heading ids, today's and the older ones real sites link to", () => {
  assert.deepEqual(mintlifyHeadingIds('Proxies & Residential IPs'), ['proxies-&-residential-ips', 'proxies-and-residential-ips']);
  assert.deepEqual(mintlifyHeadingIds('Using streamlit.io'), ['using-streamlit-io']);
  assert.deepEqual(mintlifyHeadingIds("What's next? (beta)"), ['what’s-next-beta', 'what-s-next-beta']);
  assert.deepEqual(mintlifyHeadingIds('Step 1: Issue a proxy secret'), ['step-1-issue-a-proxy-secret']);
  assert.deepEqual(mintlifyHeadingIds('Read/write access'), ['read/write-access', 'read-write-access']);
  assert.deepEqual(mintlifyHeadingIds('Überblick'), ['überblick']);
  assert.deepEqual(mintlifyHeadingIds('  '), []);
});
