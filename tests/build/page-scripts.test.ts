import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { htmlToHast, type HastNode } from 'satteri';
import { buildFixture, projectRoot } from '../support/run-build.ts';

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
  // Its own output folder: tests/build/snippets.test.ts builds the same fixture into tests/.builds/snippets.
  const out = join(projectRoot, 'tests/.builds/snippets-page-scripts');
  const { status, output } = buildFixture('tests/fixtures/snippets', { outDir: out });
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
  assert.equal(inline.length, 2, 'two inline scripts: the theme bootstrap and the sidebar scroll');
  const head = selectAll('head', tree)[0] as unknown as HastNode;
  assert.ok(selectAll('script', head).includes(inline[0]), 'the theme bootstrap runs from <head>, before the body paints');
  assert.match(JSON.stringify(inline[0].children), /dataset\.theme/);
  assert.match(JSON.stringify(inline[1].children), /getElementById\('sidebar'\)/);
  assert.ok(JSON.stringify(inline[1].children).length < 400, 'the sidebar scroll stays tiny: it is in every page');
  // No external classic script in <head>: nothing holds back the first paint.
  for (const script of selectAll('script', head)) assert.ok(!script.properties?.src || script.properties.type === 'module', String(script.properties?.src));
});
