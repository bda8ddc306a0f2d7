import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { stopChild, waitForPage } from '../support/child-server.ts';
import { folderApartFrom } from '../support/site-folders.ts';
import { projectRoot, quire, siteFolder, startQuireDev, type DevServer } from './quire-process.ts';

// A global install keeps Quire under /usr/lib or /opt and its work folder in ~/.cache/quire; a
// user may set QUIRE_CACHE_DIR anywhere. Their paths then share no folder but `/` with Quire's
// components, and no package.json lies above the work folder: the build stopped on "No cached
// compile metadata found" and `quire dev` served an error page for every URL.
const cacheDir = folderApartFrom(projectRoot);
const site = siteFolder({
  'site.json': JSON.stringify({ name: 'Elsewhere', navigation: [{ group: 'Start', pages: ['index', 'second'] }] }),
  'docs/index.md': '# Elsewhere\n\nThe work folder is far away.\n\n<Tabs><Tab title="One">First tab.</Tab><Tab title="Two">Second tab.</Tab></Tabs>\n',
  'docs/second.md': '# Second\n\nAnother page.\n',
});
const servers: DevServer[] = [];
after(async () => {
  for (const server of servers) await stopChild(server.child);
  rmSync(site, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
});

const stylesheets = (html: string) => [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((match) => match[1]!);
const scripts = (html: string) => [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);

test('quire build with its work folder sharing no folder with Quire writes the pages with their styles and scripts', { timeout: 300_000 }, () => {
  const out = join(site, 'out');
  const run = quire(['build', site, '--out', out], site, { QUIRE_CACHE_DIR: cacheDir });
  assert.equal(run.status, 0, run.output);
  const html = readFileSync(join(out, 'index.html'), 'utf8');
  assert.match(html, /The work folder is far away/);
  assert.ok(stylesheets(html).length > 0 && scripts(html).length > 0, 'the page links its styles and the tabs script');
  for (const file of [...stylesheets(html), ...scripts(html)]) assert.ok(existsSync(join(out, file)), `${file} was written`);
  assert.ok(readFileSync(join(out, stylesheets(html)[0]!), 'utf8').length > 1000, 'the stylesheet holds the styles');
});

test('quire dev with its work folder sharing no folder with Quire serves the page and its styles', { timeout: 300_000 }, async () => {
  const dev = startQuireDev(site, { QUIRE_CACHE_DIR: cacheDir });
  servers.push(dev);
  const origin = await dev.origin;
  const html = await waitForPage(`${origin}/`, (status, text) => status === 200 && text.includes('The work folder is far away'), 'the home page', { output: dev.output });
  const loaded = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"|<script[^>]+src="([^"]+)"/g)].map((match) => (match[1] ?? match[2])!);
  const components = loaded.filter((url) => url.includes('.astro?astro&type='));
  assert.ok(components.some((url) => url.includes('type=style')) && components.some((url) => url.includes('type=script')), `the page loads its components' styles and scripts:\n${loaded.join('\n')}`);
  for (const url of loaded.filter((url) => url.startsWith('/'))) {
    const response = await fetch(new URL(url, origin));
    assert.equal(response.status, 200, `${url} is served`);
  }
  assert.doesNotMatch(dev.output(), /\[ERROR\]/);
});
