import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sidebarListHtml } from '../../../src/components/layout/sidebar-html.ts';
import { newSectionSidebarCache, sidebarView } from '../../../src/components/layout/sidebar-view.ts';
import { FULL_SIDEBAR_MAX_LINKS, OPEN_GROUP_MAX_ENTRIES, WINDOW_REACH } from '../../../src/navigation/sidebar-compact.ts';
import type { SidebarEntry, SidebarGroup } from '../../../src/navigation/sidebar.ts';

const link = (id: string): SidebarEntry => ({ type: 'link', label: `Page ${id}`, href: `/${id}`, pageId: id, external: false });
const group = (label: string, entries: SidebarEntry[]): SidebarGroup => ({ type: 'group', label, entries });
/** `count` groups named G0, G1, … of `size` pages g<i>/p<j>. */
const groups = (count: number, size: number): SidebarGroup[] =>
  Array.from({ length: count }, (_, g) =>
    group(
      `G${g}`,
      Array.from({ length: size }, (_, p) => link(`g${g}/p${p}`)),
    ),
  );
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
const view = (sidebar: SidebarGroup[], page: string | undefined) => sidebarView(newSectionSidebarCache(), sidebar, page);

test('a sidebar up to the limit is written whole into each page, the current link marked', () => {
  const sidebar = groups(3, Math.floor(FULL_SIDEBAR_MAX_LINKS / 3));
  const { html, compact } = view(sidebar, 'g2/p1');
  assert.equal(compact, false);
  assert.equal(html, sidebarListHtml(sidebar).replace('<a href="/g2/p1">', '<a href="/g2/p1" aria-current="page">'));
});

test('above the limit a page holds its own group open and every other group as a heading linking to its first page', () => {
  const { html, compact } = view(groups(20, 50), 'g3/p7');
  assert.equal(compact, true);
  const own = Array.from({ length: 50 }, (_, p) => `/g3/p${p}`);
  const others = Array.from({ length: 20 }, (_, g) => `/g${g}/p0`).filter((href) => href !== '/g3/p0');
  assert.deepEqual(hrefs(html).sort(), [...own, ...others].sort());
  assert.equal([...html.matchAll(/class="sidebar-heading"/g)].length, 20);
  assert.match(html, /<a href="\/g3\/p7" aria-current="page">Page g3\/p7<\/a>/);
  assert.match(html, /<a class="sidebar-group-link" href="\/g4\/p0">G4<\/a>/);
});

test("a page's sidebar does not grow with the other groups", () => {
  const small = groups(20, 50);
  const large = small.map((g, i) =>
    i === 3
      ? g
      : group(
          g.label,
          Array.from({ length: 400 }, (_, p) => link(`g${i}/p${p}`)),
        ),
  );
  assert.equal(view(large, 'g3/p7').html, view(small, 'g3/p7').html);
});

test("in nested groups the page's group and its ancestors are open, sibling groups closed", () => {
  const sidebar = [
    group(
      'Big',
      Array.from({ length: FULL_SIDEBAR_MAX_LINKS }, (_, p) => link(`big/p${p}`)),
    ),
    group('Guides', [link('guides/intro'), group('Deploy', [link('deploy/docker'), link('deploy/k8s')]), group('Operate', [link('operate/logs'), link('operate/alerts')])]),
  ];
  const html = view(sidebar, 'deploy/k8s').html;
  assert.deepEqual(hrefs(html), ['/big/p0', '/guides/intro', '/deploy/docker', '/deploy/k8s', '/operate/logs']);
  assert.match(html, /<p class="sidebar-heading">Deploy<\/p>/);
  assert.match(html, /<a class="sidebar-group-link" href="\/operate\/logs">Operate<\/a>/);
});

test('a page outside the navigation gets every group closed, and labels from config are escaped', () => {
  const sidebar = groups(4, 50);
  sidebar[1] = group('<img src=x onerror=alert(1)> & "co"', sidebar[1].entries);
  sidebar[2] = group('', sidebar[2].entries);
  const html = view(sidebar, 'not-listed').html;
  assert.deepEqual(hrefs(html), ['/g0/p0', '/g1/p0', '/g2/p0', '/g3/p0']);
  assert.ok(!html.includes('<img'));
  assert.match(html, />&lt;img src=x onerror=alert\(1\)&gt; &amp; &quot;co&quot;</);
  // An unnamed group is shown by its first page's label.
  assert.match(html, /<a class="sidebar-group-link" href="\/g2\/p0">Page g2\/p0<\/a>/);
  assert.ok(!html.includes('aria-current'));
});

test('pages of the same group share one cached sidebar, each with its own current link', () => {
  const cache = newSectionSidebarCache();
  const sidebar = groups(20, 50);
  const a = sidebarView(cache, sidebar, 'g1/p0').html;
  const b = sidebarView(cache, sidebar, 'g1/p1').html;
  assert.equal(cache.byPath.size, 1);
  assert.match(a, /href="\/g1\/p0" aria-current="page"/);
  assert.match(b, /href="\/g1\/p1" aria-current="page"/);
  assert.doesNotMatch(b, /href="\/g1\/p0" aria-current/);
});

test("only the current page's own link is marked: not an external link or a group heading to the same address, only the first of two links to it", () => {
  const sidebar: SidebarGroup[] = [group('G', [{ type: 'link', label: 'Out', href: '/a', pageId: undefined, external: true } as SidebarEntry, link('a'), link('a')])];
  const { html } = view(sidebar, 'a');
  assert.equal([...html.matchAll(/aria-current="page"/g)].length, 1);
  assert.match(html, /<a href="\/a" target="_blank" rel="noopener noreferrer">Out<\/a><\/li><li><a href="\/a" aria-current="page">/);
});

/** The "N earlier/later pages" items of a windowed group. */
const leftOut = (html: string) =>
  [...html.matchAll(/<li class="sidebar-more"><a href="([^"]*)">(\d+) (earlier|later) pages?<\/a><\/li>/g)].map((m) => ({ href: m[1], count: Number(m[2]), side: m[3] }));

test(`a page of a group with more than ${OPEN_GROUP_MAX_ENTRIES} entries carries the ${2 * WINDOW_REACH + 1} around it, and links to the pages showing the rest`, () => {
  const sidebar = groups(20, 500);
  const { html, compact } = view(sidebar, 'g3/p200');
  assert.equal(compact, true);
  const own = Array.from({ length: 2 * WINDOW_REACH + 1 }, (_, i) => `/g3/p${200 - WINDOW_REACH + i}`);
  assert.deepEqual(
    hrefs(html).filter((href) => own.includes(href)),
    own,
  );
  assert.ok(!hrefs(html).includes('/g3/p1'), 'pages far from this one are left out');
  assert.match(html, /<a href="\/g3\/p200" aria-current="page">/);
  const earlierStart = 200 - WINDOW_REACH;
  assert.deepEqual(leftOut(html), [
    { href: `/g3/p${earlierStart - 1 - WINDOW_REACH}`, count: earlierStart, side: 'earlier' },
    { href: `/g3/p${200 + 2 * WINDOW_REACH + 1}`, count: 500 - (200 + WINDOW_REACH + 1), side: 'later' },
  ]);
  // The page's sidebar is about as large as in a section of groups of 50.
  assert.ok(html.length < view(groups(20, 50), 'g3/p20').html.length * 1.2, `${html.length} characters`);
});

test('at either end of a large group the window shifts inwards and shows as many entries', () => {
  const sidebar = groups(20, 500);
  const first = view(sidebar, 'g3/p0').html;
  assert.deepEqual(
    hrefs(first.replace(/<li class="sidebar-more">.*?<\/li>/g, '')).filter((href) => /^\/g3\/p\d+$/.test(href)),
    Array.from({ length: 2 * WINDOW_REACH + 1 }, (_, i) => `/g3/p${i}`),
  );
  assert.deepEqual(
    leftOut(first).map(({ count, side }) => `${count} ${side}`),
    [`${500 - 2 * WINDOW_REACH - 1} later`],
  );
  const last = view(sidebar, 'g3/p499').html;
  assert.deepEqual(
    leftOut(last).map(({ count, side }) => `${count} ${side}`),
    [`${500 - 2 * WINDOW_REACH - 1} earlier`],
  );
});

test('without JS every page of a large group is reached from any of its pages through the sidebar', () => {
  const sidebar = groups(3, 500);
  const reached = new Set(['/g1/p250']);
  const queue = ['g1/p250'];
  while (queue.length > 0) {
    const id = queue.shift() as string;
    for (const href of hrefs(view(sidebar, id).html).filter((href) => href.startsWith('/g1/'))) {
      if (reached.has(href)) continue;
      reached.add(href);
      queue.push(href.slice(1));
    }
  }
  assert.equal(reached.size, 500);
});

test('a window over a group with nested groups and external links: groups in it are closed headings, the left-out links lead to pages of this site', () => {
  const outside = (i: number) => ({ type: 'link', label: `Out ${i}`, href: `https://x.dev/${i}`, pageId: undefined, external: true }) as SidebarEntry;
  const entries: SidebarEntry[] = Array.from({ length: 100 }, (_, i) => (i === 30 ? group('Inner', [link('inner/a'), link('inner/b')]) : i < 5 ? outside(i) : link(`p${i}`)));
  const sidebar = [
    group('Big', entries),
    group(
      'Other',
      Array.from({ length: 80 }, (_, i) => link(`o${i}`)),
    ),
  ];
  const html = view(sidebar, 'p40').html;
  assert.match(html, /<a class="sidebar-group-link" href="\/inner\/a">Inner<\/a>/);
  assert.deepEqual(leftOut(html), [
    // Before the window only external links and p5…p14: the nearest page of this site to where an earlier window would be.
    { href: '/p5', count: 15, side: 'earlier' },
    { href: '/p91', count: 34, side: 'later' },
  ]);
  // Nothing but external links before the window: the count shows, with no link.
  const early = view(
    [
      group(
        'Big',
        Array.from({ length: 100 }, (_, i) => (i < 30 ? outside(i) : link(`p${i}`))),
      ),
      sidebar[1],
    ],
    'p45',
  ).html;
  assert.match(early, /<li class="sidebar-more">20 earlier pages<\/li>/);
});

test('a very large level above the page (300 links beside the nested group holding it) shows a window around that group too', () => {
  const entries: SidebarEntry[] = Array.from({ length: 300 }, (_, i) => (i === 150 ? group('Webhooks', [link('hooks/created'), link('hooks/deleted')]) : link(`ep${i}`)));
  const html = view([group('API', entries)], 'hooks/deleted').html;
  assert.match(html, /<a href="\/hooks\/deleted" aria-current="page">/);
  assert.match(html, /<p class="sidebar-heading">Webhooks<\/p>/);
  const endpoints = hrefs(html.replace(/<li class="sidebar-more">.*?<\/li>/g, '')).filter((href) => href.startsWith('/ep'));
  assert.deepEqual(
    endpoints,
    Array.from({ length: 2 * WINDOW_REACH + 1 }, (_, i) => 150 - WINDOW_REACH + i)
      .filter((i) => i !== 150)
      .map((i) => `/ep${i}`),
  );
  assert.deepEqual(
    leftOut(html).map(({ count, side }) => `${count} ${side}`),
    [`${150 - WINDOW_REACH} earlier`, `${300 - 150 - WINDOW_REACH - 1} later`],
  );
});

test('the rows above the current link are counted as drawn: groups, links and closed groups (Sidebar.astro scrolls only below the first rows)', () => {
  // Group G0 (row 0) with p0..p4 (rows 1–5), group G1 (row 6), its p0 (row 7).
  const small = groups(2, 5);
  assert.equal(view(small, 'g0/p0').currentRow, 1);
  assert.equal(view(small, 'g0/p4').currentRow, 5);
  assert.equal(view(small, 'g1/p0').currentRow, 7);
  // A page the sidebar does not list has no row.
  assert.equal(view(small, 'elsewhere').currentRow, undefined);
  // Compact: G0..G2 are closed rows above the open G3 and its heading.
  assert.equal(view(groups(20, 50), 'g3/p2').currentRow, 3 + 1 + 2);
  // A group whose heading is the page's link is its own row.
  const rooted: SidebarGroup = { ...group('Guides', [link('guides/a')]), root: { type: 'link', label: 'Guides', href: '/guides', pageId: 'guides', external: false } };
  assert.equal(view([group('Start', [link('intro')]), rooted], 'guides').currentRow, 2);
});
