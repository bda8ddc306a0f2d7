import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { checkSiteImages } from '../../../src/links/site-images.ts';
import { docsFolderLayout, listFilesUnder, readSiteSource, siteRootLayout } from '../../../src/source/site-source.ts';

const folders: string[] = [];
after(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});
const siteWith = (files: Record<string, string>): string => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-site-images-'));
  folders.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
};

test('the files images may name: nested ones, not hidden ones, node_modules or a layout\'s ignored folders', () => {
  const dir = siteWith({ 'images/a.png': '', 'guides/images/b.png': '', '.git/c.png': '', 'node_modules/x/d.png': '', 'dist/e.png': '', 'guides/dist/f.png': '' });
  assert.deepEqual(listFilesUnder(dir, ['dist']), ['guides/dist/f.png', 'guides/images/b.png', 'images/a.png']);
  assert.deepEqual(listFilesUnder(join(dir, 'missing')), []);
});

test('the static roots are a parameter: public/ for site.json, the site folder itself for a Mintlify layout', () => {
  const quire = siteWith({ 'docs/index.mdx': '<img src="/images/a.png" />\n\n![b](images/b.png)\n', 'docs/images/b.png': '', 'public/images/a.png': '' });
  assert.deepEqual(checkSiteImages({ source: readSiteSource(docsFolderLayout(quire)), staticRoots: [join(quire, 'public')] }).broken, []);
  // Served from the folder root beside the pages: /images/a.png is the folder's images/a.png.
  const mintlify = siteWith({ 'docs.json': '{}', 'index.mdx': '<img src="/images/a.png" />\n\n<img src="/images/c.png" />\n', 'images/a.png': '', 'node_modules/images/c.png': '' });
  const { broken, images } = checkSiteImages({ source: readSiteSource(siteRootLayout(mintlify)), staticRoots: [mintlify] });
  assert.equal(images, 2);
  assert.deepEqual(broken.map((b) => [b.line, b.url, b.suggestion]), [[3, '/images/c.png', '/images/a.png']]);
});
