import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { htmlToHast, type HastNode } from 'satteri';
import { quireShikiConfig } from '../../src/markdown/shiki-config.ts';
import { tokenPalette } from '../../src/markdown/token-colours.ts';
import { type BuildOutcome, buildFixture, projectRoot } from '../support/run-build.ts';

// tests/fixtures/snippets, built once for every test here (it was built twice, once per file).
const out = join(projectRoot, 'tests/.builds/snippets');
let build: BuildOutcome;
before(() => {
  build = buildFixture('tests/fixtures/snippets');
});

test('Mintlify snippets: imports from the docs root and the legacy <Snippet file>; fences named in any case highlight', async () => {
  const { status, output } = build;
  assert.equal(status, 0, output);
  const html = readFileSync(join(out, 'index.html'), 'utf8');
  assert.match(html, /An intro imported from the docs root, with a <div class="callout callout-tip"/);
  assert.match(html, /<p class="card-title">Ask on Slack<\/p>/);
  assert.match(html, /<svg [^>]*data-icon="slack"/);
  // ```Python is highlighted as python, not left as plain text.
  assert.match(html, /data-code-title="main\.py" data-language="python"/i);
  // python's builtin blue in each theme, by its classes (markdown/token-colours.ts).
  const { themes } = await quireShikiConfig();
  const palette = tokenPalette(themes.light, themes.dark);
  assert.ok(html.includes(`<span class="l${palette.light.indexOf('#005CC5')} d${palette.dark.indexOf('#79B8FF')}">print</span>`));
  assert.doesNotMatch(output, /doesn't exist, falling back/);
  // Snippet files are parts of pages, not pages.
  for (const path of ['snippets/intro/index.html', '_snippets/get-help/index.html', 'snippets/intro.md']) {
    assert.equal(existsSync(join(out, path)), false, `${path} should not exist`);
  }
  assert.doesNotMatch(readFileSync(join(out, 'llms.txt'), 'utf8'), /_?snippets\//);
});

interface Element {
  type: 'element';
  tagName: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** Every element named tagName under node, in document order. */
function selectAll(tagName: string, node: HastNode, found: Element[] = []): Element[] {
  const element = node as unknown as Element;
  if (element.type === 'element' && element.tagName === tagName) found.push(element);
  for (const child of (node as { children?: HastNode[] }).children ?? []) selectAll(tagName, child, found);
  return found;
}

// What every page carries: its scripts are files the browser caches once for the whole site, not
// copies inside each page. Two tiny scripts are inline because they must run before the first
// paint: the theme bootstrap in <head> (never the wrong theme) and the sidebar's scroll to the
// reader's link, right after the sidebar (never a visible jump; only when the link is out of view).
test('page scripts are cached files; only the theme bootstrap and the sidebar scroll are inline', () => {
  const { status, output } = build;
  assert.equal(status, 0, output);
  const tree = htmlToHast(readFileSync(join(out, 'index.html'), 'utf8'));
  const scripts = selectAll('script', tree).filter((node) => node.properties?.type !== 'application/ld+json');

  const modules = scripts.filter((node) => node.properties?.type === 'module');
  assert.ok(modules.length > 0, 'the page has its scripts (search, mode toggle, copy buttons…)');
  for (const script of modules) {
    const src = String(script.properties?.src ?? '');
    assert.ok(src !== '', `an inline module script: ${JSON.stringify(script.children).slice(0, 200)}`);
    assert.ok(existsSync(join(out, src)), `${src} is in the build`);
  }

  const inline = scripts.filter((node) => !node.properties?.src);
  // The sidebar scroll only on a page whose link may stand below the sidebar's fold (Sidebar.astro): not the home page's.
  assert.equal(inline.length, 1, 'one inline script on the home page: the theme bootstrap');
  const head = selectAll('head', tree)[0] as unknown as HastNode;
  assert.ok(selectAll('script', head).includes(inline[0]), 'the theme bootstrap runs from <head>, before the body paints');
  assert.match(JSON.stringify(inline[0].children), /dataset\.theme/);
  // No external classic script in <head>: nothing holds back the first paint.
  for (const script of selectAll('script', head)) assert.ok(!script.properties?.src || script.properties.type === 'module', String(script.properties?.src));
});
