import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { stopChild, waitForPage } from '../support/child-server.ts';
import { type DevServer, siteFolder, startQuireDev } from './quire-process.ts';
import { siteWorkFolder } from '../../src/cli/work-folder.ts';

// `quire dev` draws every page in the server's own process (Vite), so the site's code runs there:
// the server runs under Node's permission model (src/confinement/confined-dev.ts). A page's MDX
// expressions try what a build refuses; each attempt prints what it got, and a write that succeeded
// would leave a marker. The page's git date still shows: the starting process runs git for it.

const outside = mkdtempSync(join(tmpdir(), 'quire-outside-'));
const marker = join(outside, 'marker');
// Quire's folder for this server (QUIRE_CACHE_DIR): the page may write none of it but the server's
// own work (Node's compile cache there holds code `quire build` runs unconfined).
const quireFolder = mkdtempSync(join(tmpdir(), 'quire-folder-'));
writeFileSync(join(outside, 'secret.txt'), 'the secret outside');
const attempt = (name: string, act: string) => `<p id="${name}">{(() => { try { return String(${act}); } catch (error) { return 'refused:' + (error.code ?? error.name); } })()}</p>`;
const reach = "globalThis['pro' + 'cess']";
const dir = siteFolder({
  'docs.json': JSON.stringify({
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Dev Attacks',
    colors: { primary: '#16a34a' },
    metadata: { timestamp: true },
    navigation: { pages: ['index'] },
  }),
});
// In Quire's folder, beside the server's own: Node's compile cache, another site's work folder, and
// what `quire build` of this very site reads back (its cache: content store, remote specs).
const inQuireFolder = [
  join(quireFolder, 'node-compile-cache', 'planted'),
  join(quireFolder, 'sites', 'another-site-0123456789', 'planted'),
  join(siteWorkFolder(dir, quireFolder), 'cache', 'planted'),
];
// Another site's page as its work folder keeps it (its content store): theirs, not this server's to read.
const otherSitePage = join(quireFolder, 'sites', 'private-docs-0123456789', 'cache', 'data-store.json');
mkdirSync(dirname(otherSitePage), { recursive: true });
writeFileSync(otherSitePage, 'the other site page');
writeFileSync(
  join(dir, 'index.mdx'),
  [
    '# Attacks',
    attempt('write', `${reach}.getBuiltinModule('fs').writeFileSync(${JSON.stringify(marker)}, 'ran')`),
    ...inQuireFolder.map((path, index) =>
      attempt(
        `write-quire-${index}`,
        `(${reach}.getBuiltinModule('fs').mkdirSync(${JSON.stringify(dirname(path))}, { recursive: true }), ${reach}.getBuiltinModule('fs').writeFileSync(${JSON.stringify(path)}, 'ran'))`,
      ),
    ),
    attempt('read-outside', `${reach}.getBuiltinModule('fs').readFileSync(${JSON.stringify(join(outside, 'secret.txt'))}, 'utf8')`),
    attempt('read-other-site', `${reach}.getBuiltinModule('fs').readFileSync(${JSON.stringify(otherSitePage)}, 'utf8')`),
    attempt('exec', `${reach}.getBuiltinModule('child_process').execSync('id')`),
    attempt('addon', `${reach}.dlopen({ exports: {} }, ${JSON.stringify(join(outside, 'evil.node'))})`),
    attempt('signal', `${reach}.kill(${reach}.ppid, 0)`),
    attempt('secret', `${reach}.env.QUIRE_TEST_SECRET_TOKEN`),
    '',
  ].join('\n\n'),
);
// One commit, so the page has a git date to show ("Last updated").
for (const args of [
  ['init', '-q'],
  ['add', '.'],
  ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'pages', '--date', '2024-03-05T12:00:00Z'],
]) {
  const run = spawnSync('git', args, { cwd: dir, env: { ...process.env, GIT_COMMITTER_DATE: '2024-03-05T12:00:00Z' } });
  assert.equal(run.status, 0, String(run.stderr));
}

let dev: DevServer | undefined;
after(async () => {
  await stopChild(dev?.child);
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
  rmSync(quireFolder, { recursive: true, force: true });
});

const textOf = (html: string, id: string) => new RegExp(`<p id="${id}"[^>]*>([^<]*)</p>`).exec(html)?.[1];

test('quire dev runs a page’s code confined: no write (outside the site, or in Quire’s folder beyond its own work), read outside (another site’s work folder too), process, addon, signal or secret', {
  timeout: 180_000,
}, async () => {
  dev = startQuireDev(dir, { QUIRE_TEST_SECRET_TOKEN: 'leaked-token', QUIRE_CACHE_DIR: quireFolder });
  const html = await waitForPage(`${await dev.origin}/`, (status, body) => status === 200 && body.includes('id="write"'), 'the attack page', { timeoutMs: 90_000, output: dev.output });
  assert.equal(textOf(html, 'write'), 'refused:ERR_ACCESS_DENIED');
  assert.equal(existsSync(marker), false, 'the page wrote outside the site');
  for (const [index, path] of inQuireFolder.entries()) {
    assert.equal(textOf(html, `write-quire-${index}`), 'refused:ERR_ACCESS_DENIED', path);
    assert.equal(existsSync(path), false, `the page wrote ${path}`);
  }
  // The server itself wrote its work folder there.
  assert.ok(existsSync(join(quireFolder, 'sites')), 'the work folder is in the Quire folder given');
  assert.equal(textOf(html, 'read-outside'), 'refused:ERR_ACCESS_DENIED');
  assert.equal(textOf(html, 'read-other-site'), 'refused:ERR_ACCESS_DENIED');
  assert.equal(textOf(html, 'exec'), 'refused:ERR_ACCESS_DENIED');
  assert.equal(textOf(html, 'addon'), 'refused:ERR_ACCESS_DENIED');
  assert.equal(textOf(html, 'signal'), 'refused:ERR_ACCESS_DENIED');
  assert.equal(textOf(html, 'secret'), 'undefined');
  assert.doesNotMatch(html, /leaked-token|the secret outside|the other site page/);
  // The server's own work goes on: its git dates came from the process that started it.
  assert.match(html, /Last updated <time datetime="2024-03-05T12:00:00\.000Z"[^>]*>March 5, 2024<\/time>/);
});
