import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';
import type { Root } from 'hast';
import { all, parseHtml } from '../support/html-tree.ts';
import { buildFixture, projectRoot, type BuildOutcome } from '../support/run-build.ts';

// What holds back a page's first paint: the stylesheets it links. Every page links the site's one
// stylesheet (one request, cached once for the whole site); a page that is not an API page does not
// wait for the API pages' rules (playground, schema fields, method colours), which API pages link in
// a file of their own, before the site's, where they stood in the cascade when they were part of it.
// The fixture as the browser tests build it (the same build, made once: run-build.ts).
const out = join(projectRoot, 'tests/.builds/docs-json-api');
const page = (path: string): Root => parseHtml(readFileSync(join(out, path), 'utf8'), 'page');
const stylesheets = (tree: Root) => all('link[rel="stylesheet"]', tree).map((link) => String(link.properties.href));
const css = (href: string) => readFileSync(join(out, href), 'utf8');
let outcome: BuildOutcome;

before(() => {
  outcome = buildFixture('tests/fixtures/docs-json-api');
});

test('every page links the one site stylesheet; only API pages link the API rules, in a file of their own, first', () => {
  assert.equal(outcome.status, 0, outcome.output);
  const home = stylesheets(page('index.html'));
  const api = stylesheets(page('api-reference/pets/create-a-pet/index.html'));
  assert.equal(home.length, 1, `one site stylesheet: ${home.join(', ')}`);
  assert.doesNotMatch(css(home[0]), /\.api-page|\.pg-send|\.api-field/, `${home[0]} carries API rules`);
  assert.match(css(home[0]), /\.callout/, 'the components written in pages are styled on every page');

  assert.equal(api.length, 2, api.join(', '));
  assert.equal(api[1], home[0], 'the same site stylesheet file on API pages');
  assert.match(css(api[0]), /\.api-page\{/);
  assert.match(css(api[0]), /\.pg-send\{/);
});

test('no page loads a script that blocks rendering: every script file is a module', () => {
  for (const path of ['index.html', 'api-reference/pets/create-a-pet/index.html']) {
    const scripts = all('script[src]', page(path));
    assert.ok(scripts.length > 0, `${path} has its scripts`);
    for (const script of scripts) assert.equal(script.properties.type, 'module', `${path}: ${script.properties.src}`);
  }
});
