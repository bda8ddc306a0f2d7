import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { CORPUS_ROOT, corpusSkip } from '../support/corpus.ts';
import { problemKeys as keys, reportOf } from '../support/problem-report.ts';
import { quire } from './quire-process.ts';

// `quire check` is the build's judgement without the drawing: on real Mintlify repositories it
// names the same problems (kind, severity, file and line) as `quire build`, and both pass or fail
// alike. Each site is copied (a build writes dist/ in the folder) and built once.

// The field sites and Mintlify's own docs are compared where they are built (tests/build/docs-json-field.test.ts).
const SITES = ['sites/Safefy-Pay+docs', 'sites/hoppscotch+docs', 'sites/Sajal0208+vocobase-api-docs'];

const copies: string[] = [];
after(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

for (const site of SITES) {
  const folder = join(CORPUS_ROOT, 'docs-json', site);
  test(`${site}: quire check names the problems quire build names, with the same kinds, severities and places`, { skip: corpusSkip(folder), timeout: 300_000 }, () => {
    const copy = mkdtempSync(join(tmpdir(), 'quire-agree-'));
    copies.push(copy);
    cpSync(folder, copy, { recursive: true });
    const check = quire(['check', copy, '--reporter', 'json'], copy);
    const build = quire(['build', copy, '--reporter', 'json'], copy);
    const checked = reportOf(check.stdout, 'check');
    const built = reportOf(build.stdout, 'build');
    assert.equal(checked.ok, built.ok, `check says ok=${checked.ok}, build ok=${built.ok}`);
    assert.equal(check.status, build.status);
    assert.ok(built.problems.length > 0, 'a real site with no problem at all would not test the comparison');
    assert.deepEqual(keys(checked), keys(built));
  });
}
