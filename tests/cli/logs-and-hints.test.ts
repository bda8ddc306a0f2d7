import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { stopChild, waitForPage } from '../support/child-server.ts';
import { type DevServer, quire, siteFolder, startQuireDev, startQuireServer } from './quire-process.ts';

// What `quire dev` and `quire build` print and point to, read as a user reads them.
// Starts a dev server and builds: run under the shared build lock.
const pages = ['index', 'second', 'third', 'fourth', 'fifth', 'sixth'];
const dir = siteFolder({
  'site.json': JSON.stringify({ name: 'Logs', navigation: [{ group: 'Start', pages }] }),
  ...Object.fromEntries(pages.map((page) => [`docs/${page}.mdx`, `# ${page}\n\n<Icon icon="rockt" />\n`])),
});
let dev: DevServer | undefined;
const log = () => dev?.output() ?? '';

after(async () => {
  await stopChild(dev?.child);
  rmSync(dir, { recursive: true, force: true });
});

test('quire dev: search has an index of the pages as they are, a 404 logs no path inside Quire, an icon warning comes once per server', { timeout: 180_000 }, async () => {
  dev = startQuireDev(dir, { QUIRE_LOG_LEVEL: 'info' });
  const origin = await dev.origin;
  const page = (path: string, status = 200) => waitForPage(`${origin}${path}`, (answered) => answered === status, `${path} (${status})`, { timeoutMs: 90_000, output: log });

  const home = await page('/');
  assert.match(home, /<quire-search[^>]*data-dev="true"/);
  // No build has run: the dev server makes the search index from the pages, and again after a page is added.
  const indexedPages = async () => JSON.parse(await page('/pagefind/pagefind-entry.json')).languages.en.page_count;
  assert.equal(await indexedPages(), pages.length);

  await page('/no/such/page', 404);
  // Astro logs `[404] /path` once the answer is sent, after what rendering logged.
  await dev.printed('/no/such/page');
  assert.doesNotMatch(log(), /node_modules|\[\.\.\.slug\]\.astro|getStaticPaths/);

  for (const each of pages.slice(1)) await page(`/${each}`);
  writeFileSync(join(dir, 'docs/second.mdx'), '# second, edited\n\n<Icon icon="rockt" />\n');
  await waitForPage(`${origin}/second`, (status, html) => status === 200 && html.includes('second, edited'), 'the edited page', { output: log });
  // /third was served before the edit too: only its log line from here on says this answer is logged.
  const beforeThird = log().length;
  await page('/third');
  await dev.printed('/third', beforeThird);
  assert.equal(log().match(/icon "rockt" is no Font Awesome icon/g)?.length, 1, log());
  writeFileSync(join(dir, 'docs/seventh.md'), '# seventh\n');
  await waitForPage(`${origin}/pagefind/pagefind-entry.json`, (status, json) => status === 200 && JSON.parse(json).languages.en.page_count === pages.length + 1, 'the index with the new page', {
    output: log,
  });
});

test('quire build: the route list has one route per line, though pages render concurrently', { timeout: 180_000 }, () => {
  const run = quire(['build', dir, '--out', join(dir, 'out')], dir, { QUIRE_LOG_LEVEL: 'info' });
  assert.equal(run.status, 0, run.output);
  const routeLines = run.stdout.split('\n').filter((line) => line.includes('├─'));
  for (const each of pages.slice(1)) assert.equal(routeLines.filter((line) => line.endsWith(` /${each}/index.html`)).length, 1, run.stdout);
  for (const line of routeLines) assert.match(line, /^\d\d:\d\d:\d\d {3}├─ \/\S+$/, `a route line holds more than its route:\n${run.stdout}`);
  // The icon warning: one line, its count and first three places.
  assert.match(run.output, /⚠ icon "rockt" is no Font Awesome icon .*\(6 places: \S+fifth\.mdx:3, \S+fourth\.mdx:3, \S+index\.mdx:3 and 3 more\)/);
});

test("quire preview serves what the build wrote without repeating the build's warnings", { timeout: 180_000 }, async () => {
  const site = siteFolder({
    'site.json': JSON.stringify({ name: 'Quiet', navigation: [{ group: 'Start', pages: ['index'] }], colours: { primary: '#0d9373' } }),
    'docs/index.md': '# Home\n',
  });
  const build = quire(['build', site], site, { QUIRE_LOG_LEVEL: 'info' });
  assert.equal(build.status, 0, build.output);
  assert.match(build.output, /colours: not part of the site\.json contract/);
  const preview = startQuireServer('preview', site, { QUIRE_LOG_LEVEL: 'info' });
  try {
    const origin = await preview.origin;
    await waitForPage(`${origin}/`, (status) => status === 200, 'the home page', { output: preview.output });
    assert.doesNotMatch(preview.output(), /colours|not part of the site\.json contract/);
  } finally {
    await stopChild(preview.child);
    rmSync(site, { recursive: true, force: true });
  }
});
