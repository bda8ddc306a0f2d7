import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { NavigationGroup } from '../../../src/config/model.ts';
import type { PageSummary } from '../../../src/navigation/pages.ts';
import { buildSidebar } from '../../../src/navigation/sidebar.ts';

test('a page\'s frontmatter icon travels to its sidebar link, for pages and link-only pages', () => {
  const pages = new Map<string, PageSummary>([
    ['intro', { id: 'intro', title: 'Intro', icon: 'rocket' }],
    ['releases', { id: 'releases', title: 'Releases', icon: 'github', externalUrl: 'https://github.com/acme/releases' }],
    ['plain', { id: 'plain', title: 'Plain' }],
  ]);
  const navigation = [{ group: 'G', pages: ['intro', 'releases', 'plain'] }] as unknown as NavigationGroup[];
  const [group] = buildSidebar(navigation, pages);
  assert.deepEqual(group.entries.map((entry) => (entry.type === 'link' ? [entry.label, entry.icon] : [])), [
    ['Intro', 'rocket'],
    ['Releases', 'github'],
    ['Plain', undefined],
  ]);
});
