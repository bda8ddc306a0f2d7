import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { quire, quireHere, siteFolder, STACK_TRACE } from './quire-process.ts';

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

test('a folder with neither names both files; a mint.json one leads to quire migrate', async () => {
  const empty = siteFolder({ 'readme.txt': 'nothing' });
  folders.push(empty);
  const run = await quireHere(['check', empty]);
  assert.equal(run.status, 1);
  assert.ok(run.stderr.includes(`(looked for ${join(empty, 'site.json')})`) && run.stderr.includes(`(looked for ${join(empty, 'docs.json')})`), run.output);
  assert.match(run.stderr, /Mintlify's docs\.json with the pages beside it/);
});

test('quire check on a docs.json site: nothing to refuse, then a missing page with its JSON path, line and did-you-mean', async () => {
  const dir = fixtureCopy();
  const fine = await quireHere(['check', dir]);
  assert.equal(fine.status, 0, fine.output);
  assert.match(fine.stdout, /✓ docs\.json, \d+ pages, \d+ links: nothing the build would refuse/);

  const config = JSON.parse(readFileSync(join(dir, 'docs.json'), 'utf8'));
  config.navigation.tabs[0].groups[0].pages[2].pages[0] = 'guides/advanced/tunning';
  config.navigation.tabs[1].groups[1].pages[1] = 'POST /petz';
  writeFileSync(join(dir, 'docs.json'), JSON.stringify(config, null, 2));
  const run = await quireHere(['check', dir]);
  assert.equal(run.status, 1, run.output);
  assert.match(
    run.stderr,
    /navigation\.tabs\[0\]\.groups\[0\]\.pages\[2\]\.pages\[0\] \(line \d+, column \d+\): expected a page beside docs\.json, found "guides\/advanced\/tunning", which has no \.md or \.mdx file\n\s+hint: did you mean "guides\/advanced\/tuning"/,
  );
  assert.match(
    run.stderr,
    /navigation\.tabs\[1\]\.groups\[1\]\.pages\[1\] \(line \d+, column \d+\): expected an operation of api\/openapi\.json, found "POST \/petz"\n\s+hint: did you mean "POST \/pets"\?/,
  );
  assert.doesNotMatch(run.output, STACK_TRACE);
});

test('quire build --strict refuses a docs.json site with a missing page before rendering, and writes nothing into it (without --strict the entry is left out, as Mintlify does)', () => {
  const dir = fixtureCopy();
  writeFileSync(join(dir, 'docs.json'), docsJson({ groups: [{ group: 'Start', pages: ['index', 'quickstrat'] }] }));
  const run = quire(['build', dir, '--strict'], tmpdir());
  assert.equal(run.status, 1, run.output);
  assert.match(run.output, /docs\.json: 1 navigation entry names no page[\s\S]*"quickstrat", which has no \.md or \.mdx file\n\s+hint: did you mean "quickstart"\?/);
  assert.match(run.stderr, /✖ missing-page \(1\): docs\.json:\d+:\d+/);
  assert.ok(!existsSync(join(dir, 'dist')), 'nothing written');
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

/** The 1-based line and column where `literal` (a JSON string, quotes included) first stands in `text`. */
function positionOf(text: string, literal: string): string {
  const before = text.slice(0, text.indexOf(literal));
  const lines = before.split('\n');
  return `line ${lines.length}, column ${lines[lines.length - 1].length + 1}`;
}

test('operation entries and OpenAPI files that name nothing: docs.json line and column, and the closest operations or files, in check and build', () => {
  const spec = {
    openapi: '3.1.0',
    info: { title: 'Pets', version: '1' },
    paths: { '/pets': { get: { summary: 'List pets', responses: { 200: { description: 'ok' } } } } },
    webhooks: { petAdopted: { post: { summary: 'Adopted', responses: { 200: { description: 'ok' } } } } },
  };
  const config = {
    theme: 'mint',
    name: 'D',
    colors: { primary: '#0d9373' },
    api: { openapi: ['/api/openapi.json', { source: 'api/openapi.jsn' }] },
    navigation: {
      groups: [
        { group: 'Start', pages: ['index'] },
        { group: 'API', openapi: 'api/openapi.json', pages: ['GET /pet', 'webhook petAdopte', 'api/openapi.yaml GET /pets'] },
        { group: 'More', openapi: { source: 'api/opennapi.json' } },
      ],
    },
  };
  const text = JSON.stringify(config, null, 2);
  const dir = siteFolder({ 'docs.json': text, 'index.mdx': '# Hi\n', 'api/openapi.json': JSON.stringify(spec) });
  folders.push(dir);
  const expected = [
    `api.openapi[1].source (${positionOf(text, '"api/openapi.jsn"')}): expected an OpenAPI file in the site folder, found "api/openapi.jsn", which does not exist\n      hint: did you mean "api/openapi.json"?`,
    `navigation.groups[1].pages[0] (${positionOf(text, '"GET /pet"')}): expected an operation of api/openapi.json, found "GET /pet"\n      hint: did you mean "GET /pets"?`,
    `navigation.groups[1].pages[1] (${positionOf(text, '"webhook petAdopte"')}): expected an operation of api/openapi.json, found "webhook petAdopte"\n      hint: did you mean "webhook petAdopted"?`,
    `navigation.groups[1].pages[2] (${positionOf(text, '"api/openapi.yaml GET /pets"')}): expected an OpenAPI file in the site folder, found "api/openapi.yaml", which does not exist\n      hint: did you mean "api/openapi.json"?`,
    `navigation.groups[2].openapi.source (${positionOf(text, '"api/opennapi.json"')}): expected an OpenAPI file in the site folder, found "api/opennapi.json", which does not exist\n      hint: did you mean "api/openapi.json"?`,
  ];
  for (const command of ['check', 'build']) {
    const run = quire([command, dir], tmpdir());
    assert.equal(run.status, 1, run.output);
    for (const problem of expected) assert.ok(run.stderr.includes(`✖ ${problem}`), `${command}: ${problem}\n--- got:\n${run.stderr}`);
    // Each is said once, where docs.json names it: not again as an unreadable file.
    assert.doesNotMatch(run.stderr, /cannot read|OpenAPI file api\/open/);
    assert.doesNotMatch(run.output, STACK_TRACE);
  }
});

test('docs.json variables: quire check and quire build name an undefined {{name}} with file:line:column and the closest defined one', () => {
  const config = JSON.stringify({
    theme: 'mint',
    name: 'D',
    colors: { primary: '#0d9373' },
    variables: { version: '2.0.0', 'api-url': 'https://api.example.com' },
    navigation: { pages: ['index', 'guide'] },
  });
  const dir = siteFolder({
    'docs.json': config,
    'index.mdx': '---\ntitle: Home\n---\n\nVersion {{version}}, see [the API]({{api-url}}/v2) and `{{unknown}}` in code.\n',
    'guide.mdx': '---\ntitle: Guide\n---\n\nUse {{verison}} here.\n',
  });
  folders.push(dir);
  for (const command of ['check', 'build']) {
    const run = quire([command, dir], tmpdir());
    assert.equal(run.status, 1, run.output);
    assert.match(run.stderr, /guide\.mdx:5:5: \{\{verison\}\} is no variable of docs\.json; did you mean "version"\?/, command);
    assert.doesNotMatch(run.stderr, /index\.mdx/, command);
    assert.doesNotMatch(run.output, STACK_TRACE, command);
  }
});

test('docs.json variables in image paths, headings and endpoint pages: quire check and quire build read the page as it renders', async () => {
  const config = JSON.stringify({
    theme: 'mint',
    name: 'D',
    colors: { primary: '#0d9373' },
    variables: { product: 'quire', 'api-host': 'https://api.example.com' },
    navigation: { pages: ['index', 'guide', 'items'] },
  });
  const dir = siteFolder({
    'docs.json': config,
    'index.mdx': '---\ntitle: Home\n---\n\n{/* the logo */}\n![Logo](/images/{{product}}.png)\n\nSee [about](/guide#about-quire) on {{api-host}}.\n',
    'guide.mdx': '---\ntitle: Guide\n---\n\n## About {{product}}\n',
    'items.mdx': '---\ntitle: Items\napi: GET /items\n---\n\nCalls {{api-host}}.\n\n<ParamField query="limit" type="number">At most 10.</ParamField>\n',
    'images/quire.png': 'png',
  });
  folders.push(dir);
  const check = await quireHere(['check', dir]);
  assert.equal(check.status, 0, check.output);
  assert.doesNotMatch(check.output, /\{\{product\}\}|about-quire/);
  const out = mkdtempSync(join(tmpdir(), 'quire-variables-out-'));
  folders.push(out);
  const build = quire(['build', dir, '--out', out], tmpdir());
  assert.equal(build.status, 0, build.output);
  assert.match(readFileSync(join(out, 'index.html'), 'utf8'), /src="\/images\/quire\.png"/);
  assert.match(readFileSync(join(out, 'guide', 'index.html'), 'utf8'), /id="about-quire"/);
  assert.match(readFileSync(join(out, 'items', 'index.html'), 'utf8'), /limit/);
  // The page as its reader wrote it (<page>.md): the comment left out, the reference as written.
  assert.match(readFileSync(join(out, 'index.md'), 'utf8'), /See \[about\]\(\/guide#about-quire\) on \{\{api-host\}\}\./);
  assert.doesNotMatch(readFileSync(join(out, 'index.md'), 'utf8'), /the logo/);
});

test('docs.json variables: a page with {{api-host}} that includes itself is still found by the include-loop check', async () => {
  const config = JSON.stringify({ theme: 'mint', name: 'D', colors: { primary: '#0d9373' }, variables: { 'api-host': 'https://api.example.com' }, navigation: { pages: ['index'] } });
  const dir = siteFolder({ 'docs.json': config, 'index.mdx': '---\ntitle: Home\n---\n\nOn {{api-host}}.\n\n<Snippet file="index" />\n' });
  folders.push(dir);
  const run = await quireHere(['check', dir]);
  assert.equal(run.status, 1, run.output);
  assert.match(run.stderr, /include each other in a loop[\s\S]*index\.mdx:7: <Snippet file="index">/);
  assert.doesNotMatch(run.output, STACK_TRACE);
});
