import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { stopChild, waitForPage } from '../support/child-server.ts';
import { type DevServer, siteFolder, startQuireDev } from './quire-process.ts';

// Starts a dev server: run under the shared build lock.
const dir = siteFolder({
  'site.json': JSON.stringify({ name: 'Dev Outside', navigation: [{ group: 'Start', pages: ['index'] }] }),
  'docs/index.md': '# Home\n\nFirst version.\n',
  // Imports Quire checks stay inside the site folder; Astro's own imports in dev must not be refused.
  'docs/guide.mdx':
    "import Intro from '/snippets/intro.mdx';\nimport Part from './snippets/part.mdx';\nimport text from '/snippets/text.txt?raw';\n\n# Guide\n\n<Intro />\n\n<Part />\n\n<pre>{text}</pre>\n",
  'docs/snippets/intro.mdx': 'Intro from the docs root.\n',
  'docs/snippets/part.mdx': 'Part from beside the page.\n',
  'docs/snippets/text.txt': 'Raw text.\n',
});
let dev: DevServer | undefined;
const log = () => dev?.output() ?? '';
let origin: Promise<string> | undefined;

after(async () => {
  await stopChild(dev?.child);
  rmSync(dir, { recursive: true, force: true });
});

// The dev server's answers during edits: only a 200 with the expected text counts.
const page = async (path: string, accept: (html: string) => boolean, what: string) =>
  waitForPage(`${await origin}${path}`, (status, html) => status === 200 && accept(html), what, { timeoutMs: 60_000, output: log });

test('quire dev serves a folder outside the repository and picks up edits to pages and site.json', { timeout: 180_000 }, async () => {
  dev = startQuireDev(dir);
  origin = dev.origin;
  await page('/', (html) => html.includes('First version.') && html.includes('Home – Dev Outside'), 'the first page');
  await page('/guide', (html) => ['Intro from the docs root.', 'Part from beside the page.', '<pre>Raw text.\n</pre>'].every((text) => html.includes(text)), 'a page with snippet imports');

  // The files the built site has beside its pages, which "Copy page", "View as Markdown" and the head's llms.txt link fetch.
  await page('/index.md', (text) => text.includes('First version.'), "the page's markdown");
  await page('/llms.txt', (text) => text.startsWith('# Dev Outside') && /\(\/index\.md\)|\/index\.md/.test(text), 'llms.txt');
  assert.equal((await fetch(`${await origin}/missing.md`)).status, 404, 'a page that does not exist has no markdown');
  // A "%" that starts no escape: a plain 400, not the dev server's 500 with a stack trace.
  const malformed = await fetch(`${await origin}/guide%E0%A4%A`);
  assert.equal(malformed.status, 400);
  assert.doesNotMatch(await malformed.text(), /stack|at decodeURI/i);

  writeFileSync(join(dir, 'docs/index.md'), '# Home\n\nSecond version, edited.\n');
  await page('/', (html) => html.includes('Second version, edited.'), 'the edited page');
  await page('/index.md', (text) => text.includes('Second version, edited.'), "the edited page's markdown");

  writeFileSync(join(dir, 'site.json'), JSON.stringify({ name: 'Renamed Outside', navigation: [{ group: 'Start', pages: ['index'] }] }));
  await page('/', (html) => html.includes('Home – Renamed Outside'), 'the renamed site');
  await page('/llms-full.txt', (text) => text.includes('Second version, edited.'), 'llms-full.txt');
  await page('/llms.txt', (text) => text.startsWith('# Renamed Outside'), 'llms.txt of the renamed site');

  // Ctrl-C / SIGTERM stops the server (through bin/quire.mjs) and frees the port.
  const exited = new Promise<number | null>((resolve) => dev!.child.once('exit', (code) => resolve(code)));
  dev.child.kill('SIGTERM');
  await exited;
  await assert.rejects(fetch(`${await origin}/`));
});
