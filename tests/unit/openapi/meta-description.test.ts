import assert from 'node:assert/strict';
import { test } from 'node:test';
import { descriptionRenderer } from '../../../src/openapi/description.ts';
import { operationMetaDescription as fromFirstParagraph } from '../../../src/openapi/meta-description.ts';
import { pageTitle } from '../../../src/navigation/pages.ts';

test("an operation's meta description is the first paragraph of its description as plain text", async () => {
  // From the tree the description is rendered from, as operation-view.ts does.
  const render = descriptionRenderer();
  const operationMetaDescription = async (description: string | undefined, summary: string | undefined) => fromFirstParagraph((await render(description, 1)).firstParagraph, summary);
  assert.equal(await operationMetaDescription('Returns **one** user, see [the guide](/guide) and `id`.\n\nSecond paragraph.', 'Get a user'), 'Returns one user, see the guide and id.');
  assert.equal(await operationMetaDescription('## Heading only\n\nThe text\nover two lines.', 'S'), 'The text over two lines.');
  assert.equal(await operationMetaDescription('Lists <b>every</b> thing. <script>x()</script>', undefined), 'Lists every thing.');
  assert.equal(await operationMetaDescription(undefined, ' Get a user '), 'Get a user');
  assert.equal(await operationMetaDescription('   ', undefined), undefined);
});

test('pageTitle: frontmatter, then the operation summary, then the first heading, then the file name', () => {
  assert.equal(pageTitle('Own', '# Heading', 'api/get', 'Get a user'), 'Own');
  assert.equal(pageTitle(undefined, '# Heading', 'api/get', 'Get a user'), 'Get a user');
  assert.equal(pageTitle(undefined, '# Heading', 'api/get', '  '), 'Heading');
  assert.equal(pageTitle(undefined, '', 'api/get-user'), 'Get user');
});
