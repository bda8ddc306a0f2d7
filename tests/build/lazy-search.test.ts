import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { all, parseHtml } from '../support/html-tree.ts';
import { buildFixture, projectRoot, type BuildOutcome } from '../support/run-build.ts';

// Every page has a search button, few readers search: what every page loads for it is the button,
// Ctrl/⌘-K and the dialog's frame; what searches (Pagefind, results, list keys) is a chunk of its
// own, imported when a reader is about to search (client/search-dialog.ts, integration/lazy-search.ts).
// The browser tests serve the same build (tests/e2e/global-setup.ts finds it made): no other node test builds this fixture.
const out = join(projectRoot, 'tests/.builds/gallery-minimal');
const file = (path: string) => readFileSync(join(out, path), 'utf8');
const pageTree = (path: string) => parseHtml(file(path), 'page');
/** What the searching part does: talk to Pagefind, draw results. None of it belongs on the way to the first paint. */
const SEARCHING_CODE = [/pagefind\.js/, /debouncedSearch/, /search-result-excerpt/, /DOMParser/];
let outcome: BuildOutcome;

before(() => {
  outcome = buildFixture('tests/fixtures/gallery-minimal');
});

/** A module and every module it imports statically (`import … from "./x.js"`): what loads with it. */
function withStaticImports(path: string, seen = new Set<string>()): Set<string> {
  if (seen.has(path)) return seen;
  seen.add(path);
  for (const [, specifier] of file(path).matchAll(/\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["'`]([^"'`]+)["'`]/g)) {
    withStaticImports(new URL(specifier, `http://site${path}`).pathname, seen);
  }
  return seen;
}

test("a page's search script holds the button and the dialog's frame, not the searching; that is a chunk no page links", () => {
  assert.equal(outcome.status, 0, outcome.output);
  const page = 'second/index.html';
  const tree = pageTree(page);
  assert.equal(all('quire-search', tree).length, 1, 'the page has its search button');
  const scripts = all('script[type="module"][src]', tree).map((script) => String(script.properties.src));
  const search = scripts.filter((src) => file(src).includes('quire-search'));
  assert.equal(search.length, 1, `one script defines <quire-search>: ${scripts.join(', ')}`);

  const firstPaint = [...withStaticImports(search[0])];
  const firstPaintCode = firstPaint.map(file).join('\n');
  for (const code of SEARCHING_CODE) assert.doesNotMatch(firstPaintCode, code, `${firstPaint.join(', ')} carries the searching part`);
  // Vite's preload helper (a literal import() brings it) would load with every page for nothing.
  assert.doesNotMatch(firstPaintCode, /modulepreload/, `${firstPaint.join(', ')} carries Vite's preload helper`);
  assert.match(firstPaintCode, /Search the docs/, 'the frame (its field) is made by the first-paint script');

  const lazy = [...firstPaintCode.matchAll(/\/_astro\/search-results\.[\w-]+\.js/g)].map(([url]) => url);
  assert.equal(new Set(lazy).size, 1, `the search script names the searching chunk once: ${lazy.join(', ')}`);
  assert.ok(existsSync(join(out, lazy[0])), `${lazy[0]} is in the build`);
  for (const code of SEARCHING_CODE) assert.match(file(lazy[0]), code, `${lazy[0]} is the searching part`);
  // A module shared by the two would be a third file, fetched by every page.
  assert.deepEqual([...withStaticImports(lazy[0])], [lazy[0]], `${lazy[0]} imports nothing`);

  // No page asks for it before a reader does: not as a script, not as a preload.
  for (const path of ['index.html', page]) {
    const links = all('link[href], script[src]', pageTree(path)).map((element) => String(element.properties.href ?? element.properties.src));
    assert.ok(!links.some((url) => url.includes('search-results')), `${path} links the searching chunk: ${links.join(', ')}`);
  }
});
