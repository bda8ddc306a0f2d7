import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { CORPUS_ROOT, corpusSkip } from '../support/corpus.ts';
import { problemKeys as keys, reportOf } from '../support/problem-report.ts';
import { quire } from '../cli/quire-process.ts';
import { builtPagePath } from '../support/docs-json-stubs.ts';

// Issue 28: real docs.json repositories (../shared/corpus/docs-json/field, and Mintlify's own
// docs) build with plain `quire build`, as they deploy on Mintlify: what Mintlify builds past is
// reported, not fatal. Slow (each site is built once, the biggest for minutes): run under the
// shared build lock (`flock /tmp/quire-build.lock node --test tests/build/docs-json-field.test.ts`).
const FIELD = join(CORPUS_ROOT, 'docs-json/field');
const MINTLIFY_DOCS = join(CORPUS_ROOT, 'docs-json/mintlify-docs');

/** Every kind the policy may report on a docs.json site: the report holds nothing else. */
const KINDS = new Set([
  'missing-page',
  'unknown-operation',
  'openapi-invalid',
  'openapi-warning',
  'broken-link',
  'missing-media',
  'unknown-component',
  'component-placeholder',
  'config-warning',
  'redirect',
  'icon-fallback',
  'frontmatter',
  'page-code',
  'mdx-syntax',
]);

/** The page entries docs.json lists (not operation entries), without a leading "/". */
function listedPageEntries(navigation: unknown, out: string[] = []): string[] {
  if (Array.isArray(navigation)) for (const item of navigation) listedPageEntries(item, out);
  else if (navigation && typeof navigation === 'object') {
    for (const [key, value] of Object.entries(navigation)) {
      if (key === 'global') continue;
      if (key === 'pages' && Array.isArray(value)) {
        for (const page of value) {
          if (typeof page === 'string' && !/^(\S+\s+)?(get|post|put|patch|delete|webhook)\s/i.test(page)) out.push(page.replace(/^\/+/, '').replace(/\.mdx?$/, ''));
          else listedPageEntries(page, out);
        }
      } else listedPageEntries(value, out);
    }
  }
  return out;
}

const folders: string[] = [];
after(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const sites = existsSync(FIELD)
  ? readdirSync(FIELD)
      .filter((name) => statSync(join(FIELD, name)).isDirectory())
      .map((name) => ({ name, dir: join(FIELD, name) }))
  : [];
sites.push({ name: 'mintlify-docs', dir: MINTLIFY_DOCS });

test('the field corpus is there', { skip: corpusSkip(FIELD) }, () => {
  assert.ok(sites.length >= 15, `${sites.length} sites`);
});

for (const { name, dir: source } of sites) {
  test(`${name}: plain quire build succeeds, every navigation page with a file is built, the report names only the policy's kinds, and quire check names the same problems`, {
    skip: corpusSkip(source),
    timeout: 1_200_000,
  }, () => {
    // The site's docs.json may sit below the repository's top (docs/, fern/…): the folder holding it.
    const root = existsSync(join(source, 'docs.json')) ? source : join(source, readdirSync(source).find((entry) => existsSync(join(source, entry, 'docs.json'))) ?? '');
    const copy = mkdtempSync(join(tmpdir(), 'quire-field-'));
    folders.push(copy);
    const dir = join(copy, 'site');
    cpSync(root, dir, { recursive: true });
    // The build's problems as records on stdout (Astro's lines go to stderr).
    const run = quire(['build', dir, '--reporter', 'json'], tmpdir(), {}, 1_200_000);
    assert.equal(run.status, 0, run.output.slice(-6000));
    const built = reportOf(run.stdout, 'build');
    assert.equal(built.ok, true);
    const dist = join(dir, 'dist');
    const unbuilt = listedPageEntries(JSON.parse(readFileSync(join(dir, 'docs.json'), 'utf8')).navigation)
      .filter((page) => ['.mdx', '.md'].some((extension) => existsSync(join(dir, `${page}${extension}`))))
      .filter((page) => !existsSync(builtPagePath(dist, page)));
    assert.deepEqual(unbuilt, [], 'navigation pages with a file, not built');
    for (const problem of built.problems) {
      assert.ok(KINDS.has(problem.kind ?? ''), `unexpected kind ${problem.kind}: ${problem.message.slice(0, 300)}`);
      assert.equal(problem.severity, 'warning', `${problem.kind} is a warning on a docs.json site`);
    }
    // quire check is the build's judgement without the drawing: the same problems, kinds, severities and places.
    const checked = reportOf(quire(['check', dir, '--reporter', 'json'], tmpdir(), {}, 600_000).stdout, 'check');
    assert.equal(checked.ok, built.ok);
    assert.deepEqual(keys(checked), keys(built));
    if (built.problems.length > 0) {
      // What the build reported, --strict refuses, naming the kinds (as `mint validate` does).
      const strict = quire(['check', dir, '--strict'], tmpdir(), {}, 600_000);
      assert.equal(strict.status, 1, strict.output.slice(-3000));
      assert.match(strict.output, /✖ [a-z-]+ \(\d+\)/);
    }
  });
}
