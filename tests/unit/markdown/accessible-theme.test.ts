import assert from 'node:assert/strict';
import { test } from 'node:test';
import { accessibleTheme } from '../../../src/markdown/accessible-theme.ts';
import { contrastRatio, mix, parseHex, toHex } from '../../../src/styles/colour.ts';
import { themeCss } from '../../../src/styles/theme.ts';

test('code themes: every token colour keeps 4.5:1 on the code backgrounds, untouched colours stay', async () => {
  for (const [name, backgrounds] of [['github-light', ['#ffffff', '#f4f4f4']], ['github-dark', ['#24292e', '#1a1c20']]] as const) {
    const theme = await accessibleTheme(name, backgrounds);
    for (const rule of theme.tokenColors ?? []) {
      const colour = rule.settings?.foreground;
      if (!colour || rule.settings?.background || !/^#[0-9a-f]{6}$/i.test(colour)) continue;
      for (const background of backgrounds) assert.ok(contrastRatio(colour, background) >= 4.5, `${name}: ${colour} on ${background}`);
    }
  }
  const light = await accessibleTheme('github-light', ['#ffffff', '#f4f4f4']);
  const keyword = light.tokenColors?.find((rule) => JSON.stringify(rule.scope).includes('keyword'))?.settings?.foreground;
  assert.equal(keyword, '#c23442', 'github-light red (#d73a49) darkened just enough');
});

test('accent text is readable on the accent tint (current sidebar link, selected tab) in both modes', () => {
  const css = themeCss({ primary: '#0d9373', light: '#3ddc97', dark: '#0b7a60' });
  for (const [bg, accent, block] of [['#ffffff', '#0d9373', css.split('}')[0]], ['#0f1115', '#3ddc97', css.split('}')[1]]]) {
    const text = /--q-accent-text:(#[0-9a-f]{6})/.exec(block)![1];
    const tint = toHex(mix(parseHex(bg), parseHex(accent), 0.12));
    assert.ok(contrastRatio(text, tint) >= 4.5, `${text} on ${tint}: ${contrastRatio(text, tint)}`);
  }
});
