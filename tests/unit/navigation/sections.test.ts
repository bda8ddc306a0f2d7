import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildSiteJsonModel } from '../../../src/config/model.ts';
import { siteConfigSchema } from '../../../src/config/schema/index.ts';
import type { PageSummary } from '../../../src/navigation/pages.ts';
import { routeData } from '../../../src/navigation/route-data.ts';
import { folderPrefix, indexForPage } from '../../../src/navigation/sections.ts';
import { siteJsonTree } from '../../../src/navigation/site-json-tree.ts';
import { buildSiteNavigation } from '../../../src/navigation/site-navigation.ts';

const site = buildSiteJsonModel(
  siteConfigSchema.parse({
    name: 'S',
    topAnchor: { name: 'Docs' },
    anchors: [
      { name: 'SDKs', url: 'sdk', icon: 'cube' },
      { name: 'Forum', url: 'https://forum.example' },
      { name: 'Internals', url: '/internals/', isDefaultHidden: true },
    ],
    tabs: [
      { name: 'API', url: 'api' },
      { name: 'API v2', url: 'api/v2' },
    ],
    navigation: [
      { group: 'Guides', pages: ['index', 'guides/install'] },
      { group: 'Endpoints', pages: ['api/list', 'guides/listed-under-api'] },
      { group: 'V2', pages: ['api/v2/list'] },
      { group: 'SDKs', pages: ['sdk/python'] },
      { group: 'Internals', pages: ['internals/index'] },
    ],
  }),
);
const ids = ['index', 'guides/install', 'api/list', 'guides/listed-under-api', 'api/v2/list', 'sdk/python', 'internals/index', 'api/orphan'];
const pages = new Map<string, PageSummary>(ids.map((id) => [id, { id, title: id }]));
const nav = buildSiteNavigation(siteJsonTree(site, pages), pages);
/** The page's anchor and tab, as their labels. */
const divisionsOf = (pageId: string | undefined) => routeData(nav, pageId).divisions.map((division) => division.label);

test('folder prefixes ignore slashes; external URLs are no folder', () => {
  assert.equal(folderPrefix('/api-reference/'), 'api-reference');
  assert.equal(folderPrefix('https://x.dev/api'), undefined);
  assert.equal(folderPrefix('/'), undefined);
});

test('the longest matching prefix wins and a prefix must end at a slash', () => {
  assert.equal(indexForPage('api/v2/list', site.tabs), 1);
  assert.equal(indexForPage('api/list', site.tabs), 0);
  assert.equal(indexForPage('apiary/x', site.tabs), -1);
  assert.equal(indexForPage('api', site.tabs), 0);
});

test('a listed page belongs to its group’s section; an unlisted page to its path’s', () => {
  assert.deepEqual(divisionsOf('guides/listed-under-api'), ['Docs', 'API']);
  assert.deepEqual(divisionsOf('api/orphan'), ['Docs', 'API']);
  assert.deepEqual(divisionsOf('sdk/python'), ['SDKs', 'Docs']);
  assert.deepEqual(divisionsOf(undefined), ['Docs', 'Docs']);
});

test('the sidebar shows only the current section’s groups', () => {
  const labels = (pageId: string) => routeData(nav, pageId).sidebar.map((g) => g.label);
  assert.deepEqual(labels('index'), ['Guides']);
  assert.deepEqual(labels('api/list'), ['Endpoints']);
  assert.deepEqual(labels('api/v2/list'), ['V2']);
  assert.deepEqual(labels('sdk/python'), ['SDKs']);
});

test('anchors: top anchor first, external ones link out, default-hidden ones only from inside', () => {
  const home = routeData(nav, 'index').switchers.anchor ?? [];
  assert.deepEqual(
    home.map((a) => [a.label, a.href, a.current, a.external]),
    [
      ['Docs', '/', true, false],
      ['SDKs', '/sdk/python', false, false],
      ['Forum', 'https://forum.example', false, true],
    ],
  );
  const inside = routeData(nav, 'internals/index').switchers.anchor ?? [];
  assert.deepEqual(
    inside.map((a) => [a.label, a.current]),
    [
      ['Docs', false],
      ['SDKs', false],
      ['Forum', false],
      ['Internals', true],
    ],
  );
});

test('tabs: a first tab named after the top anchor, each tab leading to its first page', () => {
  const tabs = routeData(nav, 'api/v2/list').switchers.tab ?? [];
  assert.deepEqual(
    tabs.map((t) => [t.label, t.href, t.current]),
    [
      ['Docs', '/', false],
      ['API', '/api/list', false],
      ['API v2', '/api/v2/list', true],
    ],
  );
});

test('no anchors or tabs configured: nothing to render', () => {
  const plain = buildSiteJsonModel(siteConfigSchema.parse({ name: 'P', navigation: [{ group: 'G', pages: ['index'] }] }));
  const plainPages = new Map<string, PageSummary>([['index', { id: 'index', title: 'Home' }]]);
  const route = routeData(buildSiteNavigation(siteJsonTree(plain, plainPages), plainPages), 'index');
  assert.deepEqual(route.switchers.anchor ?? [], []);
  assert.deepEqual(route.switchers.tab ?? [], []);
});
