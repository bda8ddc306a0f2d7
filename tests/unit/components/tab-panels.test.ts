import assert from 'node:assert/strict';
import { test } from 'node:test';
import { markTabPanels } from '../../../src/components/mdx/tab-panels.ts';

test('panels get ids and roles; all but the first are hidden; titles are decoded', () => {
  const html = '<div class="tab-panel" data-tab-title="A &amp; B">one</div><div class="tab-panel" data-tab-title="Two">two</div>';
  const { panels, html: out } = markTabPanels(html, 'data-tab-title');
  assert.deepEqual(panels.map((p) => p.title), ['A & B', 'Two']);
  assert.match(out, new RegExp(`id="${panels[0].id}" role="tabpanel" aria-labelledby="${panels[0].id}-tab" tabindex="0" data-tab-title`));
  assert.match(out, new RegExp(`id="${panels[1].id}" role="tabpanel" aria-labelledby="${panels[1].id}-tab" tabindex="0" hidden`));
  assert.notEqual(panels[0].id, panels[1].id);
});

test('panels of a nested tab group belong to it, not to the outer group', () => {
  const inner = '<quire-tabs><div data-tab-title="Inner">x</div></quire-tabs>';
  const { panels } = markTabPanels(`<div data-tab-title="Outer">${inner}</div><div data-tab-title="Second">y</div>`, 'data-tab-title');
  assert.deepEqual(panels.map((p) => p.title), ['Outer', 'Second']);
});

test('code panels are not a tab stop of their own (their <pre> is)', () => {
  const { html } = markTabPanels('<div class="code-block" data-code-title="npm"><pre tabindex="0"></pre></div>', 'data-code-title');
  assert.doesNotMatch(html.replace('<pre tabindex="0">', ''), /tabindex/);
});

test('a tab\'s icon is read from its panel', () => {
  const { panels } = markTabPanels('<div class="tab-panel" data-tab-icon="rocket" data-tab-title="Go">x</div>', 'data-tab-title');
  assert.equal(panels[0].icon, 'rocket');
});
