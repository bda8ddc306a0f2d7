import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { indexFileFor } from '../../src/integration/search-dev.ts';

test("the dev server serves files of the last build's search index, and nothing outside it", () => {
  const dist = mkdtempSync(join(tmpdir(), 'quire-dev-'));
  const index = join(dist, 'pagefind');
  mkdirSync(join(index, 'fragment'), { recursive: true });
  writeFileSync(join(index, 'pagefind.js'), '');
  writeFileSync(join(index, 'fragment', 'en_1.pf_fragment'), '');
  writeFileSync(join(dist, 'secret.txt'), '');
  assert.equal(indexFileFor(index, '/pagefind/pagefind.js?import'), join(index, 'pagefind.js'));
  assert.equal(indexFileFor(index, '/pagefind/fragment/en_1.pf_fragment'), join(index, 'fragment', 'en_1.pf_fragment'));
  assert.equal(indexFileFor(index, '/pagefind/../secret.txt'), undefined);
  assert.equal(indexFileFor(index, '/pagefind/%2e%2e/secret.txt'), undefined);
  assert.equal(indexFileFor(index, '/pagefind/missing.js'), undefined);
});
