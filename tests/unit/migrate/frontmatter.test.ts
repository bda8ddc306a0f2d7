import assert from 'node:assert/strict';
import { test } from 'node:test';
import { summariseUnusedFrontmatter, unusedFrontmatterKeys } from '../../../src/migrate/frontmatter.ts';

test('frontmatter keys Quire does not read are listed per key with their pages', () => {
  assert.deepEqual(unusedFrontmatterKeys('---\ntitle: A\ntag: new\nmode: wide\n---\n# A'), ['tag']);
  assert.deepEqual(unusedFrontmatterKeys('# no frontmatter'), []);
  const lines = summariseUnusedFrontmatter([
    { file: 'a.mdx', text: '---\ntag: old\n---\n' },
    { file: 'b.mdx', text: '---\ntag: new\nkeywords: [a]\n---\n' },
  ]);
  assert.deepEqual(lines, [
    'frontmatter "tag" is not used by Quire (kept in the file, no effect): 2 pages: a.mdx, b.mdx',
    'frontmatter "keywords" is not used by Quire (kept in the file, no effect): 1 page: b.mdx',
  ]);
});

test('frontmatter api and playground make an API page of the endpoint a page defines: migrate never calls them unused', () => {
  assert.deepEqual(unusedFrontmatterKeys('---\ntitle: A\napi: "GET /x"\nplayground: simple\n---\n# A'), []);
});

test('no key the pages collection reads is called unused', () => {
  const page = ['title', 'description', 'sidebarTitle', 'icon', 'mode', 'url', 'openapi'].map((key) => `${key}: x`).join('\n');
  assert.deepEqual(unusedFrontmatterKeys(`---\n${page}\n---\n# A`), []);
});
