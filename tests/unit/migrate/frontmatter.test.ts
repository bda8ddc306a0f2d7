import assert from 'node:assert/strict';
import { test } from 'node:test';
import { summariseUnusedFrontmatter, unusedFrontmatterKeys } from '../../../src/migrate/frontmatter.ts';

test('frontmatter keys Quire does not read are listed per key with their pages', () => {
  assert.deepEqual(unusedFrontmatterKeys('---\ntitle: A\napi: "GET /x"\nmode: wide\n---\n# A'), ['api']);
  assert.deepEqual(unusedFrontmatterKeys('# no frontmatter'), []);
  const lines = summariseUnusedFrontmatter([
    { file: 'a.mdx', text: '---\napi: GET /a\n---\n' },
    { file: 'b.mdx', text: '---\napi: GET /b\ntag: new\n---\n' },
  ]);
  assert.deepEqual(lines, [
    'frontmatter "api" is not used by Quire (kept in the file, no effect): 2 pages: a.mdx, b.mdx',
    'frontmatter "tag" is not used by Quire (kept in the file, no effect): 1 page: b.mdx',
  ]);
});
