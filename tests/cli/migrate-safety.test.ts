import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { quire, siteFolder, STACK_TRACE, startQuire } from './quire-process.ts';

// `quire migrate` never touches SRC and never overwrites without consent; an interrupted run leaves
// DEST as it was. Every folder is a temporary one, HOME a fake one. Run under the shared build lock.
const work = mkdtempSync(join(tmpdir(), 'quire-migrate-safety-'));
const home = join(work, 'home');
mkdirSync(home);
const env = { HOME: home };
const made: string[] = [work];
after(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

let folders = 0;
/** A new empty folder for one test. */
function folder(name: string): string {
  const dir = join(work, `${(folders += 1)}-${name}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

function write(dir: string, files: Record<string, string | Buffer>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
}

const MINT = JSON.stringify({ name: 'Demo', navigation: [{ group: 'Start', pages: ['index'] }] });
const OPENAPI = 'openapi: 3.0.0\ninfo: { title: Demo, version: "1" }\npaths: {}\n';

/** A Mintlify folder (mint.json, index.mdx) with the files given. */
function mintlify(files: Record<string, string> = {}): string {
  const dir = siteFolder({ 'mint.json': MINT, 'index.mdx': '# Home\n', ...files });
  made.push(dir);
  return dir;
}

/** Every file, folder and link under `dir` with its content, to compare a folder before and after. */
function snapshot(dir: string): Record<string, string> {
  const entries: Record<string, string> = {};
  if (!existsSync(dir)) return entries;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = join(entry.parentPath, entry.name);
    const path = relative(dir, full);
    if (entry.isSymbolicLink()) entries[path] = `→ ${readlinkSync(full)}`;
    else if (entry.isDirectory()) entries[`${path}/`] = '';
    else entries[path] = readFileSync(full, 'base64');
  }
  return entries;
}

const stagingFolders = (dir: string) => readdirSync(dir).filter((name) => name.includes('.quire-tmp-'));

test('DEST inside SRC is refused even with --force: SRC keeps every file, the message names both folders and why', () => {
  // `quire migrate docs docs/sdk --force` deleted docs/sdk/docs/*.mdx and docs/sdk/public/*.
  const source = mintlify({ 'sdk/docs/guide.mdx': '# Guide\n', 'sdk/public/diagram.png': 'png', 'sdk/site.json': '{}' });
  const before = snapshot(source);
  const run = quire(['migrate', source, join(source, 'sdk'), '--force'], work, env);
  assert.equal(run.status, 1, run.output);
  assert.ok(run.stdout.includes(`DEST ${join(source, 'sdk')} lies inside SRC ${source}: migrate only reads SRC and never writes into it, with or without --force`), run.output);
  assert.doesNotMatch(run.output, STACK_TRACE);
  assert.deepEqual(snapshot(source), before);
});

test('DEST given through a symlink to SRC is refused with --force: compared as real paths, the real one is shown', () => {
  const source = mintlify({ 'images/logo.png': 'png', 'guide.mdx': '# Guide\n' });
  const parent = folder('link-to-source');
  symlinkSync(source, join(parent, 'site'));
  const before = snapshot(source);
  const itself = quire(['migrate', source, join(parent, 'site'), '--force'], work, env);
  assert.equal(itself.status, 1, itself.output);
  assert.ok(itself.stdout.includes(`DEST ${join(parent, 'site')} (that is ${source}) is SRC ${source} itself`), itself.output);
  const inside = quire(['migrate', source, join(parent, 'site/new'), '--force'], work, env);
  assert.equal(inside.status, 1, inside.output);
  assert.ok(inside.stdout.includes(`DEST ${join(parent, 'site/new')} (that is ${join(source, 'new')}) lies inside SRC ${source}`), inside.output);
  assert.deepEqual(snapshot(source), before);
});

test('SRC inside DEST is refused, with or without --force: DEST would hold the pages being read', () => {
  const parent = folder('holds-source');
  const source = join(parent, 'mintlify');
  write(source, { 'mint.json': MINT, 'index.mdx': '# Home\n' });
  const before = snapshot(parent);
  for (const flags of [[], ['--force']]) {
    const run = quire(['migrate', source, parent, ...flags], work, env);
    assert.equal(run.status, 1, run.output);
    assert.ok(run.stdout.includes(`SRC ${source} lies inside DEST ${parent}`), run.output);
  }
  assert.deepEqual(snapshot(parent), before);
});

test('DEST as the home folder is refused even with --force: ~/docs and ~/public are not a site', () => {
  const source = mintlify();
  write(home, { 'docs/taxes.md': 'mine', 'public/photo.jpg': 'mine' });
  const before = snapshot(home);
  const run = quire(['migrate', source, home, '--force'], work, env);
  assert.equal(run.status, 1, run.output);
  assert.ok(run.stdout.includes(`DEST ${home} is your home folder`), run.output);
  assert.deepEqual(snapshot(home), before);
});

test('without --force, any file the migration would write that DEST holds is a refusal, each one named', () => {
  // No site.json and no docs/: main replaced these four without a word.
  const source = mintlify({ 'images/logo.png': 'new logo', 'style.css': 'new css', 'openapi.yaml': OPENAPI });
  const dest = folder('taken');
  write(dest, { 'public/images/logo.png': 'my logo', 'public/style.css': 'my css', 'openapi.yaml': 'my api', 'MIGRATION.md': 'my notes' });
  const before = snapshot(dest);
  const run = quire(['migrate', source, dest], work, env);
  assert.equal(run.status, 1, run.output);
  assert.ok(run.stdout.includes(`DEST ${dest} already holds 4 files that the migration would write:\n- MIGRATION.md\n- public/images/logo.png\n- openapi.yaml\n- public/style.css\n`), run.output);
  assert.match(run.stdout, /Nothing was written\. Choose a new or empty DEST, or pass --force/);
  assert.deepEqual(snapshot(dest), before);
});

test('many collisions: the first ten are listed, then how many more', () => {
  const images = Object.fromEntries(Array.from({ length: 14 }, (_, index) => [`images/shot-${String(index).padStart(2, '0')}.png`, 'new']));
  const source = mintlify(images);
  const dest = folder('many-taken');
  write(dest, Object.fromEntries(Object.keys(images).map((path) => [`public/${path}`, 'mine'])));
  const run = quire(['migrate', source, dest], work, env);
  assert.equal(run.status, 1, run.output);
  const listed = run.stdout.split('\n').filter((line) => line.startsWith('- '));
  assert.deepEqual(listed, [
    ...Object.keys(images)
      .slice(0, 10)
      .map((path) => `- public/${path}`),
    '- and 4 more',
  ]);
  assert.match(run.stdout, /already holds 14 files/);
});

test('--force replaces docs/, public/ and the files it writes, keeps the rest of DEST, and the report lists what it replaced', () => {
  const source = mintlify({ 'openapi.yaml': OPENAPI, 'images/logo.png': 'new logo' });
  const parent = folder('force');
  const dest = join(parent, 'site');
  write(dest, { 'docs/old.mdx': 'old', 'public/old.png': 'old', 'site.json': '{}', 'openapi.yaml': 'old', 'README.md': 'kept', '.git/HEAD': 'ref: refs/heads/main\n' });
  const run = quire(['migrate', source, dest, '--force'], work, env);
  assert.equal(run.status, 0, run.output);
  const report = readFileSync(join(dest, 'MIGRATION.md'), 'utf8');
  assert.ok(report.includes("## Replaced in the destination (--force)\n\n- `docs/`\n- `public/`\n- `site.json`\n- `openapi.yaml`\n\nThe destination's other files were kept."), report);
  assert.equal(readFileSync(join(dest, 'README.md'), 'utf8'), 'kept');
  assert.equal(readFileSync(join(dest, '.git/HEAD'), 'utf8'), 'ref: refs/heads/main\n');
  assert.equal(readFileSync(join(dest, 'openapi.yaml'), 'utf8'), OPENAPI);
  assert.equal(existsSync(join(dest, 'docs/old.mdx')), false);
  assert.equal(readFileSync(join(dest, 'public/images/logo.png'), 'utf8'), 'new logo');
  assert.deepEqual(stagingFolders(parent), []);
});

/**
 * A killed migration is held mid-write (tests/support/hold-second-copy.mjs blocks its second file
 * copy), so the kill lands while it writes on a busy machine as on an idle one.
 */
const HELD = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${new URL('../support/hold-second-copy.mjs', import.meta.url).href}`.trim() };

/** A Mintlify folder big enough that writing it takes a while: 3,000 images. */
function bigMintlify(): string {
  const source = mintlify();
  const image = Buffer.alloc(4096, 7);
  for (let index = 0; index < 3000; index += 1) write(source, { [`images/shot-${String(index).padStart(4, '0')}.png`]: image });
  return source;
}

/** Whether any process of the group `id` is left (a killed one goes once its parent or init reaps it). */
function groupAlive(id: number): boolean {
  try {
    process.kill(-id, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops `child` and the Node it started with SIGKILL as soon as `started()` holds; resolves with
 * how it ended, once every process of the group is gone (or after 5 s).
 */
async function killWhen(child: ChildProcess, started: () => boolean): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  let running = true;
  void ended.then(() => (running = false));
  while (running && !started()) await delay(1);
  if (running) process.kill(-child.pid!, 'SIGKILL');
  const result = await ended;
  for (let waited = 0; groupAlive(child.pid!) && waited < 5000; waited += 10) await delay(10);
  return result;
}

test('kill -9 while a migration writes a new DEST: DEST does not exist afterwards; the next run removes the leftover and says so', { timeout: 120_000 }, async () => {
  const source = bigMintlify();
  const parent = folder('killed-new');
  const dest = join(parent, 'site');
  // The moment writing starts: Quire's staging folder appears beside DEST (main wrote into DEST itself).
  const ended = await killWhen(startQuire(['migrate', source, dest], work, { ...env, ...HELD }), () => stagingFolders(parent).length > 0 || existsSync(dest));
  assert.equal(ended.signal, 'SIGKILL', 'the migration ended before it could be killed: this test proved nothing');
  assert.equal(existsSync(dest), false, 'the killed run created DEST');
  const [leftover] = stagingFolders(parent);
  assert.ok(leftover, 'the killed run left its staging folder');

  const again = quire(['migrate', source, dest], work, env);
  assert.equal(again.status, 0, again.output);
  assert.ok(again.stdout.includes(`removed ${join(parent, leftover)}, the unfinished temporary folder of an interrupted earlier migration`), again.output);
  assert.deepEqual(stagingFolders(parent), []);
  assert.equal(readdirSync(join(dest, 'public/images')).length, 3000);
});

test('kill -9 while a --force migration replaces an existing DEST: DEST keeps every earlier file', { timeout: 120_000 }, async () => {
  const source = bigMintlify();
  const parent = folder('killed-force');
  const dest = join(parent, 'site');
  write(dest, { 'site.json': '{"name":"Old"}', 'docs/old.mdx': '# Old\n', 'public/images/shot-0000.png': 'old image', 'MIGRATION.md': 'old report' });
  const before = snapshot(dest);
  // main deleted docs/ and public/ before copying anything.
  const ended = await killWhen(startQuire(['migrate', source, dest, '--force'], work, { ...env, ...HELD }), () => stagingFolders(parent).length > 0 || !existsSync(join(dest, 'docs/old.mdx')));
  assert.equal(ended.signal, 'SIGKILL', 'the migration ended before it could be killed: this test proved nothing');
  assert.deepEqual(snapshot(dest), before);
});

test("a folder named like Quire's staging folder but without its marker is named in the report and left alone", () => {
  const source = mintlify();
  const parent = folder('lookalike');
  write(parent, { '.site.quire-tmp-0123456789ab/notes.txt': 'mine' });
  const run = quire(['migrate', source, join(parent, 'site')], work, env);
  assert.equal(run.status, 0, run.output);
  assert.ok(run.stdout.includes(`${join(parent, '.site.quire-tmp-0123456789ab')} is named like a temporary folder of \`quire migrate\` but has no quire-migrate.json: left as it is`), run.output);
  assert.equal(readFileSync(join(parent, '.site.quire-tmp-0123456789ab/notes.txt'), 'utf8'), 'mine');
});
