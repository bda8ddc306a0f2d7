import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PageSummary } from '../../../src/navigation/pages.ts';
import { buildPrevNext, buildSidebar, buildToc, flattenSidebar } from '../../../src/navigation/sidebar.ts';

const page = (id: string, title: string, extra: Partial<PageSummary> = {}): [string, PageSummary] => [id, { id, title, ...extra }];
const pages = new Map([
  page('index', 'Introduction'),
  page('quickstart', 'Quickstart', { sidebarTitle: 'Start here' }),
  page('guides/index', 'Guides'),
  page('guides/deploy', 'Deploy'),
  page('changelog', 'Changelog', { externalUrl: 'https://example.com/changes' }),
]);

const navigation = [
  { group: 'Start', pages: ['index', 'quickstart.mdx'] },
  { group: '', pages: ['guides', { group: 'Nested', icon: 'rocket', pages: ['guides/deploy', 'index'] }, 'changelog'] },
];

test('the sidebar follows navigation order, with nested groups, sidebar titles and external links', () => {
  const sidebar = buildSidebar(navigation, pages);
  assert.deepEqual(sidebar, [
    {
      type: 'group',
      label: 'Start',
      icon: undefined,
      version: undefined,
      entries: [
        { type: 'link', label: 'Introduction', href: '/', pageId: 'index', external: false },
        { type: 'link', label: 'Start here', href: '/quickstart', pageId: 'quickstart', external: false },
      ],
    },
    {
      type: 'group',
      label: '',
      icon: undefined,
      version: undefined,
      entries: [
        { type: 'link', label: 'Guides', href: '/guides', pageId: 'guides/index', external: false },
        {
          type: 'group',
          label: 'Nested',
          icon: 'rocket',
          version: undefined,
          // "index" is listed a second time here: one page, shown once.
          entries: [{ type: 'link', label: 'Deploy', href: '/guides/deploy', pageId: 'guides/deploy', external: false }],
        },
        { type: 'link', label: 'Changelog', href: 'https://example.com/changes', pageId: 'changelog', external: true },
      ],
    },
  ]);
});

test('previous/next follow reading order and skip external links', () => {
  const sidebar = buildSidebar(navigation, pages);
  assert.deepEqual(
    flattenSidebar(sidebar).map((l) => l.pageId),
    ['index', 'quickstart', 'guides/index', 'guides/deploy'],
  );
  const prevNext = buildPrevNext(sidebar, () => 'one part');
  assert.equal(prevNext.get('guides/index')?.prev?.href, '/quickstart');
  assert.equal(prevNext.get('guides/index')?.next?.href, '/guides/deploy');
  assert.equal(prevNext.get('index')?.prev, undefined);
  assert.equal(prevNext.get('guides/deploy')?.next, undefined, 'the external changelog link is no "next"');
  assert.equal(prevNext.get('not-in-nav'), undefined);
});

test('previous/next stay within a part of the site (tab, anchor, version): the reader never lands in another tab', () => {
  const more = new Map([...pages, page('api/users', 'Users'), page('api/teams', 'Teams'), page('v1/old', 'Old')]);
  const sidebar = buildSidebar(
    [
      { group: 'Start', pages: ['index', 'quickstart'] },
      { group: 'API', pages: ['api/users', 'api/teams'] },
      { group: 'Guides', pages: ['guides', 'guides/deploy'] },
      { group: 'Old', pages: ['v1/old'] },
    ],
    more,
  );
  // Groups 0 and 2 are the docs tab, group 1 the API tab, group 3 another version of the docs.
  const prevNext = buildPrevNext(sidebar, (i) => ['docs', 'api', 'docs', 'docs v1'][i]);
  assert.equal(prevNext.get('quickstart')?.next?.pageId, 'guides/index', 'the docs tab goes on after the API group');
  assert.equal(prevNext.get('guides/index')?.prev?.pageId, 'quickstart');
  assert.equal(prevNext.get('api/users')?.prev, undefined, 'the first API page has no previous page in the docs');
  assert.equal(prevNext.get('api/teams')?.next, undefined);
  assert.equal(prevNext.get('guides/deploy')?.next, undefined, 'no next page in another version');
  assert.equal(prevNext.get('v1/old')?.prev, undefined);
});

test('the table of contents keeps h2 and h3', () => {
  const toc = buildToc([
    { depth: 1, slug: 'title', text: 'Title' },
    { depth: 2, slug: 'a', text: 'A' },
    { depth: 3, slug: 'b', text: 'B' },
    { depth: 4, slug: 'c', text: 'C' },
  ]);
  assert.deepEqual(
    toc.map((t) => t.slug),
    ['a', 'b'],
  );
});
