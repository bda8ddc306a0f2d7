import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PageSummary } from '../../../src/navigation/pages.ts';
import { buildSidebar, buildToc, flattenSidebar, prevNextFor } from '../../../src/navigation/sidebar.ts';

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
      type: 'group', label: 'Start', icon: undefined, version: undefined,
      entries: [
        { type: 'link', label: 'Introduction', href: '/', pageId: 'index', external: false },
        { type: 'link', label: 'Start here', href: '/quickstart', pageId: 'quickstart', external: false },
      ],
    },
    {
      type: 'group', label: '', icon: undefined, version: undefined,
      entries: [
        { type: 'link', label: 'Guides', href: '/guides', pageId: 'guides/index', external: false },
        {
          type: 'group', label: 'Nested', icon: 'rocket', version: undefined,
          // "index" is listed a second time here: one page, shown once.
          entries: [{ type: 'link', label: 'Deploy', href: '/guides/deploy', pageId: 'guides/deploy', external: false }],
        },
        { type: 'link', label: 'Changelog', href: 'https://example.com/changes', pageId: 'changelog', external: true },
      ],
    },
  ]);
});

test('previous/next follow reading order and skip external links', () => {
  const order = flattenSidebar(buildSidebar(navigation, pages));
  assert.deepEqual(order.map((l) => l.pageId), ['index', 'quickstart', 'guides/index', 'guides/deploy']);
  const { prev, next } = prevNextFor(order, 'guides/index');
  assert.equal(prev?.href, '/quickstart');
  assert.equal(next?.href, '/guides/deploy');
  assert.deepEqual(prevNextFor(order, 'index').prev, undefined);
  assert.deepEqual(prevNextFor(order, 'not-in-nav'), {});
});

test('the table of contents keeps h2 and h3', () => {
  const toc = buildToc([
    { depth: 1, slug: 'title', text: 'Title' },
    { depth: 2, slug: 'a', text: 'A' },
    { depth: 3, slug: 'b', text: 'B' },
    { depth: 4, slug: 'c', text: 'C' },
  ]);
  assert.deepEqual(toc.map((t) => t.slug), ['a', 'b']);
});
