import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { checkSiteImages } from '../../../src/links/site-images.ts';
import { checkLinksOfSource, sourceIds, sourceSiteLookup } from '../../../src/links/source-links.ts';
import { listFilesUnder } from '../../../src/source/list-files.ts';
import { docsFolderLayout, readSiteSource, siteRootLayout } from '../../../src/source/site-source.ts';

const folders: string[] = [];
after(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});
const siteWith = (files: Record<string, string | Buffer>): string => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-site-images-'));
  folders.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
};

test("the files images may name: nested ones, not hidden ones, node_modules or a layout's ignored folders", () => {
  const dir = siteWith({ 'images/a.png': '', 'guides/images/b.png': '', '.git/c.png': '', 'node_modules/x/d.png': '', 'dist/e.png': '', 'guides/dist/f.png': '' });
  assert.deepEqual(listFilesUnder(dir, ['dist']), ['guides/dist/f.png', 'guides/images/b.png', 'images/a.png']);
  assert.deepEqual(listFilesUnder(join(dir, 'missing')), []);
});

// A 1×1 PNG: a markdown image Astro bundles must be one it can size.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('the static roots are a parameter: public/ for site.json, the site folder itself for a Mintlify layout', () => {
  const quire = siteWith({ 'docs/index.mdx': '<img src="/images/a.png" />\n\n![b](images/b.png)\n', 'docs/images/b.png': PNG, 'public/images/a.png': '' });
  assert.deepEqual(checkSiteImages({ source: readSiteSource(docsFolderLayout(quire)), staticRoots: [join(quire, 'public')] }).broken, []);
  // Served from the folder root beside the pages: /images/a.png is the folder's images/a.png.
  const mintlify = siteWith({ 'docs.json': '{}', 'index.mdx': '<img src="/images/a.png" />\n\n<img src="/images/c.png" />\n', 'images/a.png': '', 'node_modules/images/c.png': '' });
  const { broken, images } = checkSiteImages({ source: readSiteSource(siteRootLayout(mintlify)), staticRoots: [mintlify] });
  assert.equal(images, 2);
  assert.deepEqual(
    broken.map((b) => [b.line, b.url, b.suggestion]),
    [[3, '/images/c.png', '/images/a.png']],
  );
});

test('a Mintlify folder serves only what the build publishes: docs.json, page sources and .mintignored files are no images', () => {
  const dir = siteWith({
    'docs.json': '{"logo": "/docs.json"}',
    '.mintignore': 'drafts/\n',
    'index.mdx': '<img src="/images/a.png" />\n\n<img src="/guide.mdx" />\n\n<img src="/drafts/b.png" />\n\n<img src="/package.json" />\n',
    'guide.mdx': '# Guide',
    'images/a.png': '',
    'drafts/b.png': '',
    'package.json': '{}',
  });
  const config = { file: join(dir, 'docs.json'), images: [{ path: 'logo', url: '/docs.json', line: 1, column: 10 }] };
  const { broken } = checkSiteImages({ source: readSiteSource(siteRootLayout(dir)), staticRoots: [dir], config });
  assert.deepEqual(broken.map((b) => b.url).sort(), ['/docs.json', '/drafts/b.png', '/guide.mdx', '/package.json']);
});

test("quire check's links in a Mintlify folder: docs.json, a page source or an ignored file is no file of the site", () => {
  const dir = siteWith({ 'docs.json': '{}', '.mintignore': 'drafts/\n', 'index.mdx': '# Home', 'drafts/b.pdf': '', 'files/a.pdf': '', 'package.json': '{}' });
  const lookup = sourceSiteLookup(readSiteSource(siteRootLayout(dir)), dir);
  assert.deepEqual(lookup.find('/files/a.pdf'), { kind: 'file' });
  for (const path of ['/docs.json', '/index.mdx', '/drafts/b.pdf', '/package.json']) assert.equal(lookup.find(path), undefined, path);
  // site.json's public/ folder publishes every file it holds.
  const quire = siteWith({ 'site.json': '{}', 'docs/index.mdx': '# Home', 'public/package.json': '{}' });
  assert.deepEqual(sourceSiteLookup(readSiteSource(docsFolderLayout(quire)), join(quire, 'public')).find('/package.json'), { kind: 'file' });
});

/** docs.json `variables` as the checks read them: the rendered page (references replaced) is what they check. */
const variables = { product: 'quire', 'product-name': 'Quire Docs' };
const mintlifySite = (files: Record<string, string>): string => siteWith({ 'docs.json': '{}', ...files });

test('images named with {{variables}} are checked at the path the page renders, in .mdx and .md, markdown, HTML and JSX', () => {
  const dir = mintlifySite({
    'index.mdx': '# Home\n\n![Logo](/images/{{product}}.png)\n\n<img src="/images/{{product}}-dark.png" />\n\n<Card img="/images/{{product-name}}.png" title="x" />\n',
    'guide.md': '# Guide\n\n![Logo](/images/{{product}}.png)\n\n<img src="/images/{{product}}-dark.png">\n',
    'images/quire.png': '',
    'images/quire-dark.png': '',
    'images/Quire Docs.png': '',
  });
  const source = readSiteSource(siteRootLayout(dir));
  const { broken, images } = checkSiteImages({ source, staticRoots: [dir], variables });
  assert.equal(images, 5);
  assert.deepEqual(broken, []);
  // The value is what counts: a page naming a file that is not there is still reported, with the rendered path.
  writeFileSync(join(dir, 'index.mdx'), '# Home\n\n![Logo](/images/{{product}}-light.png)\n');
  assert.deepEqual(
    checkSiteImages({ source: readSiteSource(siteRootLayout(dir)), staticRoots: [dir], variables }).broken.map((image) => [image.line, image.url]),
    [[3, '/images/quire-light.png']],
  );
});

test('an image naming an undefined variable is left to the undefined-variable error, not reported a second time as missing', () => {
  const dir = mintlifySite({ 'index.mdx': '# Home\n\n![Logo](/images/{{prodcut}}.png)\n\n<img src="/images/{{prodcut}}-dark.png" />\n\n![Real](/images/gone.png)\n' });
  const { broken } = checkSiteImages({ source: readSiteSource(siteRootLayout(dir)), staticRoots: [dir], variables });
  assert.deepEqual(
    broken.map((image) => image.url),
    ['/images/gone.png'],
  );
});

test('heading ids of a page with {{variables}} are the rendered ones; code in a heading keeps the braces, as rendered', () => {
  const mdx = sourceIds('# About {{product-name}}\n\n## `{{product}}` in code\n\n## Unknown {{nope}}\n', 'mdx', variables);
  for (const id of ['about-quire-docs', 'product-in-code', 'unknown-nope']) assert.ok(mdx.has(id), `${id} missing from ${[...mdx]}`);
  const md = sourceIds('## About {{product}}\n', 'md', variables);
  assert.ok(md.has('about-quire'), `about-quire missing from ${[...md]}`);
});

test('quire check: a link to a heading written with {{variables}} finds its anchor; a wrong anchor is still reported', () => {
  const dir = mintlifySite({
    'index.mdx': '# Home\n\nSee [about](/guide#about-quire-docs) and [wrong](/guide#about-product-name).\n',
    'guide.mdx': '---\ntitle: Guide\n---\n\n## About {{product-name}}\n',
  });
  const source = readSiteSource(siteRootLayout(dir));
  const { broken } = checkLinksOfSource(source, sourceSiteLookup(source, dir, undefined, variables), variables);
  assert.deepEqual(
    broken.map((link) => link.url),
    ['/guide#about-product-name'],
  );
});

test('quire check: an endpoint page written with api: gets its ids when it renders (#responses, #body), as an openapi: page does', () => {
  const dir = mintlifySite({
    'index.mdx': '# Home\n\nSee [answers](/create-user#responses) and [body](/create-user#body); [wrong](/guide#nowhere).\n',
    'create-user.mdx': '---\ntitle: Create a user\napi: POST https://api.example.com/users\n---\n\nCreates a user.\n',
    'guide.mdx': '# Guide\n',
  });
  const source = readSiteSource(siteRootLayout(dir));
  const { broken } = checkLinksOfSource(source, sourceSiteLookup(source, dir), undefined);
  assert.deepEqual(
    broken.map((link) => link.url),
    ['/guide#nowhere'],
  );
});
