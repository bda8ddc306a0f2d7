import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { buildFixture, projectRoot } from '../support/run-build.ts';

const built = (path: string) => readFileSync(`${projectRoot}/tests/.builds/no-index/${path}`, 'utf8');

test('a site without an index page answers / (and each tab and anchor folder without a page) with a redirect to its first page', () => {
  const { status, output } = buildFixture('tests/fixtures/no-index');
  assert.equal(status, 0, output);
  for (const [path, to] of [
    ['index.html', '/quickstart'],
    ['api-reference/index.html', '/api-reference/list'],
    ['sdk/index.html', '/sdk/python'],
  ]) {
    const html = built(path);
    assert.match(html, new RegExp(`<meta http-equiv="refresh" content="0; url=${to}">`), path);
    assert.match(html, new RegExp(`<link rel="canonical" href="${to}">`), path);
    assert.match(html, new RegExp(`<a href="${to}">${to}</a>`), path);
    assert.match(html, /<meta name="robots" content="noindex">/);
  }
  // Not a page: not in llms.txt, no markdown copy, not searchable.
  assert.doesNotMatch(built('llms.txt'), /\]\(\/index\.md\)/);
  assert.ok(!existsSync(`${projectRoot}/tests/.builds/no-index/index.md`));
  assert.doesNotMatch(built('index.html'), /data-pagefind-body/);
});
