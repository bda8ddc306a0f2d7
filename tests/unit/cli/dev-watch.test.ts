import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { PROJECT_ROOT, unwatchedInQuireRoot } from '../../../src/cli/astro-options.ts';
import { devWorkFolder, siteWorkFolder } from '../../../src/cli/work-folder.ts';
import { findSiteFolder, type SiteFolder } from '../../../src/cli/site-folder.ts';
import { layoutFor } from '../../../src/config/site-layout.ts';
import { MODULES_DIR } from '../../../src/utils/own-modules.ts';

const siteAt = (dir: string): SiteFolder => layoutFor(dir, 'docs.json');

test('quire dev does not watch Quire folder (builds, other sites, caches) but its own .astro in this site work folder; it watches the site and Quire source', () => {
  const base = '/home/ann/acme/.quire';
  const site = findSiteFolder(join(PROJECT_ROOT, 'tests/fixtures/dev-site'));
  const unwatched = unwatchedInQuireRoot(site, base);
  const work = siteWorkFolder(site.dir, base);
  for (const path of [
    join(work, 'dist/index.html'),
    join(work, 'dist/index.md'),
    join(work, 'cache/data-store.json'),
    join(work, '.astro/data-store.json'),
    join(base, 'node-compile-cache/x'),
    join(base, 'sites/other-0123456789/.astro/data-store.json'),
  ]) {
    assert.equal(unwatched(path), true, path);
  }
  for (const path of [
    base,
    join(base, 'sites'),
    work,
    join(devWorkFolder(work), '.astro/data-store.json'),
    join(site.dir, 'site.json'),
    join(site.dir, 'docs/index.md'),
    join(MODULES_DIR, 'components/layout/Page.astro'),
  ]) {
    assert.equal(unwatched(path), false, path);
  }
});

test('a docs.json site at the top of its project holds .quire: its pages are watched, Quire builds beside them are not', () => {
  const base = '/home/ann/acme/.quire';
  const site = siteAt('/home/ann/acme');
  const unwatched = unwatchedInQuireRoot(site, base);
  assert.equal(unwatched('/home/ann/acme/intro.mdx'), false);
  assert.equal(unwatched('/home/ann/acme/docs.json'), false);
  assert.equal(unwatched(join(siteWorkFolder(site.dir, base), 'dist/intro.md')), true);
  assert.equal(unwatched(join(devWorkFolder(siteWorkFolder(site.dir, base)), '.astro/data-store.json')), false);
});
