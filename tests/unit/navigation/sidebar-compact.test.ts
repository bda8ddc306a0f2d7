import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countSidebarLinks, groupEntryLink, groupPathTo } from '../../../src/navigation/sidebar-compact.ts';
import { divisionKey } from '../../../src/navigation/site-navigation.ts';
import type { SidebarEntry, SidebarGroup, SidebarLink } from '../../../src/navigation/sidebar.ts';

const link = (id: string, external = false): SidebarLink =>
  external ? { type: 'link', label: id, href: `https://example.com/${id}`, pageId: id, external } : { type: 'link', label: id, href: `/${id}`, pageId: id, external };
const group = (label: string, entries: SidebarEntry[]): SidebarGroup => ({ type: 'group', label, entries });

const sidebar = [
  group('Start', [link('intro'), link('install')]),
  group('Guides', [link('guides/a'), group('Deploy', [link('deploy/docker'), link('deploy/k8s')]), link('guides/b')]),
  group('Links', [link('changelog', true), link('status', true)]),
];

test('every link counts toward the sidebar size, nested and external ones too', () => {
  assert.equal(countSidebarLinks(sidebar), 8);
  assert.equal(countSidebarLinks([]), 0);
});

test("the open path leads through the page's group and its ancestors", () => {
  assert.deepEqual(groupPathTo(sidebar, 'install'), [0]);
  assert.deepEqual(groupPathTo(sidebar, 'deploy/k8s'), [1, 1]);
  assert.deepEqual(groupPathTo(sidebar, 'guides/b'), [1]);
  // A page outside the navigation (or no page, as on the 404) opens no group.
  assert.deepEqual(groupPathTo(sidebar, 'elsewhere'), []);
  assert.deepEqual(groupPathTo(sidebar, undefined), []);
});

test('a closed group leads to its first page of the site, else to its first link', () => {
  assert.equal(groupEntryLink(sidebar[1].entries)?.href, '/guides/a');
  assert.equal(groupEntryLink([group('Only nested', [group('Inner', [link('deep')])])])?.href, '/deep');
  assert.equal(groupEntryLink([link('changelog', true), group('Inner', [link('deep')])])?.href, '/deep');
  assert.equal(groupEntryLink(sidebar[2].entries)?.href, 'https://example.com/changelog');
  assert.equal(groupEntryLink([]), undefined);
});

test('each division has its own fragment file name (indices of its anchor and tab in the tree, the top anchor and first tab first)', () => {
  assert.equal(divisionKey([0, 0]), '0-0');
  assert.equal(divisionKey([3, 0]), '3-0');
  assert.notEqual(divisionKey([1, 2]), divisionKey([2, 1]));
});
