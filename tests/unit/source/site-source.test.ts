import assert from 'node:assert/strict';
import { rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { blankFrontmatter, readFrontmatter } from '../../../src/source/frontmatter.ts';
import { docsFolderLayout, isSourceFile, readSiteSource, siteRootLayout, sourcePageTitle } from '../../../src/source/site-source.ts';
import { siteFolder } from '../../cli/quire-process.ts';

test('docs/ layout: pages and snippets under docs/, ids as navigation names them, in path order', (t) => {
  const site = siteFolder({
    'site.json': '{}',
    'docs/index.mdx': '# Home',
    'docs/guides/Intro.MD': '# Intro',
    'docs/snippets/part.mdx': 'part',
    'docs/_snippets/old.md': 'old',
    'docs/.drafts/secret.md': 'hidden',
    'docs/image.png': 'png',
    'README.md': 'not a page: outside docs/',
  });
  t.after(() => rmSync(site, { recursive: true, force: true }));
  const source = readSiteSource(docsFolderLayout(site));
  assert.deepEqual(source.files.map((file) => file.file), ['_snippets/old.md', 'guides/Intro.MD', 'index.mdx', 'snippets/part.mdx']);
  assert.deepEqual(source.pages.map((file) => [file.id, file.format]), [['guides/Intro', 'md'], ['index', 'mdx']]);
  assert.deepEqual([...source.pageIds], ['guides/Intro', 'index']);
  assert.equal(source.files.find((file) => file.id === 'snippets/part')?.snippet, true);
});

test('site-root layout (docs.json beside the pages): tool folders skipped at the top, snippets are no pages', (t) => {
  const site = siteFolder({
    'docs.json': '{}',
    'index.mdx': '# Home',
    'guides/build/setup.mdx': '# A page in a folder named build, below the top',
    'snippets/x.mdx': 'snippet',
    ...Object.fromEntries(['node_modules/pkg', '.git', '.github', 'dist', 'build', '.astro', '.cache', 'coverage', 'tmp', '.vscode', '.idea'].map((name) => [`${name}/page.md`, '# no'])),
    'guides/node_modules/dep/readme.md': '# no',
  });
  t.after(() => rmSync(site, { recursive: true, force: true }));
  const source = readSiteSource(siteRootLayout(site));
  assert.deepEqual(source.files.map((file) => file.file), ['guides/build/setup.mdx', 'index.mdx', 'snippets/x.mdx']);
  assert.deepEqual([...source.pageIds], ['guides/build/setup', 'index']);
  // The same rule for a file the dev server reports.
  assert.equal(isSourceFile('dist/page.md', siteRootLayout(site)), false);
  assert.equal(isSourceFile('guides/build/setup.mdx', siteRootLayout(site)), true);
  assert.equal(isSourceFile('dist/page.md', docsFolderLayout(site)), true);
  // The docs/ layout of the same folder has no docs/: no pages, no error.
  assert.deepEqual(readSiteSource(docsFolderLayout(site)).files, []);
});

test('a linked folder is followed, a link loop ends', (t) => {
  const site = siteFolder({ 'docs/real/a.md': '# A' });
  t.after(() => rmSync(site, { recursive: true, force: true }));
  symlinkSync(join(site, 'docs/real'), join(site, 'docs/linked'));
  symlinkSync(join(site, 'docs'), join(site, 'docs/real/loop'));
  assert.deepEqual(readSiteSource(docsFolderLayout(site)).files.map((file) => file.file), ['linked/a.md', 'real/a.md']);
});

test('frontmatter through a YAML parser; a broken one names file and line', (t) => {
  const site = siteFolder({
    'docs/ok.mdx': '---\ntitle: "A: B"\nopenapi: GET /users\n---\n# Heading',
    'docs/bad.md': '---\ntitle: Fine\ndescription: [not closed\n---\n# Bad',
    'docs/none.md': '```md\n# not the title\n```\n\n# The *real* title\n',
  });
  t.after(() => rmSync(site, { recursive: true, force: true }));
  const source = readSiteSource(docsFolderLayout(site));
  const [bad, none, ok] = source.files.map((file) => source.read(file));
  assert.deepEqual(ok.frontmatter.data, { title: 'A: B', openapi: 'GET /users' });
  assert.equal(source.read(source.files[2]), ok, 'read once, kept');
  const problems = source.frontmatterProblems();
  assert.equal(problems.length, 1);
  assert.match(problems[0].file, /docs\/bad\.md$/);
  assert.equal(problems[0].line, 3);
  assert.match(problems[0].message, /not valid YAML/);
  assert.match(problems[0].hint, /quote a value/);
  assert.equal(sourcePageTitle(ok), 'A: B');
  assert.equal(sourcePageTitle(bad), 'Bad');
  assert.equal(sourcePageTitle(none), 'The real title');
  assert.equal(sourcePageTitle({ ...none, frontmatter: readFrontmatter('') }, 'List users'), 'List users');
});

test('frontmatter block: one rule for empty blocks, CRLF, a byte order mark and none at all', () => {
  assert.deepEqual(readFrontmatter('---\n---\nbody'), { data: {}, yaml: '', body: 'body' });
  assert.deepEqual(readFrontmatter('\uFEFF---\r\ntitle: X\r\n---\r\nbody').data, { title: 'X' });
  assert.deepEqual(readFrontmatter('no frontmatter\n---\n'), { data: {}, yaml: '', body: 'no frontmatter\n---\n' });
  assert.deepEqual(readFrontmatter('---\n- a list\n---\n').data, {});
  assert.equal(blankFrontmatter('---\ntitle: X\n---\nbody'), '\n\n\nbody');
});
