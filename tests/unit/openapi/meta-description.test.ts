import assert from 'node:assert/strict';
import { test } from 'node:test';
import { operationMetaDescription } from '../../../src/openapi/meta-description.ts';
import { pageTitle } from '../../../src/navigation/pages.ts';

test('an operation\'s meta description is the first paragraph of its description as plain text', () => {
  assert.equal(operationMetaDescription('Returns **one** user, see [the guide](/guide) and `id`.\n\nSecond paragraph.', 'Get a user'), 'Returns one user, see the guide and id.');
  assert.equal(operationMetaDescription('## Heading only\n\nThe text\nover two lines.', 'S'), 'The text over two lines.');
  assert.equal(operationMetaDescription('Lists <b>every</b> thing. <script>x()</script>', undefined), 'Lists every thing.');
  assert.equal(operationMetaDescription(undefined, ' Get a user '), 'Get a user');
  assert.equal(operationMetaDescription('   ', undefined), undefined);
});

test('pageTitle: frontmatter, then the operation summary, then the first heading, then the file name', () => {
  assert.equal(pageTitle('Own', '# Heading', 'api/get', 'Get a user'), 'Own');
  assert.equal(pageTitle(undefined, '# Heading', 'api/get', 'Get a user'), 'Get a user');
  assert.equal(pageTitle(undefined, '# Heading', 'api/get', '  '), 'Heading');
  assert.equal(pageTitle(undefined, '', 'api/get-user'), 'Get user');
});
