import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import { buildFixture, projectRoot, type BuildOutcome } from '../support/run-build.ts';

// A docs.json site whose redirects a static site cannot all hold, as real Mintlify sites have them.
const siteDir = join(mkdtempSync(join(tmpdir(), 'quire-redirects-')), 'redirect-sources');
const out = join(projectRoot, 'tests/.builds/redirect-sources');
const read = (path: string) => readFileSync(join(out, path), 'utf8');
let outcome: BuildOutcome;

const REDIRECTS = [
  { source: '/development.md', destination: '/development' },
  { source: '/learn/getting\\_started/:slug*', destination: '/learn/getting_started/:slug*' },
  { source: '//', destination: '/' },
  { source: '/a/../b', destination: '/development' },
  { source: '/x%2fy', destination: '/development' },
  { source: '/old', destination: '/development' },
  { source: '/older/:slug*', destination: '/learn/:slug*' },
  { source: '/entity', destination: '&#106;avascript:alert(1)' },
];

before(() => {
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(siteDir, path)), { recursive: true });
    writeFileSync(join(siteDir, path), text);
  };
  write(
    'docs.json',
    JSON.stringify({
      theme: 'mint',
      name: 'Redirects',
      colors: { primary: '#0d9373' },
      navigation: { groups: [{ group: 'Start', pages: ['index', 'development', 'learn/getting_started/x'] }] },
      redirects: REDIRECTS,
    }),
  );
  write('index.mdx', '---\ntitle: Home\n---\nWelcome home.\n');
  write('development.mdx', '---\ntitle: Development\n---\nHow to develop.\n');
  write('learn/getting_started/x.mdx', '---\ntitle: Getting started\n---\nFirst steps.\n');
  // At info level, the build says how many pages its search index holds.
  process.env.QUIRE_LOG_LEVEL = 'info';
  outcome = buildFixture(siteDir);
  delete process.env.QUIRE_LOG_LEVEL;
});
after(() => rmSync(join(siteDir, '..'), { recursive: true, force: true }));

test('redirects a static site cannot hold are left out with a warning naming their docs.json entry; the build goes on', () => {
  assert.equal(outcome.status, 0, outcome.output);
  assert.doesNotMatch(outcome.output, /NoMatchingStaticPathFound|ENOTDIR|\n\s+at .*\.(ts|js|mjs):\d+/);
  for (const warning of [
    /redirects\[0\] "\/development\.md" is left out: Quire writes the file \/development\.md itself \(the page's markdown copy\)/,
    /redirects\[1\] "\/learn\/getting\\_started\/:slug\*" is left out: it holds a backslash/,
    /redirects\[2\] "\/\/" is left out: it holds an empty segment/,
    /redirects\[3\] "\/a\/\.\.\/b" is left out: it holds a "\." or "\.\." segment/,
    /redirects\[4\] "\/x%2fy" is left out/,
  ]) {
    assert.match(outcome.output, warning);
  }
  // The page's markdown copy is Quire's, the redirects that can be held are written.
  assert.match(read('development.md'), /^# Development/);
  assert.match(read('old/index.html'), /<meta http-equiv="refresh" content="0; url=\/development">/);
  assert.match(read('older/getting_started/x/index.html'), /<meta http-equiv="refresh" content="0; url=\/learn\/getting_started\/x">/);
  assert.ok(!existsSync(join(out, 'b')) && !existsSync(join(out, 'x%2fy')));
});

test('an HTML entity in a destination stays text: the page escapes its "&", so no browser reads "javascript:"', () => {
  const stub = read('entity/index.html');
  assert.match(stub, /<a href="&amp;#106;avascript:alert\(1\)">/);
  assert.match(stub, /content="0; url=&amp;#106;avascript:alert\(1\)"/);
  assert.doesNotMatch(stub, /="[^"]*&#106;/);
});

test('the search index holds the pages and no redirect page; the build counts what it holds', () => {
  const entry = JSON.parse(read('pagefind/pagefind-entry.json')) as { languages: Record<string, { page_count: number }> };
  assert.equal(
    Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0),
    3,
  );
  // Each indexed page has a fragment (gzip, after Pagefind's own marker) naming its URL.
  const urls = readdirSync(join(out, 'pagefind/fragment')).map((name) => {
    const text = gunzipSync(readFileSync(join(out, 'pagefind/fragment', name))).toString('utf8');
    return (JSON.parse(text.slice(text.indexOf('{'))) as { url: string }).url;
  });
  assert.deepEqual(urls.sort(), ['/', '/development/', '/learn/getting_started/x/']);
  assert.match(read('old/index.html'), /<body data-pagefind-ignore="all">/);
  assert.match(outcome.output, /search: indexed 3 pages with Pagefind/);
});
