import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { COMPILE_CACHE_DIR } from '../../src/cli/compile-cache.ts';
import { projectRoot } from '../support/run-build.ts';

// The benchmark's measure of record on a dozen pages: Quire and bare Astro built cold and warm,
// page weight, dist size and chrome weight, results.json in the shape other tools read. Starlight's
// two builds (the slowest of the three tools: about half of this run's time with them), the dev
// servers, the scaling and huge points and Lighthouse are stages of `npm run test:bench`
// (bench/smoke.test.ts), which runs every stage with every tool. No timing limits: this proves `npm run bench` still
// builds and measures what its table prints. Quire runs from src/ here: the package tests compile
// lib/ (npm pack) while other files run, and `npm run test:bench` runs the compiled package.
test('bench smoke run: cold and warm builds of Quire and bare Astro are measured, a tool left out is null, and results.json has the documented shape', () => {
  const work = join(projectRoot, 'bench/.work/smoke-builds');
  const out = join(work, 'results.json');
  const args = '--pages 12 --rounds 1 --scaling none --weight-pages 12 --no-dev --no-lighthouse --chrome-small none --quire-from source --targets quire,bare'.split(' ');
  // A cold build removes caches, but only the benchmark's own: this checkout's compile cache serves
  // every other build running from it (the test builds beside this one), which must not lose it.
  mkdirSync(COMPILE_CACHE_DIR, { recursive: true });
  const keep = join(COMPILE_CACHE_DIR, `bench-smoke-${process.pid}`);
  writeFileSync(keep, 'not the benchmark’s\n');
  const run = spawnSync(process.execPath, ['bench/run.mjs', ...args, '--work', work, '--out', out], { cwd: projectRoot, encoding: 'utf8', timeout: 600_000 });
  assert.equal(run.status, 0, `${run.stdout}\n${run.stderr}`);
  assert.ok(existsSync(keep), "the benchmark removed this checkout's compile cache, which other builds were using");
  rmSync(keep);

  const results = JSON.parse(readFileSync(out, 'utf8'));
  assert.deepEqual(Object.keys(results), ['machine', 'pages', 'build', 'weight', 'lighthouse']);
  assert.equal(results.pages, 12);
  assert.deepEqual(Object.keys(results.build), ['quire', 'bare', 'starlight', 'ratios']);
  const positive = (value: unknown, what: string) => assert.ok(Number.isFinite(value) && (value as number) > 0, `${what}: ${value}`);
  assert.equal(results.build.starlight, null, 'a tool the run left out is null, not a figure');
  for (const tool of ['quire', 'bare']) {
    const { warm, ...cold } = results.build[tool];
    assert.deepEqual(Object.keys(cold), ['wallMs', 'peakRssMb', 'outBytes'], tool);
    for (const [key, value] of Object.entries(cold)) positive(value, `${tool} cold ${key}`);
    assert.deepEqual(Object.keys(warm), ['wallMs', 'peakRssMb'], `${tool} warm`);
    for (const [key, value] of Object.entries(warm)) positive(value, `${tool} warm ${key}`);
  }
  positive(results.build.ratios.quireToBare, 'quireToBare');
  positive(results.build.ratios.warmQuireToBare, 'warmQuireToBare');
  assert.deepEqual([results.build.ratios.quireToStarlight, results.build.ratios.warmQuireToStarlight], [null, null]);
  for (const page of ['home', 'content', 'api']) {
    assert.deepEqual(Object.keys(results.weight[page]), ['htmlGz', 'cssGz', 'jsGz'], page);
    positive(results.weight[page].htmlGz, `${page} HTML`);
    positive(results.weight[page].cssGz, `${page} CSS`);
  }
  assert.deepEqual(results.lighthouse, { home: null, content: null, api: null }, 'a run without Lighthouse says so');
  assert.match(run.stdout, /\| Quire \|/, 'the table is printed');

  const detail = JSON.parse(readFileSync(join(work, 'results-detail.json'), 'utf8'));
  assert.deepEqual(Object.keys(detail.size['12']), ['quire', 'bare']);
  for (const tool of ['quire', 'bare']) {
    for (const page of ['home', 'content', 'api']) {
      const chrome = detail.chrome['12'][tool][page];
      positive(chrome.articleGz, `${tool} ${page} article`);
      assert.equal(chrome.chromeGz, chrome.pageGz - chrome.articleGz);
    }
    positive(detail.size['12'][tool].total, `${tool} dist size`);
  }
  // Quire's search, llms files and page markdown are counted in its dist size.
  for (const kind of ['search', 'pageMarkdown', 'llms']) positive(detail.size['12'].quire[kind], `Quire ${kind} bytes`);
  assert.equal(detail.chrome['12'].bare.content.inlineScripts.count, 0, 'bare Astro pages carry no script');
});
