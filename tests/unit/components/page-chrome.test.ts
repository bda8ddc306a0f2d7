import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageSourceFile } from '../../../src/components/layout/page-chrome.ts';

test('the file a page is dated by: its own file; for a generated API page, the OpenAPI file it names', () => {
  assert.equal(pageSourceFile({ id: 'guides/intro', filePath: 'site/guides/intro.mdx', data: {} }), 'guides/intro.mdx');
  // A frontmatter openapi page is dated by its own file, not the OpenAPI file.
  assert.equal(pageSourceFile({ id: 'ref/pet', filePath: 'site/ref/pet.md', data: { openapi: 'api/openapi.yaml GET /pets' } }), 'ref/pet.md');
  assert.equal(pageSourceFile({ id: 'api-reference/pets/list-pets', data: { openapi: '/api/openapi.yaml GET /pets' } }), 'api/openapi.yaml');
  assert.equal(pageSourceFile({ id: 'api-reference/pet-adopted', data: { openapi: 'spec.json webhook petAdopted' } }), 'spec.json');
  assert.equal(pageSourceFile({ id: 'x', data: {} }), undefined);
});
