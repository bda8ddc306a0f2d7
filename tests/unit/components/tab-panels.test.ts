import assert from 'node:assert/strict';
import { test } from 'node:test';
import { markTabPanels } from '../../../src/components/mdx/tab-panels.ts';

/** The attributes of the element with this id in `html`, as the browser would read them. */
function attributesOf(html: string, id: string): Record<string, string> {
  const tag = new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
  return Object.fromEntries([...tag.matchAll(/([a-z-]+)(?:="([^"]*)")?/g)].slice(1).map((match) => [match[1], match[2] ?? '']));
}

test('panels get ids and roles; all but the first are hidden; titles are decoded', () => {
  const html = '<div class="tab-panel" data-tab-title="A &amp; B">one</div><div class="tab-panel" data-tab-title="Two">two</div>';
  const { panels, html: out } = markTabPanels(html, 'data-tab-title', 'q-tabs-1');
  assert.deepEqual(
    panels.map((p) => p.title),
    ['A & B', 'Two'],
  );
  assert.deepEqual(
    panels.map((p) => p.id),
    ['q-tabs-1-0', 'q-tabs-1-1'],
  );
  const first = attributesOf(out, panels[0].id);
  assert.deepEqual([first.role, first['aria-labelledby'], first.tabindex, 'hidden' in first], ['tabpanel', `${panels[0].id}-tab`, '0', false]);
  const second = attributesOf(out, panels[1].id);
  assert.deepEqual([second.role, second['aria-labelledby'], second.tabindex, 'hidden' in second], ['tabpanel', `${panels[1].id}-tab`, '0', true]);
  assert.match(out, />one<\/div>.*>two<\/div>$/);
});

test('panels of a nested tab group belong to it, not to the outer group', () => {
  const inner = '<quire-tabs><div data-tab-title="Inner">x</div></quire-tabs>';
  const { panels, html } = markTabPanels(`<div data-tab-title="Outer">${inner}</div><div data-tab-title="Second">y</div>`, 'data-tab-title', 'g');
  assert.deepEqual(
    panels.map((p) => p.title),
    ['Outer', 'Second'],
  );
  assert.match(html, /<quire-tabs><div data-tab-title="Inner">x<\/div><\/quire-tabs>/);
});

test('code panels are not a tab stop of their own (their <pre> is)', () => {
  const { html } = markTabPanels('<div class="code-block" data-code-title="npm"><pre tabindex="0"></pre></div>', 'data-code-title', 'g');
  assert.doesNotMatch(html.replace('<pre tabindex="0">', ''), /tabindex/);
});

test("a tab's icon is read from its panel", () => {
  const { panels } = markTabPanels('<div class="tab-panel" data-tab-icon="rocket" data-tab-title="Go">x</div>', 'data-tab-title', 'g');
  assert.equal(panels[0].icon, 'rocket');
});

test('markup that only looks like a panel (text, an attribute value, a comment) is left alone', () => {
  const html = '<p>write data-tab-title="x" in text</p><a title=\' data-tab-title="y"\'>a</a><!-- <div data-tab-title="z"> --><div data-tab-title="Real">r</div>';
  const { panels } = markTabPanels(html, 'data-tab-title', 'g');
  assert.deepEqual(
    panels.map((p) => p.title),
    ['Real'],
  );
});

test('inline SVG icons inside a panel survive the round trip', () => {
  const svg = '<svg viewBox="0 0 10 10" aria-hidden="true"><path fill="currentColor" d="M0 0h10v10z"></path></svg>';
  const { html } = markTabPanels(`<div data-tab-title="Go">${svg}</div>`, 'data-tab-title', 'g');
  assert.ok(html.includes('<svg viewBox="0 0 10 10" aria-hidden="true"><path fill="currentColor" d="M0 0h10v10z"></path></svg>'), html);
});
