import assert from 'node:assert/strict';
import { test } from 'node:test';
import { corpusSkip } from '../support/corpus.ts';

test('a missing corpus skips tests on a developer machine and fails them in CI', () => {
  const saved = process.env.CI;
  try {
    delete process.env.CI;
    assert.match(String(corpusSkip('/no/such/corpus')), /no corpus at \/no\/such\/corpus/);
    process.env.CI = 'true';
    assert.equal(corpusSkip('/no/such/corpus'), false);
  } finally {
    if (saved === undefined) delete process.env.CI;
    else process.env.CI = saved;
  }
});
