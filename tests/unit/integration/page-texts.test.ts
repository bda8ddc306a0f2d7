import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { pageTextsPlugin } from '../../../src/integration/page-texts.ts';
import { readSiteSource } from '../../../src/source/site-source.ts';

test("a build loads a page's module from the site's one reading, not from the disk again; other ids are left to their own loaders", () => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-page-texts-'));
  try {
    mkdirSync(join(dir, 'docs', 'snippets'), { recursive: true });
    writeFileSync(join(dir, 'docs', 'index.mdx'), '# Home\n');
    writeFileSync(join(dir, 'docs', 'snippets', 'intro.mdx'), 'Intro.\n');
    const source = readSiteSource({ pagesDir: join(dir, 'docs'), siteDir: dir });
    const page = join(dir, 'docs', 'index.mdx');
    assert.equal(source.read(source.file('index.mdx')!).text, '# Home\n');
    // The file changes on disk after the reading: the build still draws what it read.
    writeFileSync(page, '# Changed\n');
    const { load } = pageTextsPlugin(source.textAt);
    const loaded = (id: string) => (load.filter.id.test(id) ? load.handler(id) : undefined);
    assert.deepEqual(loaded(page), { code: '# Home\n', map: null });
    assert.deepEqual(loaded(`${page}?astroPropagatedAssets`), { code: '# Home\n', map: null });
    // A snippet is read on first use, then kept.
    assert.deepEqual(loaded(join(dir, 'docs', 'snippets', 'intro.mdx')), { code: 'Intro.\n', map: null });
    assert.equal(loaded(`${page}?raw`), undefined);
    assert.equal(loaded(join(tmpdir(), 'elsewhere.mdx')), undefined);
    assert.equal(loaded(join(dir, 'docs', 'missing.mdx')), undefined);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
