import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, test } from 'node:test';
import { quire, siteFolder } from './quire-process.ts';

// `--reporter json|github`: the problems of `quire check` and `quire build` as records a CI reads,
// one per place, with its kind, file, line and column.

const sites: string[] = [];
after(() => {
  for (const site of sites) rmSync(site, { recursive: true, force: true });
});

function siteWithBrokenLink() {
  const site = siteFolder({
    'site.json': JSON.stringify({ name: 'Reported', navigation: [{ group: 'Start', pages: ['index', 'guide'] }] }),
    'docs/index.md': '# Home\n\nSee [the guide](/guide) and [the old page](/old-page).\n',
    'docs/guide.md': '# Guide\n\nBack [home](/).\n',
  });
  sites.push(site);
  return site;
}

test('quire check --reporter json prints one JSON document: whether the site passes, and each problem with its kind, file, line and column', () => {
  const site = siteWithBrokenLink();
  const run = quire(['check', site, '--reporter', 'json'], site);
  assert.equal(run.status, 1, run.output);
  const report = JSON.parse(run.stdout);
  assert.equal(report.ok, false);
  const link = report.problems.find((problem: { kind?: string }) => problem.kind === 'broken-link');
  assert.deepEqual({ ...link, message: undefined }, { kind: 'broken-link', severity: 'error', file: 'docs/index.md', line: 3, column: 29, message: undefined });
  assert.match(link.message, /\/old-page/);
});

test('a report longer than a pipe holds (64 KiB) reaches a reader through the pipe whole: the JSON document parses, every annotation is there', () => {
  // 120 pages with 10 broken links each: 1,200 records, a document of a few hundred KiB, written at once.
  const names = Array.from({ length: 120 }, (_, index) => `page-${index}`);
  const files: Record<string, string> = {
    'site.json': JSON.stringify({ name: 'Long report', navigation: [{ group: 'Start', pages: names }] }),
  };
  for (const name of names) files[`docs/${name}.md`] = `# ${name}\n\n${Array.from({ length: 10 }, (_, index) => `See [gone ${index}](/gone-${name}-${index}).`).join('\n\n')}\n`;
  const site = siteFolder(files);
  sites.push(site);
  const json = quire(['check', site, '--reporter', 'json'], site);
  assert.equal(json.status, 1, json.stderr);
  assert.ok(json.stdout.length > 4 * 65_536, `a document of ${json.stdout.length} characters`);
  const report = JSON.parse(json.stdout);
  const links = report.problems.filter((problem: { kind?: string }) => problem.kind === 'broken-link');
  assert.deepEqual(new Set(links.map((problem: { file: string }) => problem.file)), new Set(names.map((name) => `docs/${name}.md`)));
  assert.equal(links.length, 1200);
  const github = quire(['check', site, '--reporter', 'github'], site);
  assert.equal(github.status, 1);
  assert.equal(github.stdout.match(/^::error file=docs\/page-\d+\.md,line=\d+/gm)?.length, 1200, github.stdout.slice(-300));
});

test('site.json errors and warnings are records at their line and column, with their JSON path and their own line of the report', () => {
  const site = siteFolder({
    'site.json': '{\n  "name": 5,\n  "colour": "red",\n  "navigation": [{ "group": "Start", "pages": ["index"] }]\n}\n',
    'docs/index.md': '# Home\n',
  });
  sites.push(site);
  const run = quire(['check', site, '--reporter', 'json'], site);
  assert.equal(run.status, 1, run.output);
  const { problems } = JSON.parse(run.stdout);
  const error = problems.find((problem: { severity: string }) => problem.severity === 'error');
  assert.deepEqual({ ...error, message: undefined }, { severity: 'error', file: 'site.json', line: 2, column: 11, path: 'name', message: undefined });
  assert.match(error.message, /^name \(line 2, column 11\): expected the project name \(a string\), found number 5/);
  const warning = problems.find((problem: { kind?: string }) => problem.kind === 'config-warning');
  assert.deepEqual([warning.file, warning.line, warning.path], ['site.json', 3, 'colour']);
  assert.match(warning.message, /^colour: not part of the site\.json contract \(did you mean "colors"\?\)/);
  const github = quire(['check', site, '--reporter', 'github'], site);
  assert.match(github.stdout, /^::error file=site\.json,line=2,col=11,title=quire::name \(line 2, column 11\): expected the project name/m);
});

test('a missing image the build refuses is a missing-media record at its place, by default and under --strict on a docs.json site', () => {
  const site = siteFolder({
    'site.json': JSON.stringify({ name: 'Pictured', navigation: [{ group: 'Start', pages: ['index'] }] }),
    'docs/index.md': '# Home\n\n![Diagram](/images/diagram.png)\n',
  });
  const mintlify = siteFolder({
    'docs.json': JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Pictured', colors: { primary: '#16a34a' }, navigation: { pages: ['index'] } }),
    'index.mdx': '---\ntitle: Home\n---\n\n![Diagram](/images/diagram.png)\n',
  });
  sites.push(site, mintlify);
  for (const [folder, args, file] of [
    [site, [], 'docs/index.md'],
    [mintlify, ['--strict'], 'index.mdx'],
  ] as const) {
    const run = quire(['check', folder, ...args, '--reporter', 'json'], folder);
    assert.equal(run.status, 1, run.output);
    const image = JSON.parse(run.stdout).problems.find((problem: { kind?: string }) => problem.kind === 'missing-media');
    assert.deepEqual(
      { ...image, message: undefined, column: undefined },
      { kind: 'missing-media', severity: 'error', file, line: file === 'index.mdx' ? 5 : 3, message: undefined, column: undefined },
    );
    assert.match(image.message, /\/images\/diagram\.png/);
  }
});

test('quire check --reporter github prints workflow commands GitHub shows on the pull request, beside the text report', () => {
  const site = siteWithBrokenLink();
  const run = quire(['check', site, '--reporter', 'github'], site);
  assert.equal(run.status, 1, run.output);
  assert.match(run.stdout, /^::error file=docs\/index\.md,line=3,col=29,title=quire broken-link::.*\/old-page/m);
  assert.match(run.stderr, /✖ docs\/index\.md:3:29/);
});

test('quire build --reporter github annotates what the build reported; a docs.json warning is a ::warning and the build succeeds', { timeout: 300_000 }, () => {
  const site = siteFolder({
    'docs.json': JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Annotated', colors: { primary: '#16a34a' }, navigation: { pages: ['index'] } }),
    'index.mdx': '---\ntitle: Home\n---\n\n<Sparkle>Shiny</Sparkle>\n',
  });
  sites.push(site);
  const run = quire(['build', site, '--reporter', 'github'], site);
  assert.equal(run.status, 0, run.output);
  assert.match(run.stdout, /^::warning file=index\.mdx,line=5,title=quire unknown-component::/m);
  const json = quire(['build', site, '--reporter', 'json'], site);
  assert.equal(json.status, 0, json.output);
  const report = JSON.parse(json.stdout);
  assert.equal(report.ok, true);
  assert.ok(report.problems.some((problem: { kind?: string; file?: string }) => problem.kind === 'unknown-component' && problem.file === 'index.mdx'));
});

test('an unknown reporter is a usage error naming the three', () => {
  const site = siteWithBrokenLink();
  const run = quire(['check', site, '--reporter', 'junit'], site);
  assert.equal(run.status, 2);
  assert.match(run.stderr, /--reporter: expected "text", "json" or "github", found "junit"/);
});
