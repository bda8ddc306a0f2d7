import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { checkSiteFolder } from '../../src/cli/check.ts';
import { findSiteFolder } from '../../src/cli/site-folder.ts';
import { siteWorkFolder, workBase } from '../../src/cli/work-folder.ts';
import { layoutFor } from '../../src/config/site-layout.ts';
import { pageHref } from '../../src/navigation/pages.ts';
import { remoteSpecReader } from '../../src/openapi/fetch-spec.ts';
import { loadSite } from '../../src/site/load-site.ts';
import { jsonReport, problemRecords } from '../../src/site/problem-records.ts';
import { siteRoutes } from '../../src/site/site-routes.ts';
import { quire } from '../cli/quire-process.ts';
import { CORPUS_ROOT, corpusSkip } from '../support/corpus.ts';
import { builtPagePath } from '../support/docs-json-stubs.ts';
import { problemKeys as keys, type Report, reportOf } from '../support/problem-report.ts';

// Issue 28: real docs.json repositories (../shared/corpus/docs-json/field, and Mintlify's own
// docs) build with plain `quire build`, as they deploy on Mintlify: what Mintlify builds past is
// reported, not fatal. Every site is read by the loader and checked (the report `quire check
// --reporter json` prints, made in this process); the fewest sites that together show every kind of problem the checks found
// are then built whole, and each build must name the same problems as its check and draw every page
// the loader gives. `QUIRE_FIELD_BUILDS=all` builds every site (`npm run test:field`, about 9 minutes).
const FIELD = join(CORPUS_ROOT, 'docs-json/field');
const MINTLIFY_DOCS = join(CORPUS_ROOT, 'docs-json/mintlify-docs');
const BUILD_ALL = process.env.QUIRE_FIELD_BUILDS === 'all';

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
  'asyncapi',
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

/** What a site's check found, kept for its build. */
interface CheckedSite {
  name: string;
  /** The copy's folder holding docs.json. */
  dir: string;
  report: Report;
  pages: string[];
}

/**
 * The fewest sites whose checks together show every kind found over all of them: each step takes the
 * site adding the most kinds not yet shown, the smaller site on a tie, so the builds stay cheap.
 */
function sitesShowingEveryKind(checked: readonly CheckedSite[]): CheckedSite[] {
  const kindsOf = (site: CheckedSite) => new Set(site.report.problems.map((problem) => problem.kind ?? '-'));
  const shown = new Set<string>();
  const chosen: CheckedSite[] = [];
  for (;;) {
    const gain = (site: CheckedSite) => [...kindsOf(site)].filter((kind) => !shown.has(kind)).length;
    const next = checked.filter((site) => !chosen.includes(site) && gain(site) > 0).sort((a, b) => gain(b) - gain(a) || a.pages.length - b.pages.length)[0];
    if (!next) return chosen;
    chosen.push(next);
    for (const kind of kindsOf(next)) shown.add(kind);
  }
}

/** The report `quire check <dir> --reporter json [--strict]` prints, made by the same functions in this process. */
async function checkedReport(dir: string, strict = false): Promise<Report> {
  const folder = findSiteFolder(dir);
  const checked = await checkSiteFolder(folder, { strict, remoteCacheDir: join(siteWorkFolder(folder.dir, workBase()), 'cache', 'quire-remote-specs') });
  return JSON.parse(jsonReport(problemRecords(checked.problems), { ok: checked.errors.length === 0, summary: checked.summary })) as Report;
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

const checkedSites: CheckedSite[] = [];

for (const { name, dir: source } of sites) {
  test(`${name}: every navigation page with a file has its URL, quire check passes naming only the policy's kinds, all warnings`, {
    skip: corpusSkip(source),
    timeout: 300_000,
  }, async () => {
    // The site's docs.json may sit below the repository's top (docs/, fern/…): the folder holding it.
    const root = existsSync(join(source, 'docs.json')) ? source : join(source, readdirSync(source).find((entry) => existsSync(join(source, entry, 'docs.json'))) ?? '');
    const copy = mkdtempSync(join(tmpdir(), 'quire-field-'));
    folders.push(copy);
    const dir = join(copy, 'site');
    cpSync(root, dir, { recursive: true });
    const site = await loadSite(layoutFor(dir, 'docs.json'), { mode: 'build', links: 'warn', readRemote: remoteSpecReader({ offline: true }) });
    const pages = siteRoutes(site).pages;
    const answered = new Set(pages);
    const unrouted = listedPageEntries(JSON.parse(readFileSync(join(dir, 'docs.json'), 'utf8')).navigation)
      .filter((page) => ['.mdx', '.md'].some((extension) => existsSync(join(dir, `${page}${extension}`))))
      .filter((page) => !answered.has(pageHref(page)));
    assert.deepEqual(unrouted, [], 'navigation pages with a file and no URL');
    // What `quire check --reporter json` prints, from the check itself in this process: a process
    // per site would load Quire and read the site again (the cover sites below run the command).
    const report = await checkedReport(dir);
    assert.equal(report.ok, true, JSON.stringify(report.problems.filter((problem) => problem.severity === 'error')).slice(0, 6000));
    for (const problem of report.problems) {
      assert.ok(KINDS.has(problem.kind ?? ''), `unexpected kind ${problem.kind}: ${problem.message.slice(0, 300)}`);
      assert.equal(problem.severity, 'warning', `${problem.kind} is a warning on a docs.json site`);
    }
    checkedSites.push({ name, dir, report, pages });
  });
}

test(`${BUILD_ALL ? 'every field site' : 'the fewest field sites that together show every kind of problem the checks found'}: plain quire build succeeds, draws every page the loader gives and names the problems quire check named; --strict refuses each kind`, {
  skip: corpusSkip(FIELD),
  timeout: 3_600_000,
}, async (t) => {
  assert.equal(checkedSites.length, sites.length, 'a site failed its check above');
  const built = BUILD_ALL ? checkedSites : sitesShowingEveryKind(checkedSites);
  const kindsFound = new Set(checkedSites.flatMap((site) => site.report.problems.map((problem) => problem.kind)));
  const kindsBuilt = new Set(built.flatMap((site) => site.report.problems.map((problem) => problem.kind)));
  assert.deepEqual([...kindsBuilt].sort(), [...kindsFound].sort());
  for (const { name, dir, report: checked, pages } of built) {
    await t.test(name, async () => {
      // The build's problems as records on stdout (Astro's lines go to stderr).
      // Run from this process's folder: the records name files as the in-process check named them.
      const run = quire(['build', dir, '--reporter', 'json'], process.cwd(), {}, 1_200_000);
      assert.equal(run.status, 0, run.output.slice(-6000));
      const report = reportOf(run.stdout, 'build');
      assert.equal(report.ok, true);
      // quire check is the build's judgement without the drawing: the same problems, kinds, severities and places.
      assert.deepEqual(keys(checked), keys(report));
      const unbuilt = pages.filter((page) => !existsSync(builtPagePath(join(dir, 'dist'), page === '/' ? 'index' : page.slice(1))));
      assert.deepEqual(unbuilt, [], 'pages the loader gives, not built');
      // What the check reported, --strict refuses (as `mint validate` does), each problem of every kind an error: these sites show every kind found.
      // In this process, as the checks above (the command's --strict and its exit code: tests/cli/site-policy.test.ts).
      const refused = await checkedReport(dir, true);
      assert.equal(refused.ok, checked.problems.length === 0);
      assert.deepEqual(
        keys(refused).map((key) => key.replace(/^error /, 'warning ')),
        keys(checked),
        'the same problems',
      );
      assert.deepEqual(new Set(refused.problems.map((problem) => problem.severity)), new Set(refused.problems.length > 0 ? ['error'] : []));
    });
  }
});
