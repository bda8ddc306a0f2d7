import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildFixture, projectRoot } from '../support/run-build.ts';

const out = join(projectRoot, 'tests/.builds/site-files');
const read = (path: string) => readFileSync(join(out, path), 'utf8');

test("with `site` set: sitemap, the site's own robots.txt kept, llms.txt, llms-full.txt, page markdown, canonical and Open Graph", () => {
  process.env.QUIRE_SITE_URL = 'https://docs.example.com/';
  const { status, output } = buildFixture('tests/fixtures/site-files');
  delete process.env.QUIRE_SITE_URL;
  assert.equal(status, 0, output);

  const sitemap = read('sitemap.xml');
  for (const loc of ['https://docs.example.com/', 'https://docs.example.com/guides/install', 'https://docs.example.com/guides/faq']) {
    assert.ok(sitemap.includes(`<loc>${loc}</loc>`), `${loc} missing from sitemap.xml:\n${sitemap}`);
  }
  assert.doesNotMatch(sitemap, /changelog|404/, 'link-only pages and the 404 page are not in the sitemap');
  // The site ships its own robots.txt in public/: it wins over the generated one.
  assert.equal(read('robots.txt'), 'User-agent: *\nDisallow: /drafts/\n');

  assert.equal(
    read('llms.txt'),
    [
      '# Acme Docs',
      '',
      '> Documentation for Acme Docs. Each page is also available as markdown at the linked .md address; llms-full.txt holds all of them.',
      '',
      '## Start',
      '',
      '- [Welcome](https://docs.example.com/index.md): What Acme does & why.',
      '- [Install](https://docs.example.com/guides/install.md)',
      '',
      '## More › Deep',
      '',
      '- [Changelog](https://github.com/acme/acme/releases)',
      '',
      '## Other pages',
      '',
      '- [Frequently asked](https://docs.example.com/guides/faq.md)',
      '',
    ].join('\n'),
  );
  assert.equal(read('index.md'), '# Welcome\n\n> What Acme does & why.\n\n## Start here\n\nInstall it with the [install guide](/guides/install).\n');
  assert.equal(read('guides/install.md'), '# Install\n\n<Steps>\n  <Step title="Download">Get the package.</Step>\n</Steps>\n');
  assert.equal(read('guides/faq.md'), '# Frequently asked\n\nNot in the navigation.\n');
  const full = read('llms-full.txt');
  assert.ok(full.indexOf('# Welcome') < full.indexOf('# Install') && full.indexOf('# Install') < full.indexOf('# Frequently asked'), full);
  assert.match(full, /<!-- https:\/\/docs\.example\.com\/guides\/install -->/);

  const html = read('guides/install/index.html');
  assert.match(html, /<title>Install – Acme Docs<\/title>/);
  assert.match(html, /<link rel="canonical" href="https:\/\/docs\.example\.com\/guides\/install">/);
  assert.doesNotMatch(read('404.html'), /rel="canonical"/);
  assert.match(html, /<meta property="og:title" content="Install – Acme Docs">/);
  assert.match(read('index.html'), /<meta property="og:description" content="What Acme does &amp; why.">/);
  assert.ok(existsSync(join(out, 'pagefind/pagefind.js')), 'the search index is written');
  // The search dialog uses pagefind.js alone; Pagefind's own interfaces would be dead weight in the site.
  const searchFiles = readdirSync(join(out, 'pagefind'));
  assert.ok(searchFiles.includes('pagefind-entry.json') && searchFiles.some((name) => name.startsWith('wasm.')), searchFiles.join(', '));
  for (const unused of ['pagefind-ui.js', 'pagefind-ui.css', 'pagefind-component-ui.js', 'pagefind-modular-ui.js', 'pagefind-highlight.js']) {
    assert.ok(!searchFiles.includes(unused), `${unused} is not shipped`);
  }
});
