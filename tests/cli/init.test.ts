import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { quire, siteFolder, STACK_TRACE } from './quire-process.ts';

// The site.json starter's build runs from the packed tarball in tests/as-installed/; the docs.json
// starter is built here (run under the shared build lock: `flock /tmp/quire-build.lock …`).
const folders: string[] = [];
after(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const STARTER_FILES = ['site.json', 'openapi.yaml', 'docs/index.mdx', 'docs/quickstart.md', 'docs/api/get-plant.md', 'public/logo-light.svg', 'public/logo-dark.svg', 'public/icon.svg'];

test('quire init DIR: a new folder gets the starter site, which quire check finds clean, and the next commands', () => {
  const parent = mkdtempSync(join(tmpdir(), 'quire-init-'));
  folders.push(parent);
  const run = quire(['init', 'my-docs'], parent);
  assert.equal(run.status, 0, run.output);
  const dir = join(parent, 'my-docs');
  for (const file of STARTER_FILES) assert.ok(existsSync(join(dir, file)), `${file} missing`);
  assert.match(run.stdout, /Next:\n\s+npx quire dev my-docs[\s\S]*npx quire check my-docs[\s\S]*npx quire build my-docs/);

  const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8'));
  assert.ok(site.name && site.colors.primary && site.logo.light && site.logo.dark, 'name, colours and logo');
  assert.equal(site.navigation.length, 2, 'two navigation groups');
  assert.equal(site.tabs.length, 1, 'a tab');
  assert.ok(Object.keys(site.footerSocials).length > 0, 'footer socials');
  assert.match(readFileSync(join(dir, 'docs/index.mdx'), 'utf8'), /<CardGroup[\s\S]*<Card[\s\S]*<Steps>/);
  assert.match(readFileSync(join(dir, 'docs/api/get-plant.md'), 'utf8'), /^openapi: GET \/plants\/\{id\}$/m);

  const check = quire(['check'], dir);
  assert.equal(check.status, 0, check.output);
  assert.match(check.stdout, /3 pages, \d+ links: nothing the build would refuse/);
});

test('quire init: without DIR the current folder; a folder holding some of the files gets nothing and the collisions listed', () => {
  const dir = siteFolder({ 'site.json': '{ "name": "Mine" }', 'docs/index.mdx': '# Mine\n', 'notes.txt': 'kept' });
  folders.push(dir);
  const run = quire(['init'], dir);
  assert.equal(run.status, 1, run.output);
  assert.match(run.stderr, /quire init: \. already holds files the starter site would write; nothing was written:\n {2}docs\/index\.mdx\n {2}site\.json\n/);
  assert.doesNotMatch(run.output, STACK_TRACE);
  assert.equal(readFileSync(join(dir, 'site.json'), 'utf8'), '{ "name": "Mine" }');
  assert.equal(readFileSync(join(dir, 'docs/index.mdx'), 'utf8'), '# Mine\n');
  for (const file of ['openapi.yaml', 'docs/quickstart.md', 'public']) assert.ok(!existsSync(join(dir, file)), `${file} was written`);

  const empty = siteFolder({ 'README.md': 'the repository of our docs' });
  folders.push(empty);
  const fresh = quire(['init'], empty);
  assert.equal(fresh.status, 0, fresh.output);
  assert.match(fresh.stdout, /Created a Quire site in \.[\s\S]*npx quire dev {2}/);
  assert.ok(existsSync(join(empty, 'docs/index.mdx')) && existsSync(join(empty, 'README.md')));
});

test('quire init: a file where the starter needs a folder (docs) is a collision too; a file as DIR is refused', () => {
  const dir = siteFolder({ docs: 'not a folder' });
  folders.push(dir);
  const run = quire(['init', dir], tmpdir());
  assert.equal(run.status, 1, run.output);
  assert.match(run.stderr, /nothing was written:\n {2}docs\n/);
  assert.ok(!existsSync(join(dir, 'site.json')));

  const file = quire(['init', join(dir, 'docs')], tmpdir());
  assert.equal(file.status, 1, file.output);
  assert.match(file.stderr, /is a file; give a folder for the new site/);
});

test("quire init --format docs.json: Mintlify's layout (pages and images beside docs.json), clean for quire check, and it builds", { timeout: 300_000 }, () => {
  const parent = mkdtempSync(join(tmpdir(), 'quire-init-'));
  folders.push(parent);
  const run = quire(['init', 'my-docs', '--format', 'docs.json'], parent);
  assert.equal(run.status, 0, run.output);
  assert.match(run.stdout, /Created a Quire site with docs\.json \(Mintlify's layout\) in my-docs/);
  const dir = join(parent, 'my-docs');
  for (const file of ['docs.json', 'index.mdx', 'quickstart.md', 'openapi.yaml', 'logo-light.svg', 'logo-dark.svg', 'icon.svg']) assert.ok(existsSync(join(dir, file)), `${file} missing`);
  for (const file of ['site.json', 'docs', 'public']) assert.ok(!existsSync(join(dir, file)), `${file} written`);
  const config = JSON.parse(readFileSync(join(dir, 'docs.json'), 'utf8'));
  assert.equal(config.theme, 'mint');
  assert.equal(config.navigation.tabs.length, 2);

  const check = quire(['check'], dir);
  assert.equal(check.status, 0, check.output);
  assert.equal(check.stderr, '', 'no warnings');
  assert.match(check.stdout, /docs\.json, \d+ pages, \d+ links: nothing the build would refuse/);

  const build = quire(['build'], dir);
  assert.equal(build.status, 0, build.output);
  for (const page of ['index.html', 'quickstart/index.html', 'api-reference/get-a-plant/index.html', 'logo-light.svg', 'openapi.yaml'])
    assert.ok(existsSync(join(dir, 'dist', page)), `${page} not built`);
  assert.ok(!existsSync(join(dir, 'dist/docs.json')), 'docs.json published');
  assert.match(readFileSync(join(dir, 'dist/api-reference/get-a-plant/index.html'), 'utf8'), /api-method-get">GET</);

  // Never beside the other format: a folder with both configs is refused by every command.
  const again = quire(['init', 'my-docs'], parent);
  assert.equal(again.status, 1, again.output);
  assert.match(again.stderr, /my-docs already holds docs\.json, and a folder with both site\.json and docs\.json is refused: nothing was written/);
  assert.ok(!existsSync(join(dir, 'site.json')));
});

test('quire init --format with a wrong value: the formats and the closest one, exit 2, nothing written', () => {
  const parent = mkdtempSync(join(tmpdir(), 'quire-init-'));
  folders.push(parent);
  const run = quire(['init', 'my-docs', '--format', 'doc.json'], parent);
  assert.equal(run.status, 2, run.output);
  assert.match(run.stderr, /--format: expected "site\.json" or "docs\.json", found "doc\.json": did you mean --format docs\.json\?/);
  assert.doesNotMatch(run.output, STACK_TRACE);
  assert.ok(!existsSync(join(parent, 'my-docs')));
  const elsewhere = quire(['build', '.', '--format', 'docs.json'], parent);
  assert.match(elsewhere.stderr, /--format is not a flag of quire build \(it belongs to quire init\)/);
});
