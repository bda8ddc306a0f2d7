import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { checkSiteFolder } from '../../../src/cli/check.ts';
import { findSiteFolder } from '../../../src/cli/site-folder.ts';

test('a link of 200,000 path segments on a docs.json site is a broken link with its file and line, not "Maximum call stack size exceeded"', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-deep-link-'));
  try {
    writeFileSync(join(dir, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'X', colors: { primary: '#112233' }, navigation: { pages: ['index'] } }));
    writeFileSync(join(dir, 'index.mdx'), `# Home\n\n[deep](${Array(200_000).fill('a').join('/')})\n`);
    const report = await checkSiteFolder(findSiteFolder(dir), { links: 'error' });
    assert.equal(report.errors.length, 1, report.errors.join('\n'));
    assert.match(report.errors[0], /^The pages have 1 broken link:\n {2}✖ .*index\.mdx:3:1: /);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
