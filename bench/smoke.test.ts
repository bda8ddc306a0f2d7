import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { projectRoot } from '../tests/support/run-build.ts';

// `npm run test:bench`: the benchmark pipeline on a dozen pages: corpus → Quire, bare Astro and Starlight builds → dev
// servers (cold and warm start, page edits) → chrome weight on a 10-page site → a "huge" point (14
// pages here) → page weight → Lighthouse (home page only) → results.json in the shape issue 7 fixes
// and results-detail.json with the rest. No timing limits: this only proves `npm run bench` still
// works, measures everything it claims to and writes what other tools read.
test('bench smoke run: every stage works and results.json has the documented shape', () => {
  const work = join(projectRoot, 'bench/.work/smoke');
  const out = join(work, 'results.json');
  const run = spawnSync(
    process.execPath,
    [
      'bench/run.mjs',
      '--pages',
      '12',
      '--rounds',
      '1',
      '--scaling',
      'none',
      '--weight-pages',
      '12',
      '--lighthouse-pages',
      'home',
      '--dev-rounds',
      '1',
      '--chrome-small',
      '10',
      '--huge',
      '14',
      '--huge-limit',
      '300',
      '--work',
      work,
      '--out',
      out,
    ],
    { cwd: projectRoot, encoding: 'utf8', timeout: 600_000 },
  );
  assert.equal(run.status, 0, `${run.stdout}\n${run.stderr}`);

  const results = JSON.parse(readFileSync(out, 'utf8'));
  assert.deepEqual(Object.keys(results), ['machine', 'pages', 'build', 'weight', 'lighthouse']);
  assert.equal(typeof results.machine, 'string');
  assert.equal(results.pages, 12);
  assert.deepEqual(Object.keys(results.build), ['quire', 'bare', 'starlight', 'ratios']);
  for (const tool of ['quire', 'bare', 'starlight']) {
    // Cold figures, and the warm build's (the same build again, with the caches the cold one left).
    const { warm, ...cold } = results.build[tool];
    assert.deepEqual(Object.keys(cold), ['wallMs', 'peakRssMb', 'outBytes'], tool);
    for (const value of Object.values(cold)) assert.ok(Number.isFinite(value) && (value as number) > 0, `${tool}: ${value}`);
    assert.deepEqual(Object.keys(warm), ['wallMs', 'peakRssMb'], `${tool} warm`);
    for (const value of Object.values(warm)) assert.ok(Number.isFinite(value) && (value as number) > 0, `${tool} warm: ${value}`);
  }
  assert.deepEqual(Object.keys(results.build.ratios), ['quireToBare', 'quireToStarlight', 'warmQuireToBare', 'warmQuireToStarlight']);
  for (const value of Object.values(results.build.ratios)) assert.ok(Number.isFinite(value) && (value as number) > 0);
  assert.deepEqual(Object.keys(results.weight), ['home', 'content', 'api']);
  for (const page of ['home', 'content', 'api']) {
    assert.deepEqual(Object.keys(results.weight[page]), ['htmlGz', 'cssGz', 'jsGz'], page);
    assert.ok(results.weight[page].htmlGz > 0 && results.weight[page].cssGz > 0, page);
  }
  assert.deepEqual(Object.keys(results.lighthouse), ['home', 'content', 'api']);
  assert.deepEqual(Object.keys(results.lighthouse.home), ['performance', 'accessibility', 'bestPractices', 'seo']);
  for (const score of Object.values(results.lighthouse.home)) assert.ok(Number.isInteger(score) && (score as number) >= 0 && (score as number) <= 100);
  assert.equal(results.lighthouse.content, null, 'pages left out of the Lighthouse run are null');
  assert.match(run.stdout, /\| Quire \|/, 'the table is printed');

  const detail = JSON.parse(readFileSync(join(work, 'results-detail.json'), 'utf8'));
  const positive = (value: unknown, what: string) => assert.ok(Number.isFinite(value) && (value as number) > 0, `${what}: ${value}`);
  for (const tool of ['quire', 'bare', 'starlight']) {
    const dev = detail.dev.median[tool];
    for (const key of ['coldMs', 'warmMs', 'editMs']) positive(dev[key], `${tool} dev ${key}`);
    assert.equal(detail.dev.runs[tool][0].editMs.length, 3, `${tool}: three edits, each seen`);
    for (const pages of ['12', '10']) {
      for (const page of ['home', 'content', 'api']) {
        const chrome = detail.chrome[pages][tool][page];
        positive(chrome.pageGz, `${tool} ${pages} ${page} page`);
        positive(chrome.articleGz, `${tool} ${pages} ${page} article`);
        assert.equal(chrome.chromeGz, chrome.pageGz - chrome.articleGz);
      }
      positive(detail.size[pages][tool].total, `${tool} ${pages} dist size`);
      positive(detail.size[pages][tool].html, `${tool} ${pages} HTML size`);
    }
    positive(detail.huge.build[tool].wallMs, `${tool} huge build`);
    positive(detail.huge.build[tool].peakRssMb, `${tool} huge memory`);
    positive(detail.huge.devFirstPageMs[tool], `${tool} huge dev first page`);
  }
  positive(detail.dev.median.quire.siteJsonEditMs, 'a site.json edit is shown without a restart');
  // Quire's search, llms files and page markdown are counted in its dist size.
  for (const kind of ['search', 'pageMarkdown', 'llms']) positive(detail.size['12'].quire[kind], `Quire ${kind} bytes`);
  assert.equal(detail.chrome['12'].bare.content.inlineScripts.count, 0, 'bare Astro pages carry no script');
  const goals = detail.goals.map((goal: { goal: string }) => goal.goal).join('\n');
  for (const goal of [
    /dist\/ size/,
    /chrome .* 10-page site/,
    /chrome .* 12-page site/,
    /cold/,
    /warm/,
    /edited page/,
    /site\.json/,
    /14 pages: build/,
    /14 pages: peak memory/,
    /14 pages: dev first page/,
    /Lighthouse/,
  ]) {
    assert.match(goals, goal);
  }
  for (const goal of detail.goals) assert.equal(typeof goal.met, 'boolean', goal.goal);
  assert.match(run.stdout, /Goals \(issue 20\)/, 'the goals table is printed');
});
