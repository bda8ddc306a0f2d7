import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { CORPUS_ROOT, corpusSkip } from '../support/corpus.ts';
import { problemKeys as keys, reportOf } from '../support/problem-report.ts';
import { projectRoot, quire } from './quire-process.ts';

/** The counts every process of a build wrote (tests/support/count-reads.cjs), summed by file. */
function readsOf(copy: string): Map<string, number> {
  const total = new Map<string, number>();
  for (const name of readdirSync(copy).filter((entry) => entry.startsWith('.reads.'))) {
    for (const [file, times] of Object.entries(JSON.parse(readFileSync(join(copy, name), 'utf8')) as Record<string, number>)) total.set(file, (total.get(file) ?? 0) + times);
  }
  return total;
}

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
    // The build's own openings of the site's files, counted from JavaScript (tests/support/count-reads.cjs).
    const counted = join(copy, '.reads');
    const build = quire(['build', copy, '--reporter', 'json'], copy, {
      NODE_OPTIONS: `--require ${join(projectRoot, 'tests/support/count-reads.cjs')}`,
      QUIRE_COUNT_READS_UNDER: `${copy}/`,
      QUIRE_COUNT_READS_OUT: counted,
    });
    const checked = reportOf(check.stdout, 'check');
    const built = reportOf(build.stdout, 'build');
    assert.equal(checked.ok, built.ok, `check says ok=${checked.ok}, build ok=${built.ok}`);
    assert.equal(check.status, build.status);
    assert.ok(built.problems.length > 0, 'a real site with no problem at all would not test the comparison');
    assert.deepEqual(keys(checked), keys(built));
    // loadSite is the one reader of the folder: docs.json once, each page at most twice (the loader
    // and Astro's content store), each OpenAPI file at most twice.
    const reads = readsOf(copy);
    const config = join(copy, 'docs.json');
    assert.equal(reads.get(config), 1, `docs.json opened ${reads.get(config)} times`);
    const pages = [...reads].filter(([file]) => /\.mdx?$/.test(file) && !file.includes('/dist/'));
    assert.ok(pages.length > 10, `only ${pages.length} pages read`);
    assert.deepEqual(
      pages.filter(([, times]) => times > 2),
      [],
      'pages opened more than twice',
    );
    assert.deepEqual(
      [...reads].filter(([file, times]) => /\.(ya?ml|json)$/.test(file) && file !== config && !file.includes('/dist/') && times > 2),
      [],
      'specs opened more than twice',
    );
  });
}
