import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { quire, siteFolder, STACK_TRACE } from './quire-process.ts';

const FIXTURE = fileURLToPath(new URL('../fixtures/docs-json-site', import.meta.url));
const folders: string[] = [];
after(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

function fixtureCopy(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'quire-docs-json-cli-')), 'site');
  cpSync(FIXTURE, dir, { recursive: true });
  folders.push(dir);
  return dir;
}

const docsJson = (navigation: unknown) => JSON.stringify({ theme: 'mint', name: 'D', colors: { primary: '#0d9373' }, navigation }, null, 2);

test('a folder with both site.json and docs.json is refused, naming both', () => {
  const dir = siteFolder({ 'site.json': '{"name":"S","navigation":[]}', 'docs.json': docsJson({ pages: ['index'] }), 'index.mdx': '# Hi\n' });
  folders.push(dir);
  for (const command of ['check', 'build']) {
    const run = quire([command, dir], tmpdir());
    assert.equal(run.status, 1, run.output);
    assert.match(run.stderr, /has both .*site\.json and .*docs\.json: Quire reads one of them/);
    assert.doesNotMatch(run.output, STACK_TRACE);
  }
});

test('a folder with neither names both files; a mint.json one leads to quire migrate', () => {
  const empty = siteFolder({ 'readme.txt': 'nothing' });
  folders.push(empty);
  const run = quire(['check', empty], tmpdir());
  assert.equal(run.status, 1);
  assert.ok(run.stderr.includes(`(looked for ${join(empty, 'site.json')})`) && run.stderr.includes(`(looked for ${join(empty, 'docs.json')})`), run.output);
  assert.match(run.stderr, /Mintlify's docs\.json with the pages beside it/);
});

test('quire check on a docs.json site: nothing to refuse, then a missing page with its JSON path, line and did-you-mean', () => {
  const dir = fixtureCopy();
  const fine = quire(['check', dir], tmpdir());
  assert.equal(fine.status, 0, fine.output);
  assert.match(fine.stdout, /✓ docs\.json, \d+ pages, \d+ links: nothing the build would refuse/);

  const config = JSON.parse(readFileSync(join(dir, 'docs.json'), 'utf8'));
  config.navigation.tabs[0].groups[0].pages[2].pages[0] = 'guides/advanced/tunning';
  config.navigation.tabs[1].groups[1].pages[1] = 'POST /petz';
  writeFileSync(join(dir, 'docs.json'), JSON.stringify(config, null, 2));
  const run = quire(['check', dir], tmpdir());
  assert.equal(run.status, 1, run.output);
  assert.match(run.stderr, /navigation\.tabs\[0\]\.groups\[0\]\.pages\[2\]\.pages\[0\] \(line \d+, column \d+\): expected a page beside docs\.json, found "guides\/advanced\/tunning", which has no \.md or \.mdx file\n\s+hint: did you mean "guides\/advanced\/tuning"/);
  assert.match(run.stderr, /navigation\.tabs\[1\]\.groups\[1\]\.pages\[1\]: expected an operation of api\/openapi\.json, found "POST \/petz"\n\s+hint: did you mean "POST \/pets"\?/);
  assert.doesNotMatch(run.output, STACK_TRACE);
});

test('quire build refuses a docs.json site with a missing page before rendering, and writes nothing into it', () => {
  const dir = fixtureCopy();
  writeFileSync(join(dir, 'docs.json'), docsJson({ groups: [{ group: 'Start', pages: ['index', 'quickstrat'] }] }));
  const run = quire(['build', dir], tmpdir());
  assert.equal(run.status, 1, run.output);
  assert.match(run.stderr, /docs\.json has 1 problem:[\s\S]*"quickstrat", which has no \.md or \.mdx file\n\s+hint: did you mean "quickstart"\?/);
  assert.doesNotMatch(run.output, STACK_TRACE);
});

test('quire build --out inside a docs.json site folder must be a folder the reader skips', () => {
  const dir = fixtureCopy();
  const run = quire(['build', dir, '--out', join(dir, 'site')], tmpdir());
  assert.equal(run.status, 2, run.output);
  assert.match(run.stderr, /refused, because it overlaps the site's own files/);
});

test('quire migrate on a docs.json folder says it needs none and changes nothing', () => {
  const dir = fixtureCopy();
  const before = readFileSync(join(dir, 'docs.json'), 'utf8');
  const run = quire(['migrate', dir, join(dir, '..', 'out')], tmpdir());
  assert.equal(run.status, 0, run.output);
  assert.match(run.stdout, /docs\.json is Mintlify's current format, which Quire reads as it is: no migration needed\.\nRun `quire dev /);
  assert.equal(readFileSync(join(dir, 'docs.json'), 'utf8'), before);
});
