import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newSectionSidebarCache, sidebarView } from '../../../src/components/layout/sidebar-view.ts';
import type { SidebarEntry, SidebarGroup, SidebarLink } from '../../../src/navigation/sidebar.ts';

const link = (id: string): SidebarLink => ({ type: 'link', label: `Page ${id}`, href: `/${id}`, pageId: id, external: false });
const group = (label: string, entries: SidebarEntry[], extra: Partial<SidebarGroup> = {}): SidebarGroup => ({ type: 'group', label, entries, ...extra });
const sidebar: SidebarGroup[] = [
  group('Guides', [link('a'), group('Folded', [link('b'), group('Deeper', [link('c')])]), group('Open', [link('d')], { expanded: true })], { tag: 'New', root: link('guides') }),
];
const html = (page: string, fold = true) => sidebarView(newSectionSidebarCache(), sidebar, page, fold).html;

test('docs.json sidebars fold nested groups: open when expanded or holding the current page', () => {
  assert.match(html('a'), /<details><summary class="sidebar-heading">Folded<\/summary>/);
  assert.match(html('a'), /<details open><summary class="sidebar-heading">Open<\/summary>/);
  assert.match(html('c'), /<details open><summary class="sidebar-heading">Folded<\/summary>/);
  assert.match(html('c'), /<details open><summary class="sidebar-heading">Deeper<\/summary>/);
  assert.match(html('c'), /<a href="\/c" aria-current="page">/);
});

test('site.json sidebars keep nested groups open, as before', () => {
  assert.doesNotMatch(html('a', false), /<details/);
  assert.match(html('a', false), /<p class="sidebar-heading">Folded<\/p>/);
});

test('a group’s tag is a badge and its root page is its title’s link, marked current on that page', () => {
  assert.match(html('a'), /<p class="sidebar-heading"><a class="sidebar-group-link" href="\/guides">Guides <span class="sidebar-tag">New<\/span><\/a><\/p>/);
  assert.match(html('guides'), /<a class="sidebar-group-link" href="\/guides" aria-current="page">/);
});

test('a large (compact) sidebar keeps a closed group’s tag badge and leads its title to the group’s root page', async () => {
  const { parseHtml, one, textOf } = await import('../../support/html-tree.ts');
  const many = Array.from({ length: 160 }, (_, index) => link(`big/${index}`));
  const large: SidebarGroup[] = [group('Big', many), group('Reference', [link('ref/a'), link('ref/b')], { tag: 'Beta', root: link('ref/overview') })];
  const view = sidebarView(newSectionSidebarCache(), large, 'big/3', true);
  assert.equal(view.compact, true);
  const closed = one('li.sidebar-group-closed', parseHtml(view.html));
  const heading = one('a.sidebar-group-link', closed);
  assert.equal(heading.properties.href, '/ref/overview');
  assert.equal(textOf(one('.sidebar-tag', heading)), 'Beta');
  assert.equal(textOf(heading), 'Reference Beta');
});
