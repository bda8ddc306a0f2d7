import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { quire, siteFolder, STACK_TRACE } from './quire-process.ts';

// A page whose own code fails while it is drawn (an expression that throws) stays a fault of that
// page: on a docs.json site the rest is built and the page is published as its text with a notice,
// as Mintlify publishes the pages around a broken one; site.json stops, naming it.

const sites: string[] = [];
after(() => {
  for (const site of sites) rmSync(site, { recursive: true, force: true });
});

const BROKEN = "---\ntitle: Broken\n---\nexport const boom = () => { throw new TypeError('the chart data is missing'); };\n\nWords before the chart.\n\n{boom()}\n";

test('docs.json: a page whose code throws is published as its text under a notice, every other page is built, the warning names its file; --strict fails on it', { timeout: 300_000 }, () => {
  const site = siteFolder({
    'docs.json': JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Faults', colors: { primary: '#16a34a' }, navigation: { pages: ['index', 'broken', 'after'] } }),
    'index.mdx': '---\ntitle: Home\n---\n\nThe home page.\n',
    'broken.mdx': BROKEN,
    'after.mdx': '---\ntitle: After\n---\n\nA page drawn after the broken one.\n',
  });
  sites.push(site);
  const run = quire(['build', site], site);
  assert.equal(run.status, 0, run.output);
  assert.match(run.output, /⚠ broken\.mdx: the page \(published as its text, with a notice\): TypeError: the chart data is missing/);
  assert.doesNotMatch(run.output, STACK_TRACE);
  const broken = readFileSync(join(site, 'dist', 'broken', 'index.html'), 'utf8');
  assert.match(broken, /<div class="callout callout-warning" role="note"[^>]*>.*This page could not be drawn.*TypeError: the chart data is missing/s);
  assert.match(broken, /<pre class="page-fault-text"[^>]*>[^<]*Words before the chart\./);
  // The site's chrome is around it, as around any page.
  assert.match(broken, /<title>Broken/);
  for (const page of ['index.html', 'after/index.html']) assert.ok(existsSync(join(site, 'dist', page)), page);

  const strict = quire(['build', site, '--strict'], site);
  assert.equal(strict.status, 1, strict.output);
  assert.match(strict.output, /✖ page-code \(1\): broken\.mdx/);
});

test("site.json: a page whose code throws stops the build with one message naming the page, as Quire's own front door does", { timeout: 300_000 }, () => {
  const site = siteFolder({
    'site.json': JSON.stringify({ name: 'Faults', navigation: [{ group: 'Start', pages: ['index', 'broken'] }] }),
    'docs/index.md': '# Home\n',
    'docs/broken.mdx': BROKEN,
  });
  sites.push(site);
  const run = quire(['build', site], site);
  assert.equal(run.status, 1, run.output);
  assert.match(run.output, /the chart data is missing/);
  assert.doesNotMatch(run.output, STACK_TRACE);
  assert.equal(existsSync(join(site, 'dist')), false);
});

test('imports of names a snippet does not export (a missing named export, a default import of a file with none) draw nothing with a warning naming file and line; the build goes on', {
  timeout: 300_000,
}, () => {
  const site = siteFolder({
    'docs.json': JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Names', colors: { primary: '#16a34a' }, navigation: { pages: ['index'] } }),
    'snippets/s.mdx': 'export const A = "alpha";\n\nSnippet text.\n',
    'snippets/c.jsx': 'export const Chart = () => <p>chart drawn</p>;\n',
    'index.mdx': "---\ntitle: Home\n---\nimport { A, B } from '/snippets/s.mdx';\nimport Default, { Chart } from '/snippets/c.jsx';\n\nA is {A}. B is {B}.\n\n<Chart />\n\n<Default />\n",
  });
  sites.push(site);
  const run = quire(['build', site], site);
  assert.equal(run.status, 0, run.output);
  assert.match(run.output, /⚠ index\.mdx:7: \{B\}/);
  assert.match(run.output, /<Default> in index\.mdx:11/);
  assert.doesNotMatch(run.output, /MISSING_EXPORT/);
  const html = readFileSync(join(site, 'dist', 'index.html'), 'utf8');
  assert.match(html, /A is alpha\. B is \./);
  assert.match(html, /chart drawn/);
});
