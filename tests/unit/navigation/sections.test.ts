import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildSiteModel } from '../../../src/config/model.ts';
import { siteConfigSchema } from '../../../src/config/schema/index.ts';
import { anchorLinks, tabLinks } from '../../../src/navigation/page-chrome.ts';
import type { PageSummary } from '../../../src/navigation/pages.ts';
import { folderPrefix, groupsForSection, indexForPage, indexSections, sectionOfPage } from '../../../src/navigation/sections.ts';
import { buildSidebar } from '../../../src/navigation/sidebar.ts';

const site = buildSiteModel(
  siteConfigSchema.parse({
    name: 'S',
    topAnchor: { name: 'Docs' },
    anchors: [
      { name: 'SDKs', url: 'sdk', icon: 'cube' },
      { name: 'Forum', url: 'https://forum.example' },
      { name: 'Internals', url: '/internals/', isDefaultHidden: true },
    ],
    tabs: [{ name: 'API', url: 'api' }, { name: 'API v2', url: 'api/v2' }],
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
const sidebar = buildSidebar(site.navigation, pages);
const sections = indexSections(sidebar, site.anchors, site.tabs);
const nav = { sidebar, sections };

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
  assert.deepEqual(sectionOfPage('guides/listed-under-api', sections, site.anchors, site.tabs), { anchor: -1, tab: 0 });
  assert.deepEqual(sectionOfPage('api/orphan', sections, site.anchors, site.tabs), { anchor: -1, tab: 0 });
  assert.deepEqual(sectionOfPage('sdk/python', sections, site.anchors, site.tabs), { anchor: 0, tab: -1 });
  assert.deepEqual(sectionOfPage(undefined, sections, site.anchors, site.tabs), { anchor: -1, tab: -1 });
});

test('the sidebar shows only the current section’s groups', () => {
  const labels = (pageId: string) => groupsForSection(sidebar, sections, sectionOfPage(pageId, sections, site.anchors, site.tabs)).map((g) => g.label);
  assert.deepEqual(labels('index'), ['Guides']);
  assert.deepEqual(labels('api/list'), ['Endpoints']);
  assert.deepEqual(labels('api/v2/list'), ['V2']);
  assert.deepEqual(labels('sdk/python'), ['SDKs']);
});

test('anchors: top anchor first, external ones link out, default-hidden ones only from inside', () => {
  const home = anchorLinks(site, nav, sectionOfPage('index', sections, site.anchors, site.tabs));
  assert.deepEqual(home.map((a) => [a.name, a.href, a.current, a.external]), [
    ['Docs', '/', true, false],
    ['SDKs', '/sdk/python', false, false],
    ['Forum', 'https://forum.example', false, true],
  ]);
  const inside = anchorLinks(site, nav, sectionOfPage('internals/index', sections, site.anchors, site.tabs));
  assert.deepEqual(inside.map((a) => [a.name, a.current]), [['Docs', false], ['SDKs', false], ['Forum', false], ['Internals', true]]);
});

test('tabs: a first tab named after the top anchor, each tab leading to its first page', () => {
  const tabs = tabLinks(site, nav, sectionOfPage('api/v2/list', sections, site.anchors, site.tabs));
  assert.deepEqual(tabs.map((t) => [t.name, t.href, t.current]), [
    ['Docs', '/', false],
    ['API', '/api/list', false],
    ['API v2', '/api/v2/list', true],
  ]);
});

test('no anchors or tabs configured: nothing to render', () => {
  const plain = buildSiteModel(siteConfigSchema.parse({ name: 'P', navigation: [{ group: 'G', pages: ['index'] }] }));
  assert.deepEqual(anchorLinks(plain, nav, { anchor: -1, tab: -1 }), []);
  assert.deepEqual(tabLinks(plain, nav, { anchor: -1, tab: -1 }), []);
});
