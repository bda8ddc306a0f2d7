import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildFixture, projectRoot } from '../support/run-build.ts';

// One build for every test: a page and a React snippet import { Callout, Tabs, Fancy } from a
// package Quire does not provide (nextra/components), as real Mintlify sites do.
let result: ReturnType<typeof buildFixture> | undefined;
const build = () => (result ??= buildFixture('tests/fixtures/unprovided-packages'));
const page = (name: string) => readFileSync(join(projectRoot, `tests/.builds/unprovided-packages/${name}/index.html`), 'utf8');

test('a page importing components from a package Quire does not provide: Quire draws the names it knows, any other shows its content alone', () => {
  const { status, output } = build();
  assert.equal(status, 0, output);
  const html = page('nextra-page');
  // Quire's callout and tabs, as if the import were not there (Mintlify draws them so).
  assert.match(html, /<div class="callout callout-callout" role="note" aria-label="Callout"[^>]*>[\s\S]*?<div class="callout-body">\s*Written for <strong>Nextra<\/strong>\./);
  assert.match(html, /<quire-tabs[^>]*>[\s\S]*?role="tab"[^>]*>Python<\/button>[\s\S]*?role="tab"[^>]*>TypeScript<\/button>/);
  assert.match(html, /Python comes first\.[\s\S]*TypeScript comes second\./);
  // Fancy is nobody's: its content alone, no labelled block in its place.
  assert.match(html, /The fancy content is still here\./);
  assert.doesNotMatch(html, /custom-component|is not shown|<Fancy/);
});

test("a React snippet importing from such a package: Quire's callout, the content of the other names, no placeholder", () => {
  const { status, output } = build();
  assert.equal(status, 0, output);
  const html = page('nextra-snippet');
  assert.match(
    html,
    /<section class="widget"><div class="callout callout-callout" role="note" aria-label="Callout"><span class="callout-icon"><svg[\s\S]*?<\/svg><\/span><div class="callout-body">A callout drawn by a React snippet\.<\/div><\/div><p>The tabs&#x27; content, from React\.<\/p><p>The fancy content, from React\.<\/p><\/section>/,
  );
  assert.doesNotMatch(html, /custom-component|is not shown/);
});

test('a component imported from a .js file (Quire runs React from .jsx/.tsx only) shows its content alone, no labelled block', () => {
  const { status, output } = build();
  assert.equal(status, 0, output);
  const html = page('code-file');
  assert.match(html, /<h1>Code file<\/h1><p>The caption of the chart is still here\.<\/p>/);
  assert.doesNotMatch(html, /custom-component|is not shown|<Chart/);
  assert.match(
    output,
    /Components imported from \.js\/\.ts files are shown as their content alone \(Quire runs React components from \.jsx and \.tsx files; rename the file\):\n\s+⚠ \S*code-file\.mdx:6: <Chart> from \/snippets\/chart\.js/,
  );
});

test('the build says which packages were not loaded, where they are imported, and what was drawn instead', () => {
  const { status, output } = build();
  assert.equal(status, 0, output);
  assert.match(
    output,
    /The package nextra is not provided to pages: their code never runs; a name Quire draws \(Callout, Tabs…\) is drawn as Quire's, any other as its content alone:\n\s+⚠ \S*nextra-page\.mdx:4:1: import "nextra\/components"/,
  );
  assert.match(output, /\n\s+⚠ \S*snippets\/widget\.jsx:1:1: import "nextra\/components"/, "the snippet's import, followed from the page that imports it");
  // Said once: the bundler, which meets the same imports, adds only files the check did not name.
  assert.doesNotMatch(output, /Packages the site's React code imports that Quire does not provide/);
  assert.match(output, /⚠ component-placeholder \(3\): \S*nextra-page\.mdx:4:1, \S*snippets\/widget\.jsx:1:1, \S*code-file\.mdx:6\n/);
  assert.doesNotMatch(output, /unknown-component/, 'no package is counted as a component nothing defines');
});
