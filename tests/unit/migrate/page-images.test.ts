import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPages } from '../../../src/migrate/page-checks.ts';

test('source images: relative ones are named among the warnings, missing ones listed with the closest file', () => {
  const pages: Record<string, string> = {
    'guides/deploy.mdx':
      '# Deploy\n\n![Server](images/server.png)\n\n<img src="https://cdn.example.com/x.png" />\n\n```md\n![code](nope.png)\n```\n\n<Frame><img src="/guides/images/sever.png" /></Frame>\n',
  };
  const { warnings, brokenImages, brokenLinks } = checkPages((file) => pages[file], Object.keys(pages), [], ['guides/images/server.png']);
  assert.deepEqual(warnings, ['guides/deploy.mdx:3: the image "images/server.png" is named by a relative path; images are in public/, so write it from the site root ("/…")']);
  assert.deepEqual(brokenImages, [{ file: 'guides/deploy.mdx', line: 11, target: '/guides/images/sever.png', closest: '/guides/images/server.png' }]);
  assert.deepEqual(brokenLinks, [], 'images are not also reported as links');
});
