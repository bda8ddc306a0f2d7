import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docsJsonTree, type DocsNavigation } from '../../../src/navigation/docs-json-tree.ts';
import type { PageSummary } from '../../../src/navigation/pages.ts';
import { rootRedirects } from '../../../src/navigation/root-redirects.ts';
import { htmlLang, routeData, tabBarTabs } from '../../../src/navigation/route-data.ts';
import { buildSiteNavigation } from '../../../src/navigation/site-navigation.ts';

const ids = ['index', 'v1/index', 'v1/setup', 'v2/setup', 'fr/index', 'api/overview', 'api/users', 'api/teams', 'changelog', 'secret/page'];
const pages = new Map<string, PageSummary>(ids.map((id) => [id, { id, title: `T ${id}` }]));
const navigation: DocsNavigation = {
  global: { anchors: [{ anchor: 'Blog', href: 'https://blog.example', icon: 'newspaper' }] },
  languages: [
    {
      language: 'en',
      default: true,
      global: { tabs: [{ tab: 'Status', href: 'https://status.example' }] },
      versions: [
        { version: 'v1', tabs: [{ tab: 'Guide', pages: ['v1/index', 'v1/setup'] }] },
        {
          version: 'v2',
          default: true,
          tag: 'Latest',
          tabs: [
            { tab: 'Guide', groups: [{ group: 'Start', root: 'index', pages: ['v2/setup'] }] },
            {
              tab: 'API',
              dropdowns: [
                {
                  dropdown: 'Users',
                  description: 'People',
                  groups: [
                    { group: 'Users', pages: ['api/users'] },
                    { group: 'Hidden', hidden: true, pages: ['secret/page'] },
                  ],
                },
                { dropdown: 'Teams', groups: [{ group: 'Teams', pages: ['api/teams'] }] },
                { dropdown: 'Changelog', href: '/changelog' },
              ],
            },
          ],
        },
      ],
    },
    { language: 'fr', pages: ['fr/index'] },
  ],
};
const nav = buildSiteNavigation(
  docsJsonTree(navigation, () => []),
  pages,
);
const labels = (links: Array<{ label: string; current: boolean }> | undefined) => (links ?? []).map((link) => (link.current ? `[${link.label}]` : link.label));

test('a page’s divisions are those of its first listing, and each level shows its siblings with the current one marked', () => {
  const route = routeData(nav, 'api/teams');
  assert.deepEqual(
    route.divisions.map((division) => `${division.kind}:${division.label}`),
    ['language:en', 'version:v2', 'tab:API', 'dropdown:Teams'],
  );
  assert.deepEqual(labels(route.switchers.language), ['[en]', 'fr']);
  assert.deepEqual(labels(route.switchers.version), ['v1', '[v2]']);
  assert.deepEqual(labels(route.switchers.tab), ['Guide', '[API]', 'Status']);
  assert.deepEqual(labels(route.switchers.dropdown), ['Users', '[Teams]', 'Changelog']);
  assert.deepEqual(
    route.sidebar.map((group) => group.label),
    ['Teams'],
  );
});

test('division links lead to their first page, the default version first; link-only ones to their href', () => {
  const route = routeData(nav, 'api/users');
  const hrefs = Object.fromEntries(
    Object.values(route.switchers)
      .flat()
      .map((link) => [`${link.kind}:${link.label}`, link.href]),
  );
  assert.equal(hrefs['language:en'], '/', 'the default version’s group root');
  assert.equal(hrefs['language:fr'], '/fr');
  assert.equal(hrefs['version:v1'], '/v1');
  assert.equal(hrefs['dropdown:Changelog'], '/changelog');
  assert.equal(hrefs['anchor:Blog'], 'https://blog.example');
  assert.equal(route.switchers.dropdown?.[0].description, 'People');
  assert.equal(route.switchers.version?.[1].tag, 'Latest');
});

test('global links show on every page; a division’s own globals only inside it', () => {
  assert.deepEqual(labels(routeData(nav, 'fr/index').switchers.anchor), ['Blog']);
  assert.deepEqual(labels(routeData(nav, 'fr/index').switchers.tab), []);
  assert.deepEqual(labels(routeData(nav, 'v1/setup').switchers.tab), ['[Guide]', 'Status']);
});

test('hidden groups stay out of the sidebar; a group root opens the group and counts as its page', () => {
  const users = routeData(nav, 'api/users');
  assert.deepEqual(
    users.sidebar.map((group) => group.label),
    ['Users'],
  );
  const home = routeData(nav, 'index');
  assert.equal(home.sidebar[0].type === 'group' && home.sidebar[0].root?.href, '/');
  assert.equal(home.section, 'Start');
  assert.equal(home.next?.pageId, 'v2/setup');
  assert.equal(routeData(nav, 'v2/setup').prev?.pageId, 'index');
});

test('an unlisted page (or the 404 page) is in the default divisions', () => {
  const route = routeData(nav, undefined);
  assert.deepEqual(
    route.divisions.map((division) => division.label),
    ['en', 'v2', 'Guide'],
  );
  assert.deepEqual(rootRedirects(nav.tree, new Set(ids)), []);
  const noIndex = buildSiteNavigation(
    docsJsonTree({ pages: ['intro'] }, () => []),
    new Map([['intro', { id: 'intro', title: 'Intro' }]]),
  );
  assert.deepEqual(rootRedirects(noIndex.tree, new Set(['intro'])), [{ from: '', to: '/intro' }]);
});

test("a language's own banner, footer and navbar are the chrome of its pages; other languages keep the site's", async () => {
  const { validateDocsJson, docsJsonSiteFields } = await import('../../../src/config/docs-json/index.ts');
  const { languageChrome } = await import('../../../src/components/layout/language-chrome.ts');
  const result = validateDocsJson({
    theme: 'mint',
    name: 'Acme',
    colors: { primary: '#0d9373' },
    banner: { content: 'Site banner' },
    navbar: { links: [{ label: 'Blog', href: 'https://acme.dev/blog' }], primary: { type: 'button', label: 'Sign up', href: 'https://acme.dev/signup' } },
    footer: { socials: { github: 'https://github.com/acme' } },
    navigation: {
      languages: [
        { language: 'en', pages: ['index'] },
        {
          language: 'fr',
          banner: { content: 'Bannière', dismissible: true },
          navbar: { links: [{ label: 'Journal', href: 'https://acme.dev/fr/blog' }] },
          footer: { links: [{ header: 'Société', items: [{ label: 'Carrières', href: 'https://acme.dev/fr/jobs' }] }] },
          pages: ['fr/index'],
        },
      ],
    },
  });
  assert.deepEqual(result.problems, []);
  const site = docsJsonSiteFields(result.config!);
  const nav = buildSiteNavigation(
    docsJsonTree(result.config!.navigation, () => []),
    pages,
  );
  const english = languageChrome(site, routeData(nav, 'index').chrome);
  assert.equal(english.banner?.content, 'Site banner');
  assert.deepEqual(
    english.topbarLinks.map((link) => link.name),
    ['Blog'],
  );
  assert.equal(english.topbarCtaButton?.name, 'Sign up');
  assert.deepEqual(
    english.footerSocials.map((social) => social.platform),
    ['github'],
  );
  const french = languageChrome(site, routeData(nav, 'fr/index').chrome);
  assert.deepEqual(french.banner, { content: 'Bannière', dismissible: true, type: 'info', color: undefined });
  assert.deepEqual(
    french.topbarLinks.map((link) => link.name),
    ['Journal'],
  );
  // A language's navbar and footer replace the site's whole: no button, no socials unless it gives them.
  assert.equal(french.topbarCtaButton, undefined);
  assert.deepEqual(french.footerSocials, []);
  assert.deepEqual(
    french.footerLinks?.map((column) => column.header),
    ['Société'],
  );
});

test("a page's <html lang> is its language division's code (Mintlify's cn and jp as BCP 47), else English", () => {
  assert.equal(routeData(nav, 'fr/index').lang, 'fr');
  assert.equal(routeData(nav, 'v1/setup').lang, 'en');
  assert.equal(routeData(nav, 'secret/page').lang, 'en');
  // A page no navigation lists, in a language's folder: that language (its search index), not the default one's.
  assert.equal(routeData(nav, 'fr/unlisted').lang, 'fr');
  assert.deepEqual(['cn', 'jp', 'pt-BR', 'zh-Hant', 'en"><script>', ''].map(htmlLang), ['zh', 'ja', 'pt-BR', 'zh-Hant', undefined, undefined]);
});

test('a tab bar shows the tabs with a visible name, and none at all when fewer than two remain', () => {
  const tab = (label: string) => ({ kind: 'tab' as const, label, href: `/${label.trim() || 'blank'}`, external: false, current: false });
  assert.deepEqual(tabBarTabs([tab(' '), tab('Guides')]), [], 'one named tab is no choice');
  assert.deepEqual(tabBarTabs([tab(' ')]), []);
  assert.deepEqual(
    tabBarTabs([tab('Guides'), tab(''), tab('API')]).map((each) => each.label),
    ['Guides', 'API'],
  );
});
