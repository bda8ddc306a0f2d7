import assert from 'node:assert/strict';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { quire, siteFolder, STACK_TRACE } from './quire-process.ts';

// The stored XSS of issue 26: `logo.href` became every page's <a class="site-title" href="javascript:…">.
const docsJson = JSON.stringify(
  {
    theme: 'mint',
    name: 'Logo',
    colors: { primary: '#0d9373' },
    logo: { light: '/logo.svg', dark: '/logo.svg', href: 'javascript:alert(document.domain)' },
    navigation: { groups: [{ group: 'Start', pages: ['index'] }] },
  },
  null,
  2,
);
const dir = siteFolder({ 'docs.json': docsJson, 'index.mdx': '# Home\n', 'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
after(() => rmSync(dir, { recursive: true, force: true }));

test('a script URL in docs.json logo.href is refused by quire check and quire build, with its line and JSON path; nothing is built', () => {
  for (const command of ['check', 'build']) {
    const run = quire([command, dir], tmpdir());
    assert.equal(run.status, 1, run.output);
    assert.match(
      run.stderr,
      /✖ logo\.href \(line 10, column 13\): expected a link: .*\(javascript:, vbscript: and data: URLs are refused; data:image\/… only where an image goes\), found "javascript:alert\(document\.domain\)"/,
    );
    assert.doesNotMatch(run.output, STACK_TRACE);
  }
  assert.ok(!existsSync(join(dir, 'dist')), 'the build wrote nothing');
});
