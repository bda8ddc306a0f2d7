import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { githubAnnotations, jsonReport, problemRecords, readBuildRecords } from '../../../src/site/problem-records.ts';
import { addToReport, newSiteReport, writeReport } from '../../../src/site/report.ts';

const BROKEN_LINKS = ['Broken links (2):', '  ✖ guide/intro.mdx:12:5: /guide/missing is no page', '  ✖ index.mdx:3:1: /old is no page, did you mean /new?'].join('\n');

test('a problem naming places becomes one record per place, with its file, line and column and the line of the message about it', () => {
  const records = problemRecords([
    {
      kind: 'broken-link',
      severity: 'error',
      message: BROKEN_LINKS,
      places: [
        { file: 'guide/intro.mdx', line: 12, column: 5 },
        { file: 'index.mdx', line: 3, column: 1 },
      ],
    },
    {
      kind: 'missing-page',
      severity: 'warning',
      message: 'navigation names a page with no file:\n  ⚠ docs.json navigation.pages[1]: guides/gone',
      places: [{ file: 'docs.json', path: 'navigation.pages[1]' }],
    },
    { severity: 'error', message: 'The build stopped: a file could not be compiled:\n  ✖ a.mdx:2: …', places: [] },
  ]);
  assert.deepEqual(records, [
    { kind: 'broken-link', severity: 'error', message: 'guide/intro.mdx:12:5: /guide/missing is no page', file: 'guide/intro.mdx', line: 12, column: 5 },
    { kind: 'broken-link', severity: 'error', message: 'index.mdx:3:1: /old is no page, did you mean /new?', file: 'index.mdx', line: 3, column: 1 },
    { kind: 'missing-page', severity: 'warning', message: 'docs.json navigation.pages[1]: guides/gone', file: 'docs.json', path: 'navigation.pages[1]' },
    { severity: 'error', message: 'The build stopped: a file could not be compiled:' },
  ]);
});

test('as GitHub workflow commands: one annotation per record, its message and properties escaped so a colon, comma or line break cannot end them', () => {
  const text = githubAnnotations([
    { kind: 'broken-link', severity: 'error', message: 'a:b, 100%\nnext', file: 'docs/a,b.mdx', line: 3, column: 7 },
    { severity: 'warning', message: 'no place' },
  ]);
  assert.equal(text, ['::error file=docs/a%2Cb.mdx,line=3,col=7,title=quire broken-link::a:b, 100%25%0Anext', '::warning title=quire::no place'].join('\n'));
});

test('as JSON: whether the site passed, the summary and every record', () => {
  const parsed = JSON.parse(jsonReport([{ kind: 'broken-link', severity: 'error', message: 'x', file: 'a.mdx', line: 1 }], { ok: false, summary: '✖ quire build would refuse this site' }));
  assert.deepEqual(parsed, { ok: false, summary: '✖ quire build would refuse this site', problems: [{ kind: 'broken-link', severity: 'error', message: 'x', file: 'a.mdx', line: 1 }] });
});

test("quire-report.json holds every problem as a record, each message with its own places; a build's reader takes them as written", (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-report-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const report = newSiteReport();
  const before = Date.now() - 1000;
  addToReport(report, { kind: 'broken-link', severity: 'warning', message: 'Broken links:\n  ⚠ a.mdx:3:7: /x is no page', places: [{ file: 'a.mdx', line: 3, column: 7 }] });
  addToReport(report, { kind: 'broken-link', severity: 'warning', message: 'Broken links:\n  ⚠ b.mdx:1:1: /y is no page', places: [{ file: 'b.mdx', line: 1, column: 1 }] });
  addToReport(report, {
    kind: 'config-warning',
    severity: 'warning',
    message: 'docs.json: ignored:\n  ⚠ docs.json api.baseUrl: not a docs.json key',
    places: [{ file: 'docs.json', path: 'api.baseUrl' }],
  });
  const file = join(dir, 'quire-report.json');
  writeReport(report, file);
  const written = JSON.parse(readFileSync(file, 'utf8'));
  assert.deepEqual(written.kinds, [
    { kind: 'broken-link', severity: 'warning', count: 2 },
    { kind: 'config-warning', severity: 'warning', count: 1 },
  ]);
  const expected = [
    { kind: 'broken-link', severity: 'warning', message: 'a.mdx:3:7: /x is no page', file: 'a.mdx', line: 3, column: 7 },
    { kind: 'broken-link', severity: 'warning', message: 'b.mdx:1:1: /y is no page', file: 'b.mdx', line: 1, column: 1 },
    { kind: 'config-warning', severity: 'warning', message: 'docs.json api.baseUrl: not a docs.json key', file: 'docs.json', path: 'api.baseUrl' },
  ];
  assert.deepEqual(written.problems, expected);
  assert.deepEqual(readBuildRecords(file, before), expected);
  assert.deepEqual(readBuildRecords(file, Date.now() + 60_000), [], "an earlier build's report is not this build's");
});
