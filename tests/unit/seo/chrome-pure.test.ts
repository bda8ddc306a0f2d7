import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { bannerHtml, bannerStorageKey } from '../../../src/components/layout/banner.ts';
import { contextualItems } from '../../../src/components/layout/contextual.ts';
import { gitLastModified, pageLastModified } from '../../../src/seo/last-modified.ts';
import { isNoindexPage, navigablePageIds, pageMetaTags } from '../../../src/seo/metatags.ts';

test('banner: inline markdown renders, raw HTML shows as text, script links lose their link', () => {
  assert.equal(bannerHtml('New: **v2** is out, [read more](/changelog)'), 'New: <strong>v2</strong> is out, <a href="/changelog">read more</a>');
  assert.equal(bannerHtml('<img src=x onerror="alert(1)"> hi'), '&#x3C;img src=x onerror="alert(1)"> hi');
  assert.equal(bannerHtml('[click](javascript:alert(1))'), 'click');
  assert.equal(bannerHtml('# Big\n\n- item'), 'Big item');
  assert.match(bannerHtml('[docs](https://example.com)'), /<a href="https:\/\/example.com" target="_blank" rel="noopener noreferrer">docs<\/a>/);
});

test('banner: the dismissal key changes with the content', () => {
  assert.equal(bannerStorageKey('a'), bannerStorageKey('a'));
  assert.notEqual(bannerStorageKey('a'), bannerStorageKey('b'));
  assert.match(bannerStorageKey('a'), /^quire-banner:[0-9a-f]{16}$/);
});

test('metatags: site tags, then the tags of the page path; og: keys as properties; script URLs refused', () => {
  const seo = {
    metatags: { 'og:image': 'https://example.com/card.png', 'google-site-verification': 'abc', 'twitter:image': 'javascript:alert(1)' },
    indexing: 'navigable' as const,
    paths: [{ path: '/guides/intro/', metatags: { 'google-site-verification': 'page' } }],
  };
  assert.deepEqual(pageMetaTags(seo, '/guides/intro'), [
    { attribute: 'property', key: 'og:image', content: 'https://example.com/card.png' },
    { attribute: 'name', key: 'google-site-verification', content: 'page' },
  ]);
  assert.equal(pageMetaTags(seo, '/other')[1].content, 'abc');
  assert.deepEqual(pageMetaTags(undefined, '/'), []);
});

test('indexing: navigable hides pages no visible navigation node lists; all indexes every page', () => {
  const tree = {
    global: {},
    children: [
      { type: 'group' as const, label: 'A', root: 'a/root', children: [{ type: 'page' as const, page: 'a/one' }] },
      { type: 'group' as const, label: 'H', hidden: true, children: [{ type: 'page' as const, page: 'secret' }] },
    ],
  };
  assert.deepEqual([...navigablePageIds(tree)].sort(), ['a/one', 'a/root']);
  const seo = { metatags: {}, indexing: 'navigable' as const };
  assert.equal(isNoindexPage(seo, true), true);
  assert.equal(isNoindexPage({ ...seo, indexing: 'all' }, true), false);
  assert.equal(isNoindexPage(seo, false), false);
});

test('contextual: copy, view, assistants with the page URL, custom links with $path; script URLs dropped', () => {
  const page = { url: 'https://docs.example.com/guides/intro', path: '/guides/intro', markdownPath: '/guides/intro.md' };
  const items = contextualItems(
    [
      'copy',
      'view',
      'claude',
      { title: 'Discuss', description: 'Forum', href: { base: 'https://forum.example.com/new', query: [{ key: 'about', value: '$path' }] } },
      { title: 'Bad', description: '', href: 'javascript:alert(1)' },
    ],
    page,
  );
  assert.deepEqual(
    items.map((item) => item.label),
    ['Copy page', 'View as Markdown', 'Open in Claude', 'Discuss'],
  );
  assert.equal(items[1].kind === 'link' && items[1].href, '/guides/intro.md');
  const claude = items[2].kind === 'link' ? new URL(items[2].href) : undefined;
  assert.equal(claude?.origin, 'https://claude.ai');
  assert.match(claude?.searchParams.get('q') ?? '', /Read https:\/\/docs\.example\.com\/guides\/intro /);
  assert.equal(items[3].kind === 'link' && items[3].href, 'https://forum.example.com/new?about=%2Fguides%2Fintro');
});

test('last modified: one git log gives each file its newest commit date; no repository, no dates', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'quire-git-'));
  try {
    const git = (args: string[], date?: string) =>
      execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], { cwd: dir, env: { ...process.env, GIT_COMMITTER_DATE: date ?? '' }, stdio: 'ignore' });
    assert.equal(gitLastModified(dir).size, 0);
    git(['init', '-q']);
    await mkdir(join(dir, 'site', 'guides'), { recursive: true });
    await writeFile(join(dir, 'site', 'guides', 'intro.mdx'), 'one');
    await writeFile(join(dir, 'site', 'index.mdx'), 'home');
    git(['add', '.']);
    git(['commit', '-qm', 'first'], '2024-01-02T03:04:05Z');
    await writeFile(join(dir, 'site', 'guides', 'intro.mdx'), 'two');
    git(['commit', '-qam', 'second'], '2025-06-07T08:09:10Z');
    const dates = gitLastModified(join(dir, 'site'));
    assert.equal(pageLastModified(dates, 'guides/intro.mdx')?.toISOString(), '2025-06-07T08:09:10.000Z');
    assert.equal(pageLastModified(dates, 'index.mdx')?.toISOString(), '2024-01-02T03:04:05.000Z');
    assert.equal(pageLastModified(dates, 'missing.mdx'), undefined);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
