import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sidebarListHtml } from '../../../src/components/layout/sidebar-html.ts';
import { newSectionSidebarCache, sidebarView } from '../../../src/components/layout/sidebar-view.ts';
import { FULL_SIDEBAR_MAX_LINKS } from '../../../src/navigation/sidebar-compact.ts';
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
