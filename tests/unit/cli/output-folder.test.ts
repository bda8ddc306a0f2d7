import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { decideOutputFolder, formatOutputRefusal, type OutputContext } from '../../../src/cli/output-folder.ts';
import { OUTPUT_MARKER } from '../../../src/integration/output-marker.ts';
import { isInside } from '../../../src/utils/paths.ts';

const root = mkdtempSync(join(tmpdir(), 'quire-out-rules-'));
after(() => rmSync(root, { recursive: true, force: true }));

// A world in a temporary folder: a home, a site in it, an installation beside it.
const home = join(root, 'home');
const site = join(home, 'docs-site');
const installation = join(root, 'quire');
for (const dir of [join(site, 'docs'), join(site, 'public'), join(site, '.git'), join(site, 'specs'), join(installation, 'tests/fixtures')]) mkdirSync(dir, { recursive: true });
writeFileSync(join(site, 'specs/api.yaml'), 'openapi: 3.1.0');
writeFileSync(join(installation, 'tests/fixtures/a.json'), '{}');

const context = (requested: string | undefined, extra: Partial<OutputContext> = {}): OutputContext => ({
  requested,
  siteDir: site,
  sourceDirs: [join(site, 'docs'), join(site, 'public'), join(site, '.git')],
  sourceFiles: [join(site, 'specs/api.yaml')],
  cwd: site,
  home,
  installation,
  force: false,
  ...extra,
});

function refusal(requested: string | undefined, extra: Partial<OutputContext> = {}) {
  const verdict = decideOutputFolder(context(requested, extra));
  assert.equal(verdict.ok, false, `${requested} was accepted`);
  return verdict.ok ? undefined! : verdict.refusal;
}

test('isInside: the filesystem root holds everything; a sibling with a longer name is not inside', () => {
  assert.ok(isInside('/etc', '/'));
  assert.ok(isInside('/', '/'));
  assert.ok(!isInside('/a/bc', '/a/b'));
  assert.ok(isInside('/a/b/c', '/a/b'));
  assert.ok(!isInside('/a', '/a/b'));
});

test('refused whatever --force says: root, empty value, home, current folder, site folder, its sources, the installation', () => {
  const cases: Array<[string, RegExp]> = [
    ['/', /root of the filesystem/],
    ['', /value is empty/],
    ['   ', /value is empty/],
    [home, /home folder/],
    [root, /home folder or holds it/],
    ['.', /current folder/],
    [site, /current folder|site folder/],
    [join(site, 'docs'), /site's own files/],
    [join(site, 'docs/snippets'), /site's own files/],
    [join(site, 'public'), /site's own files/],
    [join(site, '.git'), /site's own files/],
    [join(site, 'specs'), /site's own file .*api\.yaml/],
    [join(installation, 'tests/fixtures'), /Quire installation/],
    [installation, /Quire installation/],
  ];
  for (const [requested, reason] of cases) {
    for (const force of [false, true]) {
      const refused = refusal(requested, { force });
      assert.match(refused.reason, reason, requested);
      assert.equal(refused.forceable, false, requested);
    }
  }
});

test('the site folder is refused from anywhere, also through a symlink to it', () => {
  const link = join(root, 'link-to-site');
  symlinkSync(site, link);
  const refused = refusal(link, { cwd: root });
  assert.match(refused.reason, /site folder/);
  assert.match(refusal(join(link, 'docs'), { cwd: root }).reason, /site's own files/);
});

test('a folder with files Quire did not write is refused unless --force; a marked, empty or new folder is fine', () => {
  const foreign = join(home, 'somewhere-with-files');
  mkdirSync(foreign);
  writeFileSync(join(foreign, 'notes.txt'), 'mine');
  const refused = refusal(foreign);
  assert.equal(refused.forceable, true);
  assert.match(formatOutputRefusal(refused, site), /--out .*somewhere-with-files: refused, because it holds files that Quire did not write[\s\S]*--force/);
  assert.deepEqual(decideOutputFolder(context(foreign, { force: true })), { ok: true, dir: foreign });

  const marked = join(site, 'build');
  mkdirSync(marked);
  writeFileSync(join(marked, 'index.html'), '<p>old</p>');
  writeFileSync(join(marked, OUTPUT_MARKER), 'x');
  assert.deepEqual(decideOutputFolder(context('build')), { ok: true, dir: marked });
  assert.deepEqual(decideOutputFolder(context(undefined)), { ok: true, dir: join(site, 'dist') });
  const empty = join(root, 'empty');
  mkdirSync(empty);
  assert.deepEqual(decideOutputFolder(context(empty)), { ok: true, dir: empty });
});

test('a file is not a folder to build into, --force or not', () => {
  const file = join(root, 'a-file');
  writeFileSync(file, 'x');
  assert.match(refusal(file, { force: true }).reason, /a file/);
});

test("the repository's own site may build into its own dist/ and nowhere else of the installation", () => {
  assert.deepEqual(decideOutputFolder(context(undefined, { siteDir: installation, cwd: installation, sourceDirs: [], sourceFiles: [] })), { ok: true, dir: join(installation, 'dist') });
  assert.match(refusal('tests/fixtures', { siteDir: installation, cwd: installation, sourceDirs: [], sourceFiles: [] }).reason, /Quire installation/);
});

test("Quire's work folder (.quire) is never an output folder, nor inside or around one, --force or not", () => {
  const workBase = join(site, '.quire');
  mkdirSync(join(workBase, 'sites/docs-site-0123456789'), { recursive: true });
  for (const requested of ['.quire', '.quire/sites/docs-site-0123456789', '.quire/new']) {
    const refused = refusal(requested, { workBase, force: true });
    assert.match(refused.reason, /overlaps Quire's work folder/, requested);
    assert.equal(refused.forceable, false);
  }
  assert.match(refusal(join(root, 'out'), { workBase: join(root, 'out/cache'), force: true }).reason, /overlaps Quire's work folder/);
  assert.deepEqual(decideOutputFolder(context('dist', { workBase })), { ok: true, dir: join(site, 'dist') });
});
