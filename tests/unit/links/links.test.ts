import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findBrokenLinks, type SiteLookup, type Target } from '../../../src/links/check-links.ts';
import { rootRelativeHref } from '../../../src/utils/urls.ts';
import { collectPageUrls } from '../../../src/links/collect-links.ts';
import { blankFrontmatter } from '../../../src/source/frontmatter.ts';

const site: SiteLookup = {
  pagePaths: ['/', '/guides/install', '/guides/usage'],
  find(pathname): Target {
    if (pathname === '/guides/install') return { kind: 'page', ids: new Set(['requirements']) };
    if (pathname === '/guides/usage' || pathname === '/') return { kind: 'page', ids: new Set(['configure']) };
    if (pathname === '/images/logo.png') return { kind: 'file' };
    return undefined;
  },
};

test('links are collected with their line and column; code blocks and frontmatter are skipped', () => {
  const source = '---\ntitle: "[x](/front)"\n---\n\n[a](/one) <a href="/two">t</a>\n\n```md\n[no](/code)\n```\n\n<Card href="/three" />\n';
  assert.deepEqual(collectPageUrls(source, 'mdx').links, [
    { url: '/one', line: 5, column: 1 },
    { url: '/two', line: 5, column: 11 },
    { url: '/three', line: 11, column: 1 },
  ]);
  const md = collectPageUrls('Text\n\n<p>\n<a href="/raw">x</a>\n</p>\n', 'md').links;
  assert.deepEqual(
    md.map((l) => [l.url, l.line]),
    [['/raw', 4]],
  );
  assert.equal(blankFrontmatter('---\na: 1\n---\nbody'), '\n\n\nbody');
});

test('relative links resolve from the page folder; trailing slashes and files are fine', () => {
  const links = [
    { url: './usage#configure', line: 1, column: 1 },
    { url: '/guides/install/', line: 2, column: 1 },
    { url: '/images/logo.png', line: 3, column: 1 },
    { url: '../', line: 4, column: 1 },
    { url: 'https://example.com/x', line: 5, column: 1 },
    { url: '#requirements', line: 6, column: 1 },
  ];
  assert.deepEqual(findBrokenLinks('docs/guides/install.md', 'guides/install', links, site), []);
});

test("on a folder's index page, relative links resolve as the browser does: from the parent folder", () => {
  const links = [
    { url: './install', line: 1, column: 1 },
    { url: '%E0%A4%A', line: 2, column: 1 },
  ];
  const broken = findBrokenLinks('docs/guides/index.md', 'guides/index', links, site);
  assert.deepEqual(
    broken.map((b) => [b.line, b.reason, b.hint]),
    [
      [1, '/install is no page or file of this site', 'did you mean /guides/install?'],
      [2, '/%E0%A4%A is no page or file of this site', undefined],
    ],
  );
});

test('a missing page or anchor is reported with the closest match', () => {
  const broken = findBrokenLinks(
    'docs/index.md',
    'index',
    [
      { url: 'guides/instal', line: 3, column: 5 },
      { url: '/guides/usage#configur', line: 4, column: 1 },
      { url: '/guides/install.mdx', line: 5, column: 1 },
    ],
    site,
  );
  assert.deepEqual(
    broken.map((b) => [b.line, b.reason, b.hint]),
    [
      [3, '/guides/instal is no page or file of this site', 'did you mean /guides/install?'],
      [4, '/guides/usage has no heading or element with id "configur"', 'did you mean #configure?'],
      [5, '/guides/install.mdx is no page or file of this site', 'did you mean /guides/install?'],
    ],
  );
});

test('relative links are written root-relative, resolved as the link check resolves them; other links stay', () => {
  assert.equal(rootRelativeHref('usage', '/guides/install'), '/guides/usage');
  assert.equal(rootRelativeHref('usage', '/guides/install/'), '/guides/usage', 'the same with the trailing slash a host may add');
  assert.equal(rootRelativeHref('./usage#configure', '/guides/install'), '/guides/usage#configure');
  assert.equal(rootRelativeHref('../api/auth?tab=curl', '/guides/install'), '/api/auth?tab=curl');
  // A folder's index page is /guides: its relative links start from the site root.
  assert.equal(rootRelativeHref('install', '/guides'), '/install');
  assert.equal(rootRelativeHref('guides/install', '/'), '/guides/install');
  for (const href of ['/guides/usage', '#configure', '?q=1', 'https://example.com/x', 'mailto:a@example.com', '//cdn.example.com/x', '']) {
    assert.equal(rootRelativeHref(href, '/guides/install'), undefined, href);
  }
});
