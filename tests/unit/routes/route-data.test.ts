import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_ICON_LIBRARY } from '../../../src/config/icon-value.ts';
import { docsJsonTree, type DocsNavigation } from '../../../src/navigation/docs-json-tree.ts';
import type { PageSummary } from '../../../src/navigation/pages.ts';
import { buildSiteNavigation } from '../../../src/navigation/site-navigation.ts';
import { notFoundRouteData, pageRouteData, siteRouteData, type RouteSettings } from '../../../src/routes/route-data.ts';

// A small docs.json site: two tabs, nested groups, a page no navigation lists.
const ids = ['index', 'guides/install', 'guides/deploy/docker', 'guides/deploy/k8s', 'api/users', 'api/teams', 'drafts/unlisted'];
const pages = new Map<string, PageSummary>(ids.map((id) => [id, { id, title: `Title of ${id}` }]));
const navigation: DocsNavigation = {
  tabs: [
    {
      tab: 'Guides',
      groups: [
        { group: 'Start', pages: ['index', 'guides/install'] },
        { group: 'Operate', pages: [{ group: 'Deploy', pages: ['guides/deploy/docker', 'guides/deploy/k8s'] }] },
      ],
    },
    { tab: 'API', groups: [{ group: 'Reference', pages: ['api/users', 'api/teams'] }] },
  ],
};
const nav = () =>
  buildSiteNavigation(
    docsJsonTree(navigation, () => []),
    pages,
  );
const settings: RouteSettings = {
  styling: { eyebrows: 'breadcrumbs' },
  seo: { metatags: {}, indexing: 'navigable' },
  contextual: { options: ['copy'], display: 'toc' },
  lastModified: true,
  icons: { library: DEFAULT_ICON_LIBRARY },
};
const dates = new Map([
  ['guides/install.mdx', '2024-03-01T10:00:00+00:00'],
  ['api/users.md', '2023-12-24T08:30:00+00:00'],
]);
const page = (id: string, mode?: string) => ({ id, filePath: `docs/${id}.mdx`, data: { mode } });
const h2 = [{ depth: 2, slug: 'usage', text: 'Usage' }];
/** The sidebar links of a page's HTML, the current one in brackets. */
const sidebarLinks = (html: string) => [...html.matchAll(/<a href="([^"]*)"( aria-current="page")?/g)].map((m) => (m[2] ? `[${m[1]}]` : m[1]));

test("a page's route data: its previous and next page, breadcrumbs through its tab and groups, its section's sidebar with its link marked", () => {
  const site = siteRouteData(nav(), settings, () => dates);
  const docker = pageRouteData(site, page('guides/deploy/docker'), { tocHeadings: h2 });
  assert.equal(docker.route.title, 'Title of guides/deploy/docker');
  assert.equal(docker.route.prev?.pageId, 'guides/install');
  assert.equal(docker.route.next?.pageId, 'guides/deploy/k8s');
  assert.deepEqual(docker.chrome.eyebrow, ['Guides', 'Operate', 'Deploy']);
  assert.deepEqual(
    docker.route.switchers.tab?.map((link) => `${link.label}${link.current ? '*' : ''}`),
    ['Guides*', 'API'],
  );
  assert.deepEqual(sidebarLinks(docker.sidebar.html), ['/', '/guides/install', '[/guides/deploy/docker]', '/guides/deploy/k8s']);
  // Previous/next stay within the page's tab: the first API page has no previous page in Guides.
  const users = pageRouteData(site, page('api/users'), { tocHeadings: [] });
  assert.equal(users.route.prev, undefined);
  assert.equal(users.route.next?.pageId, 'api/teams');
  assert.deepEqual(users.chrome.eyebrow, ['API', 'Reference']);
  assert.deepEqual(sidebarLinks(users.sidebar.html), ['[/api/users]', '/api/teams']);
});

test('the section eyebrow names the innermost group; a page the navigation does not list gets noindex, no section and no neighbours', () => {
  const site = siteRouteData(nav(), { ...settings, styling: undefined }, () => dates);
  const k8s = pageRouteData(site, page('guides/deploy/k8s'), { tocHeadings: h2 });
  assert.deepEqual(k8s.chrome.eyebrow, ['Deploy']);
  assert.equal(k8s.noindex, false);
  const unlisted = pageRouteData(site, page('drafts/unlisted'), { tocHeadings: h2 });
  assert.equal(unlisted.noindex, true);
  assert.deepEqual(unlisted.chrome.eyebrow, []);
  assert.equal(unlisted.route.prev, undefined);
  assert.equal(unlisted.route.next, undefined);
  assert.ok(!unlisted.sidebar.html.includes('aria-current'));
  // seo.indexing "all" indexes every page.
  const all = siteRouteData(nav(), { ...settings, seo: { metatags: {}, indexing: 'all' } }, () => dates);
  assert.equal(pageRouteData(all, page('drafts/unlisted'), { tocHeadings: h2 }).noindex, false);
});

test('the table of contents follows the page mode, and the contextual menu goes above the page when there is none', () => {
  const site = siteRouteData(nav(), settings, () => dates);
  const normal = pageRouteData(site, page('guides/install'), { tocHeadings: [...h2, { depth: 4, slug: 'deep', text: 'Deep' }] });
  assert.deepEqual(
    normal.toc.map((item) => item.slug),
    ['usage'],
  );
  assert.equal(normal.chrome.contextual, 'toc');
  const wide = pageRouteData(site, page('guides/install', 'wide'), { tocHeadings: h2 });
  assert.equal(wide.mode.name, 'wide');
  assert.deepEqual(wide.toc, []);
  assert.equal(wide.chrome.contextual, 'header');
  // An API page is given no headings for a table of contents.
  assert.equal(pageRouteData(site, page('api/users'), { tocHeadings: [] }).chrome.contextual, 'header');
});

test('"Last updated" comes from the dates read once for the whole build, however many pages ask', () => {
  let reads = 0;
  const site = siteRouteData(nav(), settings, () => {
    reads++;
    return dates;
  });
  assert.equal(pageRouteData(site, page('guides/install'), { tocHeadings: h2 }).chrome.lastModified?.toISOString(), '2024-03-01T10:00:00.000Z');
  assert.equal(pageRouteData(site, { id: 'api/users', filePath: 'docs/api/users.md', data: {} }, { tocHeadings: [] }).chrome.lastModified?.toISOString(), '2023-12-24T08:30:00.000Z');
  assert.equal(pageRouteData(site, page('index'), { tocHeadings: h2 }).chrome.lastModified, undefined);
  assert.equal(reads, 1);
  // Without docs.json metadata.timestamp the history is not read at all.
  const undated = siteRouteData(nav(), { ...settings, lastModified: undefined }, () => assert.fail('git history read for a site that shows no dates'));
  assert.equal(pageRouteData(undated, page('guides/install'), { tocHeadings: h2 }).chrome.lastModified, undefined);
});

test("the pages of one section share its sidebar markup, each with its own link marked; the 404 page gets the default tab's sidebar", () => {
  const site = siteRouteData(nav(), settings, () => dates);
  const install = pageRouteData(site, page('guides/install'), { tocHeadings: h2 });
  const markup = site.sectionSidebar(install.route.sidebarKey).full;
  assert.ok(markup !== undefined, 'the section markup is kept after its first page');
  const docker = pageRouteData(site, page('guides/deploy/docker'), { tocHeadings: h2 });
  assert.equal(docker.route.sidebarKey, install.route.sidebarKey);
  assert.equal(site.sectionSidebar(docker.route.sidebarKey).full, markup, 'the second page of the section reuses the markup');
  assert.notEqual(docker.sidebar.html, install.sidebar.html);
  const notFound = notFoundRouteData(site);
  assert.equal(notFound.noindex, false);
  assert.equal(notFound.route.pageId, undefined);
  assert.deepEqual(sidebarLinks(notFound.sidebar.html), ['/', '/guides/install', '/guides/deploy/docker', '/guides/deploy/k8s']);
});
