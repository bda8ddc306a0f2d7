import assert from 'node:assert/strict';
import { rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { blankFrontmatter, readFrontmatter } from '../../../src/source/frontmatter.ts';
import { docsFolderLayout, exclusionsOf, isPublishableFile, isSourceFile, leftOutPage, readSiteSource, siteRootLayout, sourcePageTitle, type PagesRead } from '../../../src/source/site-source.ts';
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
  assert.deepEqual(
    source.files.map((file) => file.file),
    ['_snippets/old.md', 'guides/Intro.MD', 'index.mdx', 'snippets/part.mdx'],
  );
  assert.deepEqual(
    source.pages.map((file) => [file.id, file.format]),
    [
      ['guides/Intro', 'md'],
      ['index', 'mdx'],
    ],
  );
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
  assert.deepEqual(
    source.files.map((file) => file.file),
    ['guides/build/setup.mdx', 'index.mdx', 'snippets/x.mdx'],
  );
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
  assert.deepEqual(
    readSiteSource(docsFolderLayout(site)).files.map((file) => file.file),
    ['linked/a.md', 'real/a.md'],
  );
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

test(".mintignore (gitignore syntax) and the tools' files at the top: neither pages nor published static files", (t) => {
  const site = siteFolder({
    'docs.json': '{}',
    '.mintignore': '# drafts stay in the repository\ndrafts/\ninternal.mdx\n*.psd\n!keep.psd\n',
    'index.mdx': '# Home',
    'internal.mdx': '# Not for readers',
    'guides/internal.mdx': '# Also matched: no slash in the rule',
    'drafts/idea.mdx': '# Draft',
    'drafts/sketch.png': 'png',
    'art/cover.psd': 'psd',
    'art/keep.psd': 'psd',
    'package.json': '{}',
    'package-lock.json': '{}',
    LICENSE: 'MIT',
    'guides/package.json': '{"an example": true}',
    'images/a.png': 'png',
  });
  t.after(() => rmSync(site, { recursive: true, force: true }));
  const layout = siteRootLayout(site);
  const source = readSiteSource(layout);
  assert.deepEqual([...source.pageIds], ['index']);
  for (const id of ['drafts/idea', 'guides/internal', 'internal']) assert.deepEqual(leftOutPage(layout, id), { file: `${id}.mdx` }, id);
  assert.equal(leftOutPage(layout, 'index'), undefined, 'a page is not left out');
  assert.equal(leftOutPage(layout, 'nowhere'), undefined, 'no file: nothing to explain');
  assert.equal(isSourceFile('drafts/idea.mdx', layout), false, 'the dev server does not take an ignored file for a page');
  const published = ['images/a.png', 'art/keep.psd', 'guides/package.json'];
  const unpublished = ['drafts/sketch.png', 'art/cover.psd', 'package.json', 'package-lock.json', 'LICENSE', 'index.mdx', '.mintignore'];
  assert.deepEqual(
    published.filter((file) => !isPublishableFile(layout, file)),
    [],
  );
  assert.deepEqual(
    unpublished.filter((file) => isPublishableFile(layout, file)),
    [],
  );
  // Without .mintignore only the tools' files are left out; the docs/ layout leaves out nothing.
  assert.equal(exclusionsOf(siteRootLayout(join(site, 'guides')))('internal.mdx'), false);
  assert.equal(exclusionsOf(docsFolderLayout(site))('package.json'), false);
  // The layout is data: it reaches the content collection through a generated module.
  assert.deepEqual(JSON.parse(JSON.stringify(layout)), layout);
});

test('a tools\' folder holds no pages unless .mintignore brings it back ("!/build/"); a navigation entry into one is explained', (t) => {
  const site = siteFolder({ 'docs.json': '{}', 'index.mdx': '# Home', 'build/workflow/steps.mdx': '# Steps', 'build/diagram.png': 'png', 'dist/old.md': '# built' });
  t.after(() => rmSync(site, { recursive: true, force: true }));
  const skipped = siteRootLayout(site);
  assert.deepEqual([...readSiteSource(skipped).pageIds], ['index']);
  assert.deepEqual(leftOutPage(skipped, 'build/workflow/steps'), { file: 'build/workflow/steps.mdx', folder: 'build' });
  assert.equal(isPublishableFile(skipped, 'build/diagram.png'), false);
  writeFileSync(join(site, '.mintignore'), '!/build/\n');
  const readBack = siteRootLayout(site);
  assert.deepEqual([...readSiteSource(readBack).pageIds], ['build/workflow/steps', 'index']);
  assert.equal(isPublishableFile(readBack, 'build/diagram.png'), true);
  assert.ok(readBack.ignore?.includes('dist'), "the other tools' folders stay skipped");
});

test("Mintlify's default-ignored files and folders (README.md, CHANGELOG.md at any depth, temp/, .claude/) are neither pages nor published", (t) => {
  const site = siteFolder({
    'docs.json': '{}',
    'index.mdx': '# Home',
    'README.md': '# The repository [a page](/nowhere)',
    'LICENSE.md': '# MIT',
    'CHANGELOG.md': '# Changes',
    'CONTRIBUTING.md': '# How to help',
    'guides/README.md': '# Folder notes',
    'guides/start.mdx': '# Start',
    'temp/scratch.mdx': '# Scratch',
    '.claude/notes.md': '# Agent notes',
  });
  t.after(() => rmSync(site, { recursive: true, force: true }));
  const layout = siteRootLayout(site);
  assert.deepEqual([...readSiteSource(layout).pageIds], ['guides/start', 'index']);
  assert.deepEqual(
    ['README.md', 'CHANGELOG.md', 'guides/README.md'].filter((file) => isPublishableFile(layout, file)),
    [],
  );
  // As a .mintignore line would, "!README.md" brings it back.
  writeFileSync(join(site, '.mintignore'), '!README.md\n');
  assert.ok(readSiteSource(siteRootLayout(site)).pageIds.has('README'));
});

test('reading the folder again (the dev server after a save) parses only the pages whose text changed', (t) => {
  const site = siteFolder({ 'docs/a.md': '---\ntitle: A\n---\n# A', 'docs/b.md': '---\ntitle: B\n---\n# B' });
  t.after(() => rmSync(site, { recursive: true, force: true }));
  const known: PagesRead = new Map();
  const first = readSiteSource(docsFolderLayout(site), known);
  const [a, b] = first.files.map((file) => first.read(file));
  writeFileSync(join(site, 'docs/b.md'), '---\ntitle: B, edited\n---\n# B');
  const again = readSiteSource(docsFolderLayout(site), known);
  const [a2, b2] = again.files.map((file) => again.read(file));
  assert.equal(a2.frontmatter, a.frontmatter, 'the unchanged page keeps what was parsed');
  assert.deepEqual(b2.frontmatter.data, { title: 'B, edited' }, 'the saved page is read as it is now');
  assert.deepEqual(b.frontmatter.data, { title: 'B' });
  assert.notEqual(readSiteSource(docsFolderLayout(site)).read(first.files[0]).frontmatter, a.frontmatter, 'without earlier readings every page is parsed');
});

test('earlier readings keep only the pages still in the folder: a deleted page is forgotten', (t) => {
  const site = siteFolder({ 'docs/a.md': '---\ntitle: A\n---\n# A', 'docs/b.md': '---\ntitle: B\n---\n# B' });
  t.after(() => rmSync(site, { recursive: true, force: true }));
  const known: PagesRead = new Map();
  const first = readSiteSource(docsFolderLayout(site), known);
  for (const file of first.files) first.read(file);
  assert.deepEqual([...known.keys()].sort(), [join(site, 'docs/a.md'), join(site, 'docs/b.md')]);
  rmSync(join(site, 'docs/b.md'));
  const again = readSiteSource(docsFolderLayout(site), known);
  assert.deepEqual([...known.keys()], [join(site, 'docs/a.md')], "the deleted page's parse is dropped");
  assert.deepEqual(
    again.files.map((file) => file.file),
    ['a.md'],
  );
  // Written back with other text: read as it is now, not as it was before the deletion.
  writeFileSync(join(site, 'docs/b.md'), '---\ntitle: B again\n---\n# B');
  const third = readSiteSource(docsFolderLayout(site), known);
  assert.deepEqual(third.read(third.file('b.md')!).frontmatter.data, { title: 'B again' });
});
