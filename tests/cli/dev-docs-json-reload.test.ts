import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { stopChild, waitForPage } from '../support/child-server.ts';
import { type DevServer, siteFolder, startQuireDev } from './quire-process.ts';

// Starts a dev server: run under the shared build lock.
const docsJson = (version: string, extra: object = {}) =>
  JSON.stringify(
    { theme: 'mint', name: 'Reload Docs', colors: { primary: '#0d9373' }, variables: { version }, navigation: { groups: [{ group: 'Start', pages: ['index', 'guide', 'notes'] }] }, ...extra },
    null,
    2,
  );
const dir = siteFolder({
  'docs.json': docsJson('1.0.0'),
  'index.md': '---\ntitle: Home\n---\n\nMarkdown page at {{version}}.\n',
  'guide.mdx': '---\ntitle: Guide\n---\n\nMDX page at {{version}}.\n\n<Note>Note at {{version}}.</Note>\n',
  'notes.mdx': '---\ntitle: Notes\n---\n\nNotes.\n',
  'images/a.png': 'png',
});
let dev: DevServer | undefined;
const log = () => dev?.output() ?? '';
let origin: Promise<string> | undefined;

after(async () => {
  await stopChild(dev?.child);
  rmSync(dir, { recursive: true, force: true });
});

const url = async (path: string) => `${await origin}${path}`;
const page = async (path: string, accept: (html: string) => boolean, what: string) =>
  waitForPage(await url(path), (status, html) => status === 200 && accept(html), what, { timeoutMs: 60_000, output: log });

test('quire dev on a docs.json folder: a new variable value shows on .md and .mdx pages without a restart', { timeout: 180_000 }, async () => {
  dev = startQuireDev(dir);
  origin = dev.origin;
  await page('/', (html) => html.includes('Markdown page at 1.0.0.'), 'the .md page with the first value');
  await page('/guide', (html) => html.includes('MDX page at 1.0.0.') && html.includes('Note at 1.0.0.'), 'the .mdx page with the first value');

  writeFileSync(join(dir, 'docs.json'), docsJson('2.0.0'));
  await page('/', (html) => html.includes('Markdown page at 2.0.0.'), 'the .md page with the new value');
  await page('/guide', (html) => html.includes('MDX page at 2.0.0.') && html.includes('Note at 2.0.0.'), 'the .mdx page with the new value');
  assert.doesNotMatch(log(), /restart it to see them/, 'variables need no restart');

  // A page edited afterwards is still picked up: the sync left the page watchers in place.
  writeFileSync(join(dir, 'index.md'), '---\ntitle: Home\n---\n\nEdited at {{version}}.\n');
  await page('/', (html) => html.includes('Edited at 2.0.0.'), 'the edited page after the sync');
});

test('quire dev: .mintignore saved while the server runs leaves its static files and pages out', { timeout: 120_000 }, async () => {
  assert.equal((await fetch(await url('/images/a.png'))).status, 200);
  writeFileSync(join(dir, 'docs.json'), docsJson('2.0.0', { navigation: { groups: [{ group: 'Start', pages: ['index', 'guide'] }] } }));
  await page('/', (html) => html.includes('Edited at 2.0.0.'), 'the site without the notes entry');
  writeFileSync(join(dir, '.mintignore'), 'images/\nnotes.mdx\n');
  await waitForPage(await url('/images/a.png'), (status) => status === 404, 'the ignored image', { timeoutMs: 60_000, output: log });
  await waitForPage(await url('/notes'), (status) => status === 404, 'the ignored page', { timeoutMs: 60_000, output: log });

  // Code themes are fixed when the server starts: the author hears so instead of seeing nothing change.
  writeFileSync(join(dir, 'docs.json'), docsJson('2.0.0', { navigation: { groups: [{ group: 'Start', pages: ['index', 'guide'] }] }, styling: { codeblocks: 'dark' } }));
  await page('/', () => true, 'the site after the styling change');
  assert.match(log(), /styling\.codeblocks and styling\.latex are applied when `quire dev` starts/);
});
