import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, test } from 'node:test';
import { quire, siteFolder } from './quire-process.ts';

// Builds render pages: run under the shared build lock.
const folders: string[] = [];
after(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

test('an #anchor must name an element of the page: #viewport (a <meta name>) is broken, a heading is fine', { timeout: 300_000 }, () => {
  const dir = siteFolder({
    'site.json': JSON.stringify({ name: 'Anchors', navigation: [{ group: 'Start', pages: ['index', 'other'] }] }),
    'docs/index.md': '# Home\n\nSee [the intro](/other#intro) and [the viewport](/other#viewport).\n',
    'docs/other.md': '# Other\n\n## Intro\n\nText.\n',
  });
  folders.push(dir);
  const run = quire(['build', '.'], dir);
  assert.notEqual(run.status, 0, run.output);
  assert.match(run.output, /The pages have 1 broken link:\n\s+✖ docs\/index\.md:3:\d+: \/other#viewport/);
  assert.doesNotMatch(run.output, /#intro/);
});
