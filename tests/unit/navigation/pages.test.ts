import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findMissingPages, firstHeading, missingPageProblems, pageHref, pageTitle, resolvePageReference } from '../../../src/navigation/pages.ts';

const ids = new Set(['index', 'quickstart', 'guides/index', 'guides/install', 'api-reference/get']);

test('page URLs: path without extension, index is its folder root', () => {
  assert.equal(pageHref('index'), '/');
  assert.equal(pageHref('guides/index'), '/guides');
  assert.equal(pageHref('api-reference/get'), '/api-reference/get');
});

test('navigation references resolve with or without extension, leading slash or index', () => {
  assert.equal(resolvePageReference('guides/install', ids), 'guides/install');
  assert.equal(resolvePageReference('guides/install.mdx', ids), 'guides/install');
  assert.equal(resolvePageReference('/quickstart.md', ids), 'quickstart');
  assert.equal(resolvePageReference('guides', ids), 'guides/index');
  assert.equal(resolvePageReference('guides/missing', ids), undefined);
});

test('every missing page is listed with its place and the closest existing pages', () => {
  const missing = findMissingPages(
    [
      { group: 'A', pages: ['index', 'quikstart'] },
      { group: 'B', pages: [{ group: 'C', pages: ['guides/instal', 'nothing-like-it'] }] },
    ],
    ids,
  );
  assert.deepEqual(missing, [
    { reference: 'quikstart', path: ['navigation', 0, 'pages', 1], suggestions: ['quickstart'] },
    { reference: 'guides/instal', path: ['navigation', 1, 'pages', 0, 'pages', 0], suggestions: ['guides/install', 'guides/index'] },
    { reference: 'nothing-like-it', path: ['navigation', 1, 'pages', 0, 'pages', 1], suggestions: [] },
  ]);
});

test('title: frontmatter, else first # heading outside code, else the file name', () => {
  assert.equal(pageTitle('Set up', '# Ignored', 'guides/setup'), 'Set up');
  assert.equal(pageTitle(undefined, '```md\n# not this\n```\n\n# The *real* title\n', 'x'), 'The real title');
  assert.equal(pageTitle(undefined, '## only h2', 'guides/rate-limits'), 'Rate limits');
  assert.equal(pageTitle(undefined, '', 'index'), 'Home');
  assert.equal(firstHeading('#no space\n# [Linked](/x) title'), 'Linked title');
});

test('a navigation entry without a page is one problem, worded the same for the build, quire check and the dev server', () => {
  const navigation = [{ group: 'Start', pages: ['index', 'quickstrat', '/guides/new.mdx'] }];
  const ids = new Set(['index', 'quickstart']);
  assert.deepEqual(missingPageProblems(navigation, ids, 'docs'), [
    { path: ['navigation', 0, 'pages', 1], expected: 'a page under docs/', found: '"quickstrat", which has no .md or .mdx file', hint: 'did you mean "quickstart"?' },
    { path: ['navigation', 0, 'pages', 2], expected: 'a page under docs/', found: '"/guides/new.mdx", which has no .md or .mdx file', hint: 'create docs/guides/new.mdx or remove the entry' },
  ]);
  const located = missingPageProblems(navigation, ids, 'site/docs', (path) => ({ line: Number(path[3]) + 10, column: 5 }));
  assert.deepEqual([located[0].line, located[0].column, located[1].line], [11, 5, 12]);
});
