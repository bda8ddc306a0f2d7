import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rootRedirects } from '../../../src/navigation/root-redirects.ts';
import { indexSections } from '../../../src/navigation/sections.ts';
import { buildSidebar } from '../../../src/navigation/sidebar.ts';
import type { PageSummary } from '../../../src/navigation/pages.ts';

const pages = (ids: string[]) => new Map<string, PageSummary>(ids.map((id) => [id, { id, title: id }]));
const tabs = [{ name: 'API', url: 'api' }];
const anchors = [{ name: 'SDK', url: 'https://sdk.example.com', iconType: 'solid' as const, isDefaultHidden: false }];

function redirectsFor(ids: string[], navigation: Array<{ group: string; pages: string[] }>) {
  const sidebar = buildSidebar(navigation, pages(ids));
  return rootRedirects(sidebar, indexSections(sidebar, anchors, tabs), new Set(ids), { tabs, anchors });
}

test('the root and a tab folder without pages lead to their first pages; an external anchor has no folder', () => {
  assert.deepEqual(redirectsFor(['intro', 'api/get'], [{ group: 'A', pages: ['intro'] }, { group: 'B', pages: ['api/get'] }]), [
    { from: '', to: '/intro' },
    { from: 'api', to: '/api/get' },
  ]);
});

test('a root with a page of its own keeps it', () => {
  assert.deepEqual(redirectsFor(['index', 'api/index', 'api/get'], [{ group: 'A', pages: ['index'] }, { group: 'B', pages: ['api/index', 'api/get'] }]), []);
});

test('a tab whose groups list no page has nowhere to lead: no redirect', () => {
  assert.deepEqual(redirectsFor(['index'], [{ group: 'A', pages: ['index'] }]), []);
});
