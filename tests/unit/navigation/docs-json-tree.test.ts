import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildSiteJsonModel } from '../../../src/config/model.ts';
import { siteConfigSchema } from '../../../src/config/schema/index.ts';
import { docsJsonTree, isOperationEntry, normalisePageEntry, type DocsNavigation, type OperationPages } from '../../../src/navigation/docs-json-tree.ts';
import type { PageSummary } from '../../../src/navigation/pages.ts';
import { routeData } from '../../../src/navigation/route-data.ts';
import { siteJsonTree } from '../../../src/navigation/site-json-tree.ts';
import { buildSiteNavigation } from '../../../src/navigation/site-navigation.ts';
import { pagesUnder, type NavigationTree, type NavNode } from '../../../src/config/navigation-tree.ts';
import { CORPUS_ROOT, corpusSkip } from '../../support/corpus.ts';

const ids = ['index', 'quickstart', 'api/list', 'api/users/get', 'api/users/create'];
const pages = new Map<string, PageSummary>(ids.map((id) => [id, { id, title: `Title of ${id}` }]));
const noOperations: OperationPages = () => assert.fail('no operation entries here');

/** The tree as a reader meets it: kinds, labels, icons, links and pages, without the hints a front door leaves for link targets. */
function outline(nodes: readonly NavNode[]): unknown[] {
  return nodes.map((node) => {
    if (node.type !== 'division') return node.type === 'group' ? { ...node, children: outline(node.children) } : node;
    const { landing: _landing, pathPrefix: _prefix, ...rest } = node;
    // site.json marks a part without pages with a fallback link to its folder; docs.json has no such part.
    return { ...rest, children: outline(node.children) };
  });
}

test('a site.json and the docs.json that says the same thing make the same tree and the same pages', () => {
  const site = buildSiteJsonModel(
    siteConfigSchema.parse({
      name: 'S',
      topAnchor: { name: 'Docs', icon: 'book-open', iconType: 'duotone' },
      anchors: [{ name: 'Forum', url: 'https://forum.example', icon: 'comments', iconType: 'solid' }],
      tabs: [{ name: 'API', url: 'api' }],
      navigation: [
        { group: 'Get started', pages: ['index', 'quickstart'] },
        { group: 'Endpoints', icon: 'code', pages: ['api/list', { group: 'Users', pages: ['api/users/get', 'api/users/create'] }] },
      ],
    }),
  );
  const docsJson: DocsNavigation = {
    anchors: [
      {
        anchor: 'Docs',
        icon: { name: 'book-open', style: 'duotone' },
        tabs: [
          { tab: 'Docs', groups: [{ group: 'Get started', pages: ['/index', 'quickstart'] }] },
          { tab: 'API', groups: [{ group: 'Endpoints', icon: 'code', pages: ['./api/list', { group: 'Users', pages: ['api/users/get', 'api/users/create'] }] }] },
        ],
      },
      { anchor: 'Forum', icon: { name: 'comments', style: 'solid' }, href: 'https://forum.example' },
    ],
  };
  const fromSite = buildSiteNavigation(siteJsonTree(site, pages), pages);
  const fromDocs = buildSiteNavigation(docsJsonTree(docsJson, noOperations), pages);
  assert.deepEqual(outline(fromDocs.tree.children), outline(fromSite.tree.children));
  for (const id of [...ids, undefined]) {
    const { divisions: siteDivisions, foldNestedGroups: siteFolds, ...siteRoute } = routeData(fromSite, id);
    const { divisions: docsDivisions, foldNestedGroups: docsFolds, ...docsRoute } = routeData(fromDocs, id);
    assert.deepEqual(docsRoute, siteRoute, `route data of ${id}`);
    // The one difference is how nested groups look: Mintlify folds them, site.json always showed them.
    assert.deepEqual([siteFolds, docsFolds], [false, true]);
    assert.deepEqual(outline(docsDivisions), outline(siteDivisions));
  }
  // And the shared answer is the right one: the API tab leads to its first page and holds its own sidebar.
  const route = routeData(fromDocs, 'api/users/get');
  assert.deepEqual(
    route.switchers.tab?.map((tab) => [tab.label, tab.href, tab.current]),
    [
      ['Docs', '/', false],
      ['API', '/api/list', true],
    ],
  );
  assert.deepEqual(
    route.sidebar.map((group) => group.label),
    ['Endpoints'],
  );
  assert.equal(route.section, 'Users');
  assert.equal(route.next?.pageId, 'api/users/create');
});

test('page entries lose a leading "/" or "./"; operation entries go to the callback with the nearest openapi', () => {
  assert.equal(normalisePageEntry('/guides/intro'), 'guides/intro');
  assert.equal(normalisePageEntry('./guides/../intro'), 'intro');
  assert.ok(isOperationEntry('GET /users') && isOperationEntry('spec.json post /users') && isOperationEntry('webhook orderUpdated'));
  assert.ok(!isOperationEntry('guides/get') && !isOperationEntry('GET users') && !isOperationEntry('a b c d'));
  const calls: Array<[unknown, string | undefined]> = [];
  const operations: OperationPages = (openapi, entry) => {
    calls.push([openapi, entry]);
    return [{ type: 'page', page: `generated/${entry ?? 'all'}` }];
  };
  const tree = docsJsonTree(
    {
      tabs: [
        {
          tab: 'API',
          openapi: 'api.yaml',
          groups: [
            { group: 'Users', pages: ['GET /users', '/api/intro'] },
            { group: 'Other', openapi: 'other.json', pages: [] },
          ],
        },
        { tab: 'Everything', openapi: { source: 'all.yaml', directory: 'ref' } },
      ],
    },
    operations,
  );
  assert.deepEqual(calls, [
    ['api.yaml', 'GET /users'],
    ['other.json', undefined],
    [{ source: 'all.yaml', directory: 'ref' }, undefined],
  ]);
  assert.deepEqual(pagesUnder(tree.children), ['generated/GET /users', 'api/intro', 'generated/all', 'generated/all']);
});

test('membership by listing: a page at the root can belong to a tab whose other pages share a folder', () => {
  const tree = docsJsonTree(
    {
      tabs: [
        { tab: 'Guides', pages: ['index', 'cli'] },
        { tab: 'API', pages: ['api/list'] },
        { tab: 'Cloud', pages: ['quickstart'] },
      ],
    },
    noOperations,
  );
  const nav = buildSiteNavigation(tree, new Map([...pages, ['cli', { id: 'cli', title: 'CLI' }]]));
  const current = (id: string) => routeData(nav, id).switchers.tab?.find((tab) => tab.current)?.label;
  assert.equal(current('quickstart'), 'Cloud');
  assert.equal(current('cli'), 'Guides');
  assert.equal(current('api/list'), 'API');
});

const configs = join(CORPUS_ROOT, 'docs-json/configs');
const corpusTree = (file: string): NavigationTree =>
  docsJsonTree(JSON.parse(readFileSync(join(configs, file), 'utf8')).navigation, (_openapi, entry) => [{ type: 'page', page: `operation:${entry ?? 'all'}` }]);
const kinds = (nodes: readonly NavNode[]): string[] => nodes.flatMap((node) => (node.type === 'division' ? [node.kind] : []));

test('real docs.json trees: tabs with nested groups, anchors and dropdowns inside tabs, global anchors', { skip: corpusSkip(configs) }, () => {
  const tree = corpusTree('03-mintlify-onboarding+circle-devdocs.json');
  assert.deepEqual(
    tree.children.map((node) => node.type === 'division' && [node.kind, node.label]),
    [
      ['tab', 'Documentation'],
      ['tab', 'API Reference'],
      ['tab', 'Release Notes'],
    ],
  );
  const [docs, api] = tree.children as Array<Extract<NavNode, { type: 'division' }>>;
  assert.ok(kinds(docs.children).every((kind) => kind === 'anchor'));
  assert.deepEqual(
    api.children.slice(0, 2).map((node) => node.type === 'division' && [node.kind, node.label]),
    [
      ['dropdown', 'API Overview'],
      ['dropdown', 'Wallets'],
    ],
  );
  const global = corpusTree('13-CerebriumAI+documentation.json').global.anchor ?? [];
  assert.deepEqual(global.map((anchor) => [anchor.label, anchor.href]).slice(0, 2), [
    ['Dashboard', 'https://dashboard.cerebrium.ai/login'],
    ['Blog', 'https://cerebrium.ai/blog'],
  ]);
});

test('real docs.json trees: languages holding products holding tabs with menus; versions win over anchors at the root', { skip: corpusSkip(configs) }, () => {
  const dify = corpusTree('01-langgenius+dify-docs.json');
  const [english] = dify.children as Array<Extract<NavNode, { type: 'division' }>>;
  assert.equal(english.kind, 'language');
  assert.equal(english.default, true);
  assert.deepEqual(kinds(english.children), ['product', 'product']);
  const tabs = (english.children[0] as Extract<NavNode, { type: 'division' }>).children as Array<Extract<NavNode, { type: 'division' }>>;
  assert.deepEqual(kinds(tabs[2].children).slice(0, 3), ['menu', 'menu', 'menu']);
  const cobalt = corpusTree('09-gocobalt+mintlify-docs.json');
  assert.deepEqual(
    cobalt.children.map((node) => node.type === 'division' && [node.kind, node.label]),
    [
      ['version', 'v2'],
      ['version', 'v3'],
      ['version', 'v1'],
    ],
  );
  // Every page entry of a real file, whatever its nesting, is in the tree without a leading slash.
  for (const tree of [dify, cobalt, corpusTree('16-essalhq+mintlify-docs.json')]) {
    const listed = pagesUnder(tree.children);
    assert.ok(listed.length > 10);
    assert.ok(listed.every((page) => !page.startsWith('/') && !page.startsWith('./')));
  }
});
