import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { checkSiteSources } from '../../../src/source/check-sources.ts';
import { findLinksLeavingSite } from '../../../src/source/links-leaving-site.ts';
import { readSiteIncludes } from '../../../src/source/site-includes.ts';
import { isInside, leavesFolder } from '../../../src/utils/paths.ts';
import { readSiteSource } from '../../../src/source/site-source.ts';

const roots: string[] = [];
after(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A temporary folder holding `site/` (the site folder) and `outside/` beside it. */
function workspace(files: Record<string, string>, links: Record<string, string> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'quire-sources-'));
  roots.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  for (const [path, target] of Object.entries(links)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    symlinkSync(target, join(root, path));
  }
  const siteDir = join(root, 'site');
  return { root, siteDir, docsDir: join(siteDir, 'docs'), publicDir: join(siteDir, 'public') };
}

test('isInside and leavesFolder: names that only start alike, .. and symbolic links', () => {
  assert.equal(isInside('/site/docs/a.md', '/site'), true);
  assert.equal(isInside('/site', '/site'), true);
  assert.equal(isInside('/site-old/a.md', '/site'), false);
  assert.equal(isInside('/a.md', '/'), true);
  const { root, siteDir } = workspace({ 'site/docs/a.md': 'a', 'outside/secret.md': 's' }, { 'site/docs/b.md': '../../outside/secret.md' });
  assert.equal(leavesFolder(join(siteDir, 'docs/a.md'), siteDir), false);
  assert.equal(leavesFolder(join(siteDir, 'docs/../../outside/secret.md'), siteDir), true);
  assert.equal(leavesFolder(join(siteDir, 'docs/b.md'), siteDir), true);
  assert.equal(leavesFolder(join(siteDir, 'docs/missing.md'), siteDir), false);
  assert.equal(leavesFolder(join(root, 'outside/missing.md'), siteDir), true);
});

test('symbolic links in docs/ and public/ that lead outside the site folder are named with their target', () => {
  const { root, siteDir, docsDir, publicDir } = workspace(
    { 'site/docs/index.md': '# Home', 'site/shared/part.md': 'shared', 'outside/passwd': 'root:x:0:0', 'outside/assets/key.pem': 'KEY' },
    {
      'site/docs/passwd.md': '../../outside/passwd',
      'site/docs/shared': '../shared',
      'site/shared/escape.md': '../../outside/passwd',
      'site/public/assets': '../../outside/assets',
      'site/docs/loop': '.',
      'site/docs/nowhere.md': '../../outside/missing.md',
    },
  );
  assert.deepEqual(findLinksLeavingSite(siteDir, [docsDir, publicDir]), [
    { link: join(docsDir, 'passwd.md'), target: join(root, 'outside/passwd') },
    // Followed through a link that stays inside the site folder.
    { link: join(docsDir, 'shared/escape.md'), target: join(root, 'outside/passwd') },
    { link: join(publicDir, 'assets'), target: join(root, 'outside/assets') },
  ]);
  const [message] = checkSiteSources({ siteDir, docsDir, publicDir }, readSiteSource({ pagesDir: docsDir })).errors;
  assert.equal(
    message,
    [
      `3 symbolic links lead outside the site folder ${siteDir}; Quire publishes nothing from outside it but the OpenAPI files site.json names:`,
      `  ✖ ${join(docsDir, 'passwd.md')} → ${join(root, 'outside/passwd')}`,
      `  ✖ ${join(docsDir, 'shared/escape.md')} → ${join(root, 'outside/passwd')}`,
      `  ✖ ${join(publicDir, 'assets')} → ${join(root, 'outside/assets')}`,
      '  hint: copy what should be published into the site folder, or remove the link',
    ].join('\n'),
  );
});

test('the docs folder itself linked from outside is refused; a site folder reached through a link is fine', () => {
  const outside = workspace({ 'outside/docs/index.md': '# Elsewhere' }, { 'site/docs': '../outside/docs' });
  assert.deepEqual(findLinksLeavingSite(outside.siteDir, [outside.docsDir]), [{ link: outside.docsDir, target: join(outside.root, 'outside/docs') }]);
  const linked = workspace({ 'real/docs/index.md': '# Home', 'real/docs/snippets/a.mdx': 'a' }, { site: 'real', 'real/docs/b.mdx': 'snippets/a.mdx' });
  assert.deepEqual(checkSiteSources(linked, readSiteSource({ pagesDir: linked.docsDir })).errors, []);
});

test('imports that reach outside the site folder, by /…/.., ../ or a linked folder, whatever the file type', () => {
  const page = [
    "import A from '/snippets/../../../outside/secret.mdx';",
    "import data from '/snippets/../../../outside/secret.json';",
    "import icon from '../../outside/logo.svg';",
    "import text from '/snippets/../../../outside/notes.txt?raw';",
    "import Linked from '../linked/secret.mdx';",
    "import Fine from '/snippets/fine.mdx';",
    "import pkg from 'astro:content';",
    '',
    '# Home',
  ].join('\n');
  const { root, siteDir, docsDir } = workspace(
    { 'site/docs/index.mdx': page, 'site/docs/snippets/fine.mdx': 'fine', 'outside/secret.mdx': 's', 'outside/secret.json': '{}', 'outside/logo.svg': '<svg/>', 'outside/notes.txt': 'n' },
    { 'site/linked': '../outside' },
  );
  const { outside } = readSiteIncludes(siteDir, readSiteSource({ pagesDir: docsDir }));
  const file = join(docsDir, 'index.mdx');
  assert.deepEqual(outside, [
    { file, line: 1, specifier: '/snippets/../../../outside/secret.mdx', target: join(root, 'outside/secret.mdx') },
    { file, line: 2, specifier: '/snippets/../../../outside/secret.json', target: join(root, 'outside/secret.json') },
    { file, line: 3, specifier: '../../outside/logo.svg', target: join(root, 'outside/logo.svg') },
    { file, line: 4, specifier: '/snippets/../../../outside/notes.txt?raw', target: join(root, 'outside/notes.txt') },
    { file, line: 5, specifier: '../linked/secret.mdx', target: join(root, 'outside/secret.mdx') },
  ]);
});

test('include loops: a page including itself, importing itself, two snippets importing each other', () => {
  const { siteDir, docsDir, publicDir } = workspace({
    'site/docs/index.mdx': '# Home\n\n<Snippet file="index" />\n',
    'site/docs/self.mdx': "import Self from './self.mdx';\n\n<Self />\n",
    'site/docs/guide.mdx': "import A from '/snippets/a.mdx';\n\n<A />\n",
    'site/docs/snippets/a.mdx': "import B from './b.mdx';\n\n<B />\n",
    'site/docs/snippets/b.mdx': 'Part b\n\n<Snippet file="a" />\n',
    'site/docs/fine.mdx': 'import Raw from \'./guide.mdx?raw\';\n\n<Snippet file="missing" />\n',
  });
  const [message] = checkSiteSources({ siteDir, docsDir, publicDir }, readSiteSource({ pagesDir: docsDir })).errors;
  const shown = (file: string) => join(docsDir, file);
  assert.equal(
    message,
    [
      'Pages and snippets include each other in 3 loops; rendering would never end:',
      '  ✖ guide.mdx → snippets/a.mdx → snippets/b.mdx → snippets/a.mdx',
      `      ${shown('snippets/a.mdx')}:1: import "./b.mdx"`,
      `      ${shown('snippets/b.mdx')}:3: <Snippet file="a">`,
      '  ✖ index.mdx → index.mdx',
      `      ${shown('index.mdx')}:3: <Snippet file="index">`,
      '  ✖ self.mdx → self.mdx',
      `      ${shown('self.mdx')}:1: import "./self.mdx"`,
      '  hint: remove or change one include of each loop (a snippet cannot include the page or snippet that includes it)',
    ].join('\n'),
  );
});
