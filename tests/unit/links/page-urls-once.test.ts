import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { sourcePageUrls } from '../../../src/links/collect-links.ts';
import { docsFolderLayout, readSiteSource } from '../../../src/source/site-source.ts';
import { siteFolder } from '../../cli/quire-process.ts';

// Issue #27: the image check before the build and the link check after it take one parse of each page.
test('a page of one reading is parsed for its URLs once; another reading, or other variables, parse it again', (t) => {
  const site = siteFolder({ 'docs/index.mdx': '# Home\n\n[Guide](/guide) ![Logo]({{cdn}}/logo.png)' });
  t.after(() => rmSync(site, { recursive: true, force: true }));
  const source = readSiteSource(docsFolderLayout(site));
  const [page] = source.files;
  const variables = { cdn: '/images' };
  const first = sourcePageUrls(source, page, variables);
  assert.deepEqual(
    first.links.map((link) => link.url),
    ['/guide'],
  );
  assert.deepEqual(
    first.images.map((image) => image.url),
    ['/images/logo.png'],
  );
  assert.equal(sourcePageUrls(source, page, { ...variables }), first, 'the same reading with the same variables keeps the first parse');
  assert.deepEqual(
    sourcePageUrls(source, page, { cdn: '/assets' }).images.map((image) => image.url),
    ['/assets/logo.png'],
  );
  writeFileSync(join(site, 'docs/index.mdx'), '# Home\n\n[Other](/other)');
  const again = readSiteSource(docsFolderLayout(site));
  assert.deepEqual(
    sourcePageUrls(again, again.files[0], variables).links.map((link) => link.url),
    ['/other'],
    'a new reading (the dev server after a save) sees the page as it is now',
  );
});

test('a page that cannot be parsed throws each time it is asked for, keeping nothing', (t) => {
  const site = siteFolder({ 'docs/index.mdx': '# Home\n\n<Card' });
  t.after(() => rmSync(site, { recursive: true, force: true }));
  const source = readSiteSource(docsFolderLayout(site));
  assert.throws(() => sourcePageUrls(source, source.files[0]));
  assert.throws(() => sourcePageUrls(source, source.files[0]));
});
