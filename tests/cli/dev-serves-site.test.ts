import assert from 'node:assert/strict';
import { mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { stopChild, waitForPage } from '../support/child-server.ts';
import { type DevServer, projectRoot, siteFolder, startQuireDev } from './quire-process.ts';

// Starts a dev server: run under the shared build lock.
const MARKER = 'DEV-SOURCE-MARKER-41c9';
const dir = siteFolder({
  'docs.json': JSON.stringify({ theme: 'mint', name: 'Dev Serves', colors: { primary: '#112233' }, navigation: { pages: ['index'] }, description: MARKER }),
  'index.mdx': '# Home\n\nThe page.\n',
  'hidden.mdx': `# ${MARKER}\n`,
  '.mintignore': 'secret/\n',
  'secret/notes.txt': `${MARKER}\n`,
  'snippets/x.jsx': `export const X = '${MARKER}';\n`,
  'package.json': `{ "name": "${MARKER}" }\n`,
  'node_modules/x/index.js': `export default '${MARKER}';\n`,
  'images/a.txt': 'A static file.\n',
});
// A page linked to a file outside the folder: refused from its link, never read, never served.
const outside = mkdtempSync(join(tmpdir(), 'quire-dev-outside-'));
const OUTSIDE_MARKER = 'DEV-OUTSIDE-MARKER-9b2e';
writeFileSync(join(outside, 'leak.md'), `---\ntitle: ${OUTSIDE_MARKER}\n---\n# ${OUTSIDE_MARKER}\n`);
symlinkSync(join(outside, 'leak.md'), join(dir, 'leak.mdx'));
const site = realpathSync(dir);
let dev: DevServer | undefined;
const log = () => dev?.output() ?? '';
let origin: Promise<string> | undefined;

after(async () => {
  await stopChild(dev?.child);
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const get = async (path: string) => {
  const response = await fetch(`${await origin}${path}`);
  return { status: response.status, text: await response.text() };
};

test('quire dev answers /@fs/ for what the build publishes only: sources, ignored and tool files, the installation are refused', { timeout: 180_000 }, async () => {
  dev = startQuireDev(dir);
  origin = dev.origin;
  const html = await waitForPage(`${await origin}/`, (status, text) => status === 200 && text.includes('The page.'), 'the first page', { timeoutMs: 90_000, output: log });
  for (const path of [
    `/@fs${site}/docs.json`,
    `/@fs${site}/hidden.mdx?raw`,
    `/@fs${site}/hidden.mdx?import`,
    `/@fs${site}/secret/notes.txt`,
    `/@fs${site}/secret/notes.txt?raw`,
    `/@fs${site}/snippets/x.jsx`,
    `/@fs${site}/snippets/x.jsx?raw`,
    `/@fs${site}/package.json`,
    `/@fs${site}/node_modules/x/index.js`,
    `/@fs${projectRoot}package.json`,
    `/@fs${projectRoot}README.md?raw`,
  ]) {
    const answer = await get(path);
    assert.ok(answer.status === 403 || answer.status === 404, `${path} answered ${answer.status}`);
    assert.ok(!answer.text.includes(MARKER), `${path} gave the source away`);
  }
  assert.equal((await get('/images/a.txt')).text, 'A static file.\n');
  assert.equal((await get(`/@fs${site}/images/a.txt`)).status, 200);
  // Every script and stylesheet the page asks for still loads (Vite's client, Quire's and Astro's modules).
  const assets = [...html.matchAll(/(?:src|href)="(\/(?:@|_astro|node_modules|src)[^"]*)"/g)].map((match) => match[1].replaceAll('&amp;', '&'));
  assert.ok(assets.length > 0, html);
  for (const path of assets) assert.equal((await get(path)).status, 200, path);
  assert.equal((await get('/@vite/client')).status, 200);
});

test('quire dev names a page linked outside the folder and serves nothing of it, at its URL or through /@fs/', { timeout: 180_000 }, async () => {
  assert.ok(origin, 'the server of the test above');
  for (const path of ['/leak', '/leak/', `/@fs${site}/leak.mdx?raw`, `/@fs${outside}/leak.md`]) {
    const answer = await get(path);
    assert.ok(answer.status === 403 || answer.status === 404, `${path} answered ${answer.status}`);
    assert.ok(!answer.text.includes(OUTSIDE_MARKER), `${path} served the outside file`);
  }
  assert.ok(log().includes(`leak.mdx → ${realpathSync(outside)}/leak.md`), log());
  assert.ok(!log().includes(OUTSIDE_MARKER), `the outside file was read:\n${log()}`);
});
