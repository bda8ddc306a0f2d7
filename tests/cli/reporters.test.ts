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
