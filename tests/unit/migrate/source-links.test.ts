import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkSourceLinks } from '../../../src/migrate/source-links.ts';

test('a broken link in the source names the closest page (and anchor) as data', () => {
  const pages: Record<string, string> = {
    'index.mdx': '# Home\n\n[Install](/guides/instal#setup)\n\n[Usage](/guides/usage#configur)\n\n[Nowhere](/zzzzzz)\n',
    'guides/install.mdx': '# Install\n\n## Setup\n',
    'guides/usage.mdx': '# Usage\n\n## Configure\n',
  };
  const { broken } = checkSourceLinks((file) => pages[file], Object.keys(pages), []);
  assert.deepEqual(broken, [
    { file: 'index.mdx', line: 3, target: '/guides/instal#setup', closest: '/guides/install#setup' },
    { file: 'index.mdx', line: 5, target: '/guides/usage#configur', closest: '#configure' },
    { file: 'index.mdx', line: 7, target: '/zzzzzz', closest: undefined },
  ]);
});
