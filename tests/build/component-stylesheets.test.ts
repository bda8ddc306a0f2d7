import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';
import type { Element, Root } from 'hast';
import { all, parseHtml } from '../support/html-tree.ts';
import { buildFixture, projectRoot, type BuildOutcome } from '../support/run-build.ts';

// A page carries the rules of the components it draws, and no others: each component family's
// rules are a file of their own (cached once), linked in <head> by the pages that draw one; the
// site's one stylesheet keeps what nearly every page shows (code blocks, callouts, prose).
const out = join(projectRoot, 'tests/.builds/component-stylesheets');
const page = (path: string): Root => parseHtml(readFileSync(join(out, path), 'utf8'), 'page');
const css = (href: string) => readFileSync(join(out, href), 'utf8');
const hrefs = (links: Element[]) => links.map((link) => String(link.properties.href));
/** The stylesheets a page links, in order: those in <head>, then those in <body>. */
const stylesheets = (tree: Root) => ({
  head: hrefs(all('head link[rel="stylesheet"]', tree)),
  body: hrefs(all('body link[rel="stylesheet"]', tree)),
});
// Rules of components a plain page does not draw.
const COMPONENT_RULES = /\.line\.highlighted\{|\.code-expand\{|\.steps\{|\.card-group\{|\.accordion\{|\.tab-list\{|\.tooltip-content\{|\.update\{|\.field-head\{|\.frame\{/;
let outcome: BuildOutcome;

before(() => {
  outcome = buildFixture('tests/fixtures/component-stylesheets', { outDir: 'tests/.builds/component-stylesheets' });
});

/** The stylesheets Quire links (the site's own /style.css left out). */
const quireOnly = (links: string[]) => links.filter((href) => href !== '/style.css');

test("a page without components links the site's stylesheet alone, and it holds no component family's rules", () => {
  assert.equal(outcome.status, 0, outcome.output);
  const { head, body } = stylesheets(page('index.html'));
  assert.equal(head.length, 1, head.join(', '));
  assert.deepEqual(body, ['/style.css']);
  const site = css(head[0]);
  assert.match(site, /\.code-block\{/, 'code blocks are styled on every page');
  assert.match(site, /\.callout\{/, 'callouts are styled on every page');
  assert.doesNotMatch(site, COMPONENT_RULES, `${head[0]} carries the rules of components the page does not draw`);
});

test('a page drawing steps and cards links their two stylesheets in <head>, before the site stylesheet, and nothing else', () => {
  const plain = stylesheets(page('index.html')).head[0];
  const { head, body } = stylesheets(page('steps/index.html'));
  assert.equal(head.length, 3, head.join(', '));
  assert.equal(head[2], plain, "the site's stylesheet comes last, so the site's own CSS after it still wins ties");
  const families = head.slice(0, 2).map(css).join('\n');
  assert.match(families, /\.steps\{/);
  assert.match(families, /\.card-group\{/);
  assert.doesNotMatch(families, /\.accordion\{|\.tab-list\{/, 'no family the page does not draw');
  assert.deepEqual(body, ['/style.css'], 'nothing linked twice');
});

test("a family that was written into pages (a tree) is linked after Quire's stylesheet and before the site's own CSS", () => {
  const { head, body } = stylesheets(page('tree/index.html'));
  assert.equal(head.length, 1, head.join(', '));
  assert.equal(body.length, 2, body.join(', '));
  assert.match(css(body[0]), /\.tree\{/);
  assert.equal(body[1], '/style.css', "the site's own rules still win ties");
});

test("a page whose code highlights lines links the code options' stylesheet in <head>; a plain page does not", () => {
  const plain = stylesheets(page('index.html')).head[0];
  const { head, body } = stylesheets(page('highlighted/index.html'));
  assert.equal(head.length, 2, head.join(', '));
  assert.equal(head[1], plain);
  assert.match(css(head[0]), /\.line\.highlighted\{/);
  assert.doesNotMatch(css(plain), /\.line\.highlighted\{|\.code-expand\{/, 'the plain page does not carry them');
  assert.deepEqual(body, ['/style.css']);
});

test("a component or a diff drawn by a snippet the page imports links its family's stylesheet once, where it stands", () => {
  const { head, body } = stylesheets(page('from-snippet/index.html'));
  assert.equal(head.length, 1, head.join(', '));
  const drawn = quireOnly(body);
  assert.equal(drawn.length, 2, `one accordion stylesheet for two accordions, one for the diff: ${body.join(', ')}`);
  assert.match(drawn.map(css).join('\n'), /\.accordion\{/);
  assert.match(drawn.map(css).join('\n'), /\.line\.diff\.add\{/);
});
