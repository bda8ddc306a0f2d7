import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { projectRoot } from '../support/run-build.ts';

// The benchmark pipeline on a dozen pages: corpus → Quire, bare Astro and Starlight builds → page
// weight → Lighthouse (home page only) → results.json in the shape issue 7 fixes. No timing limits:
// this only proves `npm run bench` still works and writes what other tools read.
test('bench smoke run: every stage works and results.json has the documented shape', () => {
  const work = join(projectRoot, 'bench/.work/smoke');
  const out = join(work, 'results.json');
  const run = spawnSync(
    process.execPath,
    ['bench/run.mjs', '--pages', '12', '--rounds', '1', '--scaling', 'none', '--weight-pages', '12', '--lighthouse-pages', 'home', '--work', work, '--out', out],
    { cwd: projectRoot, encoding: 'utf8', timeout: 300_000 },
  );
  assert.equal(run.status, 0, `${run.stdout}\n${run.stderr}`);

  const results = JSON.parse(readFileSync(out, 'utf8'));
  assert.deepEqual(Object.keys(results), ['machine', 'pages', 'build', 'weight', 'lighthouse']);
  assert.equal(typeof results.machine, 'string');
  assert.equal(results.pages, 12);
  assert.deepEqual(Object.keys(results.build), ['quire', 'bare', 'starlight', 'ratios']);
  for (const tool of ['quire', 'bare', 'starlight']) {
    assert.deepEqual(Object.keys(results.build[tool]), ['wallMs', 'peakRssMb', 'outBytes'], tool);
    for (const value of Object.values(results.build[tool])) assert.ok(Number.isFinite(value) && (value as number) > 0, `${tool}: ${value}`);
  }
  assert.deepEqual(Object.keys(results.build.ratios), ['quireToBare', 'quireToStarlight']);
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
});
