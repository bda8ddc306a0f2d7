import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { all, one, parseHtml, textOf } from '../support/html-tree.ts';
import { buildFixture, projectRoot, type BuildOutcome } from '../support/run-build.ts';

// The fixture is copied into a git repository of its own with known commit dates ("Last updated").
const siteDir = join(mkdtempSync(join(tmpdir(), 'quire-chrome-')), 'docs-json-chrome');
const out = join(projectRoot, 'tests/.builds/docs-json-chrome');
const read = (path: string) => readFileSync(join(out, path), 'utf8');
let outcome: BuildOutcome;

before(() => {
  cpSync(join(projectRoot, 'tests/fixtures/docs-json-chrome'), siteDir, { recursive: true });
  const git = (args: string[], date = '2025-06-07T08:09:10Z') =>
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args], {
      cwd: siteDir,
      env: { ...process.env, GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date },
      stdio: 'ignore',
    });
  git(['init', '-q']);
  git(['add', '.']);
  git(['commit', '-qm', 'fixture']);
  process.env.QUIRE_SITE_URL = 'https://docs.example.com/';
  outcome = buildFixture(siteDir);
  delete process.env.QUIRE_SITE_URL;
});
after(() => rmSync(join(siteDir, '..'), { recursive: true, force: true }));

test('docs.json chrome builds, with one warning for the wildcard a static site cannot list', () => {
  assert.equal(outcome.status, 0, outcome.output);
  assert.match(outcome.output, /"\/articles\/\*" is a wildcard a static site cannot list/);
  assert.match(outcome.output, /"\/beta\/:slug\*" is a wildcard; a static site holds it for the 2 existing page/);
});

test('banner: safe inline markdown on every page, dismissible with a key from its content', () => {
  for (const page of ['index.html', 'guides/setup/index.html', '404.html']) {
    const html = read(page);
    assert.match(html, /<quire-banner class="site-banner banner-info"[^>]* data-key="quire-banner:[0-9a-f]{16}"/, page);
    assert.match(html, /<strong>New:<\/strong> read the <a href="\/guides\/setup">changelog<\/a> &#x3C;script>alert\(1\)&#x3C;\/script>/, page);
    assert.match(html, /aria-label="Dismiss banner"/, page);
  }
});

test('head and top bar: description, metatags escaped, favicon per mode, fonts, search prompt, navbar link icon', () => {
  const home = read('index.html');
  assert.match(home, /<meta name="description" content="Docs about chrome.">/);
  assert.match(read('guides/setup/index.html'), /<meta name="description" content="Set things up.">/);
  assert.match(home, /<meta property="og:image" content="https:\/\/example.com\/card.png">/);
  // The quote that would end the attribute is escaped (a "<" inside a quoted attribute is inert).
  assert.match(home, /<meta name="google-site-verification" content="abc&quot;<x>">/);
  assert.match(home, /<link rel="icon" href="\/favicon-dark.svg" type="image\/svg\+xml" media="\(prefers-color-scheme: dark\)">/);
  assert.match(home, /<link rel="icon" href="\/favicon-light.svg" type="image\/svg\+xml" media="\(prefers-color-scheme: light\)">/);
  assert.match(home, /<link rel="stylesheet" href="https:\/\/fonts.googleapis.com\/css2\?family=Inter:wght@600&amp;display=swap">/);
  assert.match(home, /@font-face\{font-family:"Body Sans";src:url\("\/fonts\/body.woff2"\) format\("woff2"\)/);
  // The colours and font families are one cached stylesheet, not a style element in every page.
  assert.doesNotMatch(home, /--q-bg:/);
  const stylesheets = [...home.matchAll(/<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)">/g)].map((match) => read(match[1]));
  assert.ok(
    stylesheets.some((css) => css.includes(':root[data-theme=dark]{--q-bg:#101820')),
    'the dark background in a linked stylesheet',
  );
  assert.ok(
    stylesheets.some((css) => /--q-font:"Body Sans", system-ui/.test(css)),
    'the body font family in a linked stylesheet',
  );
  assert.match(home, /<body class="background-grid"/);
  // The search dialog's field takes it as its placeholder (client/search-dialog.ts makes the dialog).
  assert.match(home, /<quire-search [^>]*data-placeholder="Ask the chrome docs"/);
  assert.match(home, /<a href="https:\/\/example.com\/community" target="_blank" rel="noopener noreferrer"><svg[^>]*>[\s\S]*?<\/svg>\s*Community/);
});

test('seo.indexing navigable: a page no navigation lists gets noindex and is left out of the sitemap', () => {
  assert.match(read('hidden/index.html'), /<meta name="robots" content="noindex">/);
  assert.doesNotMatch(read('guides/setup/index.html'), /<meta name="robots"/);
  const sitemap = read('sitemap.xml');
  assert.match(sitemap, /<loc>https:\/\/docs.example.com\/guides\/setup<\/loc>/);
  assert.doesNotMatch(sitemap, /hidden/);
});

test('footer columns, breadcrumb eyebrow, last updated from git, contextual menu', () => {
  const setup = read('guides/setup/index.html');
  assert.match(setup, /<p class="footer-column-header">Company<\/p>/);
  assert.match(setup, /<a href="https:\/\/example.com\/blog" target="_blank" rel="noopener noreferrer">Blog<\/a>/);
  assert.match(setup, /<nav class="eyebrow eyebrow-breadcrumbs" aria-label="Breadcrumb"><ol><li>Start<\/li><li>Guides<\/li><\/ol><\/nav>/);
  assert.match(setup, /Last updated <time datetime="2025-06-07T08:09:10.000Z">June 7, 2025<\/time>/);
  assert.match(setup, /<quire-contextual class="contextual-menu" data-markdown="\/guides\/setup.md">/);
  assert.match(setup, /<a href="\/guides\/setup.md">/);
  assert.match(setup, /href="https:\/\/chatgpt.com\/\?q=Read\+https%3A%2F%2Fdocs.example.com%2Fguides%2Fsetup\+so/);
  assert.match(setup, /href="https:\/\/claude.ai\/new\?q=Read\+https%3A%2F%2Fdocs.example.com%2Fguides%2Fsetup/);
  assert.match(setup, /href="https:\/\/forum.example.com\/new\?page=%2Fguides%2Fsetup"/);
  assert.ok(read('guides/setup.md').includes('Run the installer.'));
});

test('errors.404 title and description on the 404 page', () => {
  const html = read('404.html');
  assert.match(html, /<h1>Lost in chrome<\/h1>/);
  assert.match(html, /<p>Nothing here.<\/p>/);
});

test('redirects: a page per literal source, wildcard sources mapped over the pages they lead to', () => {
  for (const [path, to] of [
    ['old-setup/index.html', '/guides/setup'],
    ['beta/setup/index.html', '/guides/setup'],
    ['beta/deploy/index.html', '/guides/deploy'],
  ]) {
    const html = read(path);
    assert.match(html, new RegExp(`<meta http-equiv="refresh" content="0; url=${to}">`), path);
    assert.match(html, new RegExp(`<a href="${to}">${to}</a>`), path);
  }
});

const page = (path: string) => parseHtml(read(path), 'page');

test('variables: {{name}} in .mdx and .md text and component attributes is its value, as text; code keeps the braces', () => {
  const tree = page('features/variables/index.html');
  const article = one('article', tree);
  assert.match(textOf(article), /Install version 2\.0\.0 from https:\/\/api\.example\.com\./);
  const card = one('a.card[href="/guides/setup"]', article);
  assert.match(textOf(card), /Release 2\.0\.0/);
  assert.match(textOf(card), /Values are text: <script>alert\(1\)<\/script>/);
  assert.ok(!all('script', article).some((script) => textOf(script).includes('alert')), 'a value is never markup');
  assert.ok(all('code', article).some((code) => textOf(code) === '{{version}}'));
  assert.ok(all('pre', article).some((pre) => textOf(pre).includes('curl {{api-url}}/v1')));
  const plain = one('article', page('features/plain/index.html'));
  assert.match(textOf(plain), /Plain markdown at 2\.0\.0, \{\{version\}\} in code\./);
});

test('styling.codeblocks: the named Shiki themes colour code blocks, one per mode', () => {
  const pre = all('pre.astro-code', page('features/variables/index.html')).find((block) => textOf(block).includes('answer'));
  assert.ok(pre, 'the js block is highlighted');
  assert.deepEqual(pre.properties.className, ['astro-code', 'astro-code-themes', 'min-light', 'dracula']);
});

test('styling.latex: $…$, $$…$$ and <Latex> are MathML drawn at build time', () => {
  const article = one('article', page('features/variables/index.html'));
  const formulas = all('math', article);
  assert.deepEqual(
    formulas.map((math) => textOf(one('annotation', math))),
    ['E = mc^2', 'a^2 + b^2 = c^2', '\\frac{1}{2}'],
  );
  assert.equal(formulas[2].properties.display, 'block');
});

test("a language with its own banner, navbar and footer shows them on its pages; the other language keeps the site's", () => {
  const french = page('fr/index.html');
  assert.equal(textOf(one('.site-banner-content', french)), 'Bienvenue sur la documentation');
  assert.deepEqual(
    all('.topbar-links a', french).map((link) => link.properties.href),
    ['https://example.com/forum'],
  );
  assert.deepEqual(all('.footer-column-header', french).map(textOf), ['Société']);
  const english = page('guides/setup/index.html');
  assert.match(textOf(one('.site-banner-content', english)), /^New: read the changelog/);
  assert.deepEqual(
    all('.topbar-links a', english).map((link) => link.properties.href),
    ['https://example.com/community'],
  );
  assert.deepEqual(all('.footer-column-header', english).map(textOf), ['Company']);
});

test("a language's own dismissible banner is dismissed under its own key, by the head's early script and by the banner alike", () => {
  const keys = (path: string) => {
    const html = read(path);
    return { head: html.match(/<script[^>]* data-banner-key="([^"]+)"/)?.[1], banner: html.match(/<quire-banner [^>]*data-key="([^"]+)"/)?.[1] };
  };
  const french = keys('fr/index.html');
  const english = keys('guides/setup/index.html');
  assert.ok(french.banner && english.banner, 'both banners are dismissible');
  // The head hides a dismissed banner before first paint: it must look for the key this banner is dismissed under.
  assert.equal(french.head, french.banner);
  assert.equal(english.head, english.banner);
  assert.notEqual(french.banner, english.banner, "dismissing one language's banner does not hide the other's");
});
