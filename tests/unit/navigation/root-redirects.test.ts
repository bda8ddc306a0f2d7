import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rootRedirects } from '../../../src/navigation/root-redirects.ts';
import { siteJsonTree } from '../../../src/navigation/site-json-tree.ts';
import { buildSiteNavigation } from '../../../src/navigation/site-navigation.ts';
import type { PageSummary } from '../../../src/navigation/pages.ts';

const pages = (ids: string[]) => new Map<string, PageSummary>(ids.map((id) => [id, { id, title: id }]));
const tabs = [{ name: 'API', url: 'api' }];
const anchors = [{ name: 'SDK', url: 'https://sdk.example.com', iconType: 'solid' as const, isDefaultHidden: false }];

function redirectsFor(ids: string[], navigation: Array<{ group: string; pages: string[] }>) {
  const summaries = pages(ids);
  const site = { navigation, anchors, tabs, topAnchor: { name: 'Docs', icon: 'book-open', iconType: 'duotone' as const }, versions: [] };
  return rootRedirects(buildSiteNavigation(siteJsonTree(site, summaries), summaries).tree, new Set(ids));
}

test('the root and a tab folder without pages lead to their first pages; an external anchor has no folder', () => {
  assert.deepEqual(
    redirectsFor(
      ['intro', 'api/get'],
      [
        { group: 'A', pages: ['intro'] },
        { group: 'B', pages: ['api/get'] },
      ],
    ),
    [
      { from: '', to: '/intro' },
      { from: 'api', to: '/api/get' },
    ],
  );
});

test('a root with a page of its own keeps it', () => {
  assert.deepEqual(
    redirectsFor(
      ['index', 'api/index', 'api/get'],
      [
        { group: 'A', pages: ['index'] },
        { group: 'B', pages: ['api/index', 'api/get'] },
      ],
    ),
    [],
  );
});

test('a tab whose groups list no page has nowhere to lead: no redirect', () => {
  assert.deepEqual(redirectsFor(['index'], [{ group: 'A', pages: ['index'] }]), []);
});
