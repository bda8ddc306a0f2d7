import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { PROJECT_ROOT, unwatchedInQuireRoot } from '../../../src/cli/astro-options.ts';
import { findSiteFolder } from '../../../src/cli/site-folder.ts';

test('quire dev watches Quire source, .astro and the site, not the rest of its own root', () => {
  const inside = findSiteFolder(join(PROJECT_ROOT, 'tests/fixtures/dev-site'));
  const unwatched = unwatchedInQuireRoot(inside);
  for (const path of ['dist/index.html', 'bench/.work/bare-1000/dist/a/index.html', 'tests/.builds/x/index.html', 'tests/fixtures/rebuild/docs/index.mdx', 'README.md']) {
    assert.equal(unwatched(join(PROJECT_ROOT, path)), true, path);
  }
  for (const path of ['', 'src/components/layout/Page.astro', '.astro/data-store.json', 'tests', 'tests/fixtures', 'tests/fixtures/dev-site/site.json', 'tests/fixtures/dev-site/docs/index.md']) {
    assert.equal(unwatched(join(PROJECT_ROOT, path)), false, path || 'the root itself (the watcher starts there)');
  }
  // A site outside Quire's root (the usual case) is watched whole; nothing outside the root is touched.
  const outside = unwatchedInQuireRoot({ dir: '/tmp/my-docs', format: 'site.json', siteFile: '/tmp/my-docs/site.json', docsDir: '/tmp/my-docs/docs', publicDir: '/tmp/my-docs/public' });
  for (const path of ['/tmp/my-docs/site.json', '/tmp/my-docs/docs/a.md', '/tmp/elsewhere/x']) assert.equal(outside(path), false, path);
  assert.equal(outside(join(PROJECT_ROOT, 'tests/fixtures/dev-site/site.json')), true, 'another site inside the root is not this site');
});
