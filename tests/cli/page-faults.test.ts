import assert from 'node:assert/strict';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { quire, siteFolder, STACK_TRACE } from './quire-process.ts';

// A page whose own code fails while it is drawn (an expression that throws) stops a site.json
// build, naming it. A docs.json site builds the rest and publishes the page as its text with a
// notice, as Mintlify publishes the pages around a broken one (docs-json-code-faults.test.ts).

const sites: string[] = [];
after(() => {
  for (const site of sites) rmSync(site, { recursive: true, force: true });
});

const BROKEN = "---\ntitle: Broken\n---\nexport const boom = () => { throw new TypeError('the chart data is missing'); };\n\nWords before the chart.\n\n{boom()}\n";

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
