import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { waitForPage } from '../support/child-server.ts';
import { startDevSite } from '../support/dev-site-process.ts';

const dev = startDevSite('docs-json-site', 'docs-json-dev');
const { siteDir } = dev;
after(() => dev.stop());

const url = async (path: string) => `${await dev.origin}${path}`;
const page = async (path: string, accept: (status: number, html: string) => boolean, what: string) => waitForPage(await url(path), accept, what, { output: dev.log });
const config = () => JSON.parse(readFileSync(join(siteDir, 'docs.json'), 'utf8'));
const writeConfig = (value: object) => writeFileSync(join(siteDir, 'docs.json'), JSON.stringify(value, null, 2));

test('quire dev on a docs.json folder: pages, generated API pages and static files at their paths; the sources are not served', { timeout: 120_000 }, async () => {
  const home = await page('/', (status, html) => status === 200 && html.includes('Welcome – Fixture Docs'), 'the home page');
  assert.match(home, /Hello from the snippet\./);
  await page('/api-reference/pets/get-a-pet', (status, html) => status === 200 && html.includes('api-method-get'), 'a generated API page');
  const image = await fetch(await url('/images/diagram.png'));
  assert.equal(image.status, 200);
  assert.equal(image.headers.get('content-type'), 'image/png');
  for (const source of ['/docs.json', '/index.mdx', '/snippets/hello.mdx', '/guides/advanced/limits.md']) {
    const response = await fetch(await url(source));
    const body = await response.text();
    assert.ok(!body.includes('"navigation"') && !body.includes('import Hello') && !body.includes('Hello from the snippet.\n') && !body.startsWith('---'), `${source} served its source`);
  }
});

test('quire dev: a docs.json save reloads the site; an entry without a page is left out (as Mintlify does) until the page is created', { timeout: 120_000 }, async () => {
  writeConfig({ ...config(), name: 'Renamed Docs' });
  await page('/', (status, html) => status === 200 && html.includes('Welcome – Renamed Docs'), 'the renamed site');

  const next = config();
  next.navigation.tabs[0].groups[0].pages.push('later');
  next.name = 'Docs With Later';
  writeConfig(next);
  // The site keeps answering; the entry naming no page is not in the navigation.
  const home = await page('/', (status, html) => status === 200 && html.includes('Welcome – Docs With Later'), 'the site with the new entry');
  assert.doesNotMatch(home, /href="\/later"/);
  writeFileSync(join(siteDir, 'later.mdx'), '---\ntitle: Later\n---\n\nHere now.\n');
  await page('/later', (status, html) => status === 200 && html.includes('Here now.') && html.includes('href="/later"'), 'the new page, in the navigation');
});

test('quire dev: pages created for entries docs.json names appear while a reader keeps asking for them', { timeout: 300_000 }, async () => {
  // A request answered while the new page was being stored once left Astro's old list of routes in
  // place: the page stayed a 404 until a restart (about one time in two).
  for (let round = 1; round <= 5; round++) {
    const next = config();
    next.navigation.tabs[0].groups[0].pages.push(`round-${round}`);
    next.name = `Round ${round}`;
    writeConfig(next);
    await page('/', (status, html) => status === 200 && html.includes(`Welcome – Round ${round}`), `the site of round ${round}`);
    // The server has said that the entry has no page yet; the author writes the page a moment later
    // (the scenario's pause, not a wait for the server: the race needed the server idle by then).
    await dev.said(new RegExp(`found "round-${round}", which has no \\.md or \\.mdx file`), 0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    let asking = true;
    const reader = (async () => {
      while (asking)
        await fetch(await url(`/round-${round}`)).then(
          (response) => response.text(),
          () => '',
        );
    })();
    writeFileSync(join(siteDir, `round-${round}.mdx`), `---\ntitle: Round ${round}\n---\n\nRound ${round} is here.\n`);
    try {
      await page(`/round-${round}`, (status, html) => status === 200 && html.includes(`Round ${round} is here.`), `the page of round ${round}`);
    } finally {
      asking = false;
      await reader;
    }
  }
});

test('quire dev: a page given frontmatter api: becomes an API page, follows its edits, and is a plain page again without it', { timeout: 120_000 }, async () => {
  const file = join(siteDir, 'quickstart.mdx');
  const operation = (html: string) => /data-operation="([^"]*)"/.exec(html)?.[1];
  writeFileSync(file, '---\ntitle: Quickstart\napi: GET /users/{id}\n---\n\n<ParamField path="id" type="string" required>The id.</ParamField>\n');
  await page('/quickstart', (status, html) => status === 200 && operation(html) === 'GET /users/{id}', 'the page as an API page');
  writeFileSync(file, '---\ntitle: Quickstart\napi: DELETE /users/{id}\n---\n\n<ParamField path="id" type="string" required>The id.</ParamField>\n');
  await page('/quickstart', (status, html) => status === 200 && operation(html) === 'DELETE /users/{id}', 'the changed endpoint');
  writeFileSync(file, '---\ntitle: Quickstart\n---\n\n<Note>Install first.</Note>\n');
  await page('/quickstart', (status, html) => status === 200 && operation(html) === undefined && html.includes('Install first.'), 'the plain page again');
});
