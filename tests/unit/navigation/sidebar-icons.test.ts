import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { NavigationGroup } from '../../../src/config/model.ts';
import type { PageSummary } from '../../../src/navigation/pages.ts';
import { buildSidebar } from '../../../src/navigation/sidebar.ts';

test("a page's frontmatter icon travels to its sidebar link, for pages and link-only pages", () => {
  const pages = new Map<string, PageSummary>([
    ['intro', { id: 'intro', title: 'Intro', icon: 'rocket' }],
    ['releases', { id: 'releases', title: 'Releases', icon: 'github', externalUrl: 'https://github.com/acme/releases' }],
    ['plain', { id: 'plain', title: 'Plain' }],
  ]);
  const navigation = [{ group: 'G', pages: ['intro', 'releases', 'plain'] }] as unknown as NavigationGroup[];
  const [group] = buildSidebar(navigation, pages);
  assert.deepEqual(
    group.entries.map((entry) => (entry.type === 'link' ? [entry.label, entry.icon] : [])),
    [
      ['Intro', 'rocket'],
      ['Releases', 'github'],
      ['Plain', undefined],
    ],
  );
});

test('group and page icons in the sidebar are drawn from the site’s icon library, not always Font Awesome', async () => {
  const { newSectionSidebarCache, sidebarView } = await import('../../../src/components/layout/sidebar-view.ts');
  const { parseHtml, all } = await import('../../support/html-tree.ts');
  const sidebar = [{ type: 'group' as const, label: 'Start', icon: 'rocket', entries: [{ type: 'link' as const, label: 'Intro', href: '/intro', pageId: 'intro', external: false, icon: 'book' }] }];
  const drawn = (library?: 'lucide' | 'tabler') => {
    const tree = parseHtml(sidebarView(newSectionSidebarCache(), sidebar, 'intro', false, library).html);
    return all('svg', tree).map((svg) => `${svg.properties.dataLibrary}:${svg.properties.dataIcon}`);
  };
  assert.deepEqual(drawn('lucide'), ['lucide:rocket', 'lucide:book']);
  assert.deepEqual(drawn('tabler'), ['tabler:rocket', 'tabler:book']);
  assert.deepEqual(drawn(), ['fontawesome:rocket', 'fontawesome:book']);
});
