import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { projectRoot, quire, siteFolder, STACK_TRACE } from './quire-process.ts';

// What `quire build --out` may replace. Every folder here is a temporary one: the home folder is a
// fake (HOME), and the refusals happen before anything is built, so these runs take a second each.
const folders: string[] = [];
after(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

function fakeHome(): string {
  const home = mkdtempSync(join(tmpdir(), 'quire-home-'));
  folders.push(home);
  mkdirSync(join(home, '.ssh'));
  writeFileSync(join(home, '.ssh/id_ed25519'), 'PRIVATE KEY');
  mkdirSync(join(home, 'Documents'));
  writeFileSync(join(home, 'Documents/taxes.pdf'), 'numbers');
  mkdirSync(join(home, 'somewhere-with-files'));
  writeFileSync(join(home, 'somewhere-with-files/keep.txt'), 'keep me');
  return home;
}

function site(): string {
  const dir = siteFolder({
    'site.json': JSON.stringify({ name: 'Safe Docs', openapi: 'specs/api.json', navigation: [{ group: 'Start', pages: ['index'] }] }),
    'docs/index.md': '# Welcome\n',
    'specs/api.json': JSON.stringify({ openapi: '3.1.0', info: { title: 'A', version: '1' }, paths: {} }),
    '.git/HEAD': 'ref: refs/heads/main\n',
  });
  folders.push(dir);
  return dir;
}

/** Every file below dir, as a sorted list of paths: what a refused run must leave as it was. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function assertRefused(run: ReturnType<typeof quire>, reason: RegExp) {
  assert.equal(run.status, 2, run.output);
  assert.match(run.output, /--out .*: refused, because/);
  assert.match(run.output, reason);
  assert.doesNotMatch(run.output, STACK_TRACE);
  assert.doesNotMatch(run.output, /quire build: the site is in/);
}

test('quire build --out the home folder, or a folder of it full of files: refused, every file kept', () => {
  const home = fakeHome();
  const dir = site();
  const before = filesBelow(home);
  assertRefused(quire(['build', dir, '--out', home], dir, { HOME: home }), /your home folder/);
  assertRefused(quire(['build', dir, '--out', '~/somewhere-with-files'.replace('~', home)], dir, { HOME: home }), /files that Quire did not write[\s\S]*--force/);
  assert.deepEqual(filesBelow(home), before);
  assert.equal(readFileSync(join(home, '.ssh/id_ed25519'), 'utf8'), 'PRIVATE KEY');
});

test('quire build --out "" (an unset variable), through npm run from INIT_CWD: refused, the folder kept', () => {
  const home = fakeHome();
  const dir = site();
  const standing = join(home, 'Documents');
  const env = { HOME: home, npm_lifecycle_event: 'quire', INIT_CWD: standing };
  assertRefused(quire(['build', dir, '--out', ''], projectRoot, env), /value is empty/);
  assertRefused(quire(['build', dir, '--out='], standing, { HOME: home }), /value is empty/);
  assertRefused(quire(['build', dir, '--out', '.', '--force'], standing, { HOME: home }), /current folder/);
  assert.equal(readFileSync(join(standing, 'taxes.pdf'), 'utf8'), 'numbers');
});

test("quire build --out a folder of the site's own (specs, .git, docs, public, the site itself, a link to it): refused even with --force", () => {
  const dir = site();
  const before = filesBelow(dir);
  const link = join(mkdtempSync(join(tmpdir(), 'quire-link-')), 'site-link');
  folders.push(join(link, '..'));
  symlinkSync(dir, link);
  for (const [out, reason] of [
    ['specs', /site's own file .*api\.json/],
    ['.git', /site's own files/],
    ['docs', /site's own files/],
    ['.', /current folder|site folder/],
    [link, /current folder|site folder/],
  ] as const) {
    assertRefused(quire(['build', '.', '--out', out, '--force'], dir), reason);
  }
  assert.deepEqual(filesBelow(dir), before);
});

test('quire build --out a folder inside the Quire installation: refused even with --force, its files kept', () => {
  const dir = site();
  const fixtures = join(projectRoot, 'tests/fixtures');
  const before = filesBelow(fixtures).length;
  assertRefused(quire(['build', dir, '--out', fixtures, '--force'], dir), /part of the Quire installation/);
  assert.equal(filesBelow(fixtures).length, before);
});

test('quire preview serves only a folder Quire built: a home folder is never put on the network', () => {
  const home = fakeHome();
  const dir = site();
  writeFileSync(join(home, 'index.html'), '<p>not a site</p>');
  const run = quire(['preview', dir, '--out', home], dir, { HOME: home });
  assert.equal(run.status, 1, run.output);
  assert.match(run.output, /Nothing built by Quire at .*: run `npx quire build .* --out .*` first/);
});

test('quire build --out build inside the site folder: built, rebuilt over its own output, and a foreign folder only with --force', { timeout: 300_000 }, () => {
  const dir = site();
  const first = quire(['build', '.', '--out', 'build'], dir);
  assert.equal(first.status, 0, first.output);
  assert.ok(existsSync(join(dir, 'build/index.html')));
  assert.ok(existsSync(join(dir, 'build/.quire-output')), "the output is not marked as Quire's");
  writeFileSync(join(dir, 'build/left-over.txt'), 'from the first build');
  const second = quire(['build', '.', '--out', 'build'], dir);
  assert.equal(second.status, 0, second.output);
  assert.ok(existsSync(join(dir, 'build/index.html')));
  assert.ok(!existsSync(join(dir, 'build/left-over.txt')), 'the earlier output was not replaced');
  assert.deepEqual(
    readdirSync(dir).filter((name) => name.includes('quire-')),
    [],
    'staging folders were left behind',
  );

  mkdirSync(join(dir, 'theirs'));
  writeFileSync(join(dir, 'theirs/report.txt'), "someone else's");
  assertRefused(quire(['build', '.', '--out', 'theirs'], dir), /files that Quire did not write/);
  assert.equal(readFileSync(join(dir, 'theirs/report.txt'), 'utf8'), "someone else's");
  const forced = quire(['build', '.', '--out', 'theirs', '--force'], dir);
  assert.equal(forced.status, 0, forced.output);
  assert.ok(existsSync(join(dir, 'theirs/index.html')) && !existsSync(join(dir, 'theirs/report.txt')));
});
