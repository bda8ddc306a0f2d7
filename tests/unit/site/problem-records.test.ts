import assert from 'node:assert/strict';
import { test } from 'node:test';
import { githubAnnotations, jsonReport, problemRecords } from '../../../src/site/problem-records.ts';

const BROKEN_LINKS = ['Broken links (2):', '  ✖ guide/intro.mdx:12:5: /guide/missing is no page', '  ✖ index.mdx:3:1: /old is no page, did you mean /new?'].join('\n');

test('a problem naming places becomes one record per place, with its file, line and column and the line of the message about it', () => {
  const records = problemRecords([
    { kind: 'broken-link', severity: 'error', message: BROKEN_LINKS, locations: ['guide/intro.mdx:12:5', 'index.mdx:3:1'] },
    { kind: 'missing-page', severity: 'warning', message: 'navigation names a page with no file:\n  ⚠ docs.json: guides/gone', locations: ['docs.json'] },
    { severity: 'error', message: 'The build stopped: a file could not be compiled:\n  ✖ a.mdx:2: …', locations: [] },
  ]);
  assert.deepEqual(records, [
    { kind: 'broken-link', severity: 'error', message: 'guide/intro.mdx:12:5: /guide/missing is no page', file: 'guide/intro.mdx', line: 12, column: 5 },
    { kind: 'broken-link', severity: 'error', message: 'index.mdx:3:1: /old is no page, did you mean /new?', file: 'index.mdx', line: 3, column: 1 },
    { kind: 'missing-page', severity: 'warning', message: 'docs.json: guides/gone', file: 'docs.json' },
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
