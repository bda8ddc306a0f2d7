import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readPageSource } from '../../src/seo/page-sources.ts';
import { markdownPath, pageMarkdown, robotsTxt, sitemapXml } from '../../src/seo/site-files.ts';

test('page sources: frontmatter read, title falls back to the first heading, body kept as written', () => {
  const page = readPageSource('guides/a', '---\ntitle: "A & B"\ndescription: About\n---\n\nBody <Note>x</Note>\n');
  assert.deepEqual(page, { id: 'guides/a', href: '/guides/a', title: 'A & B', description: 'About', externalUrl: undefined, body: 'Body <Note>x</Note>\n' });
  assert.equal(readPageSource('b', '# From heading\n\ntext').title, 'From heading');
  assert.equal(readPageSource('c', '---\ntitle: [broken\n---\ntext').title, 'C');
});

test('page markdown addresses and contents', () => {
  assert.equal(markdownPath('/'), '/index.md');
  assert.equal(markdownPath('/guides/intro'), '/guides/intro.md');
  assert.equal(pageMarkdown(readPageSource('x', '# Own title\n\nBody')), '# Own title\n\nBody\n');
});

test('sitemap escapes URLs and leaves out link-only pages; robots names the sitemap only when there is one', () => {
  const pages = [readPageSource('a&b', 'x'), readPageSource('out', '---\nurl: https://example.com\n---\n')];
  assert.equal(
    sitemapXml(pages, 'https://d.example'),
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>https://d.example/a&amp;b</loc></url>\n</urlset>\n',
  );
  assert.equal(robotsTxt(), 'User-agent: *\nAllow: /\n');
});
