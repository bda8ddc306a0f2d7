import assert from 'node:assert/strict';
import { test } from 'node:test';
import { linksMode, severityOf } from '../../../src/site/policy.ts';
import { addToReport, formatReport, newSiteReport } from '../../../src/site/report.ts';

test('one policy: docs.json builds past what Mintlify builds past, site.json keeps its contract, --strict makes every warning an error', () => {
  const docsJson = { frontDoor: 'docs.json' } as const;
  const siteJson = { frontDoor: 'site.json' } as const;
  for (const kind of ['missing-page', 'broken-link', 'missing-media', 'unknown-component', 'frontmatter'] as const) {
    assert.equal(severityOf(kind, docsJson), 'warning', kind);
    assert.equal(severityOf(kind, { ...docsJson, strict: true }), 'error', kind);
  }
  for (const kind of ['missing-page', 'broken-link', 'missing-media', 'unknown-component'] as const) assert.equal(severityOf(kind, siteJson), 'error', kind);
  assert.equal(severityOf('frontmatter', siteJson), 'warning', 'unreadable frontmatter: the page builds without it, on both front doors');
  assert.equal(severityOf('config-warning', { ...siteJson, strict: true }), 'error');
  // --links decides links and media either way, unless --strict.
  assert.equal(linksMode(docsJson), 'warn');
  assert.equal(linksMode({ ...docsJson, links: 'error' }), 'error');
  assert.equal(linksMode({ ...siteJson, links: 'warn' }), 'warn');
  assert.equal(linksMode({ ...siteJson, links: 'warn', strict: true }), 'error');
  assert.equal(severityOf('missing-page', { ...docsJson, links: 'error' }), 'warning', '--links is about links only');
});

test('the report groups by kind with counts and the first few locations, not a line per occurrence', () => {
  const report = newSiteReport();
  const places = Array.from({ length: 44 }, (_, i) => ({ file: `page-${i}.mdx`, line: i + 1, column: 1 }));
  addToReport(report, { kind: 'broken-link', severity: 'warning', places, message: 'links' });
  addToReport(report, { kind: 'missing-page', severity: 'error', places: [{ file: 'docs.json', path: 'navigation.pages[1]' }], message: 'pages' });
  assert.equal(
    formatReport(report),
    [
      'Quire report, by kind (the messages above say what to fix):',
      '  ⚠ broken-link (44): page-0.mdx:1:1, page-1.mdx:2:1, page-2.mdx:3:1, page-3.mdx:4:1, page-4.mdx:5:1, and 39 more',
      '  ✖ missing-page (1): docs.json navigation.pages[1]',
    ].join('\n'),
  );
  assert.equal(formatReport(newSiteReport()), undefined);
});
