import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { after, test } from 'node:test';
import { quire, siteFolder, STACK_TRACE } from './quire-process.ts';

const dir = siteFolder({
  'docs.json': JSON.stringify({
    theme: 'mint',
    name: 'Redirects',
    colors: { primary: '#0d9373' },
    navigation: { groups: [{ group: 'Start', pages: ['index', 'development'] }] },
    redirects: [
      { source: '/development.md', destination: '/development' },
      { source: '/a/../b', destination: '/development' },
      { source: '/old', destination: '/development' },
    ],
  }),
  'index.mdx': '# Home\n',
  'development.mdx': '# Development\n',
});
after(() => rmSync(dir, { recursive: true, force: true }));

test('quire check says which redirects the build leaves out, naming their docs.json entries, and passes as the build does', () => {
  const run = quire(['check', dir], tmpdir());
  assert.equal(run.status, 0, run.output);
  assert.match(run.output, /redirects\[0\] "\/development\.md" is left out: Quire writes the file \/development\.md itself/);
  assert.match(run.output, /redirects\[1\] "\/a\/\.\.\/b" is left out: it holds a "\." or "\.\." segment/);
  assert.doesNotMatch(run.output, /redirects\[2\]/);
  assert.doesNotMatch(run.output, STACK_TRACE);
});

test('quire check accepts a link to the site root on a site with no index page, as the build does: the build writes a page there leading to the first page', () => {
  const site = siteFolder({
    'docs.json': JSON.stringify({ theme: 'mint', name: 'Roots', colors: { primary: '#0d9373' }, navigation: { groups: [{ group: 'Start', pages: ['quickstart', 'api-reference/users'] }] } }),
    'quickstart.mdx': '# Quickstart\n\nBack to [the start](/) and [a page that is not there](/api-reference/gone).\n',
    'api-reference/users.mdx': '# Users\n',
  });
  try {
    const run = quire(['check', site], tmpdir());
    assert.doesNotMatch(run.output, /quickstart\.mdx:3:\d+: \/:/);
    // The check still reads the links: the missing page is named.
    assert.match(run.output, /quickstart\.mdx:3:\d+: \/api-reference\/gone: \/api-reference\/gone is no page or file of this site/);
    assert.doesNotMatch(run.output, STACK_TRACE);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});
