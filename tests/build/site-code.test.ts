import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';
import type { Root } from 'hast';
import { all, parseHtml } from '../support/html-tree.ts';
import { buildFixture, projectRoot, type BuildOutcome } from '../support/run-build.ts';

// The docs folder's own .css and .js files, as Mintlify loads them: on every page, as files the
// browser caches, the stylesheets after Quire's own (so their rules win ties), the scripts deferred.
const out = join(projectRoot, 'tests/.builds/site-code');
const page = (path: string): Root => parseHtml(readFileSync(join(out, path), 'utf8'), 'page');
let outcome: BuildOutcome;

before(() => {
  outcome = buildFixture('tests/fixtures/site-code');
});

test("every page links the docs folder's stylesheets after Quire's, in path order, as published files", () => {
  assert.equal(outcome.status, 0, outcome.output);
  for (const path of ['index.html', 'plain/index.html', '404.html']) {
    const hrefs = all('link[rel="stylesheet"]', page(path)).map((link) => String(link.properties.href));
    const own = hrefs.filter((href) => !href.startsWith('/_astro/') && !href.startsWith('/_quire/'));
    assert.deepEqual(own, ['/css/theme.css', '/style.css'], `${path}: ${hrefs.join(', ')}`);
    // Quire's stylesheets, then the Tailwind rules of the page's classes, then the site's own: each wins ties over the one before.
    assert.ok(hrefs.indexOf('/css/theme.css') > hrefs.findLastIndex((href) => href.startsWith('/_astro/') || href.startsWith('/_quire/')), `${path}: ${hrefs.join(', ')}`);
    for (const href of own) assert.ok(existsSync(join(out, href)), `${href} is published`);
    assert.equal(all('style', page(path)).filter((style) => JSON.stringify(style.children).includes('my-callout')).length, 0, 'never inlined');
  }
});

test("every page runs the site's scripts deferred from files; never one from a tools' folder or a .mintignore'd file", () => {
  for (const path of ['index.html', 'plain/index.html']) {
    const scripts = all('script[src^="/"]', page(path)).filter((script) => !String(script.properties.src).startsWith('/_astro/'));
    assert.deepEqual(
      scripts.map((script) => [script.properties.src, script.properties.defer]),
      [['/script.js', true]],
      path,
    );
  }
  assert.ok(!existsSync(join(out, 'drafts/draft.js')) && !existsSync(join(out, 'tmp/widget.js')), 'ignored files are not published either');
});

test("the configured integrations load their vendors' files in <head>, async or deferred, carrying their IDs", () => {
  for (const path of ['index.html', 'plain/index.html']) {
    const tree = page(path);
    const head = all('head script', tree);
    const ga4 = head.find((script) => String(script.properties.src ?? '').startsWith('https://www.googletagmanager.com/gtag/js'));
    assert.equal(ga4?.properties.src, 'https://www.googletagmanager.com/gtag/js?id=G-TEST12345', path);
    assert.equal(ga4?.properties.async, true);
    assert.ok(
      head.some((script) => JSON.stringify(script.children).includes(`gtag('config',\\"G-TEST12345\\")`)),
      `${path}: the gtag set-up`,
    );
    const plausible = head.find((script) => script.properties.src === 'https://plausible.io/js/script.js');
    assert.equal(plausible?.properties.dataDomain, 'docs.example.com', path);
    assert.equal(plausible?.properties.defer, true);
  }
  assert.doesNotMatch(outcome.output, /no meaning on a static site/, 'no warning that the integrations are dropped');
});
