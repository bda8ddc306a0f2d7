import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ThemeRegistration } from 'shiki';
import { accessibleTheme } from '../../../src/markdown/accessible-theme.ts';
import { contrastRatio, mix, parseHex, toHex } from '../../../src/styles/colour.ts';
import { themeCss } from '../../../src/styles/theme.ts';

// Shiki's normalised form (what accessibleTheme hands over) keeps the rules in `settings`.
const rules = (theme: ThemeRegistration) => (theme.settings ?? theme.tokenColors ?? []) as NonNullable<ThemeRegistration['tokenColors']>;

test('code themes: every token colour keeps 4.5:1 on the code backgrounds, untouched colours stay', async () => {
  for (const [name, backgrounds] of [
    ['github-light', ['#ffffff', '#f4f4f4']],
    ['github-dark', ['#24292e', '#1a1c20']],
  ] as const) {
    const theme = await accessibleTheme(name, backgrounds);
    let checked = 0;
    for (const rule of rules(theme)) {
      const colour = rule.settings?.foreground;
      if (!colour || rule.settings?.background || !/^#[0-9a-f]{6}$/i.test(colour)) continue;
      for (const background of backgrounds) assert.ok(contrastRatio(colour, background) >= 4.5, `${name}: ${colour} on ${background}`);
      checked += 1;
    }
    assert.ok(checked > 20, `${name}: only ${checked} token colours`);
  }
  const light = await accessibleTheme('github-light', ['#ffffff', '#f4f4f4']);
  const keyword = rules(light).find((rule) => JSON.stringify(rule.scope ?? '').includes('keyword'))?.settings?.foreground;
  assert.equal(keyword, '#c23442', 'github-light red (#d73a49) darkened just enough');
});

test('accent text is readable on the accent tint (current sidebar link, selected tab) in both modes', () => {
  const css = themeCss({ primary: '#0d9373', light: '#3ddc97', dark: '#0b7a60' });
  for (const [bg, accent, block] of [
    ['#ffffff', '#0d9373', css.split('}')[0]],
    ['#0f1115', '#3ddc97', css.split('}')[1]],
  ]) {
    const text = /--q-accent-text:(#[0-9a-f]{6})/.exec(block)![1];
    const tint = toHex(mix(parseHex(bg), parseHex(accent), 0.12));
    assert.ok(contrastRatio(text, tint) >= 4.5, `${text} on ${tint}: ${contrastRatio(text, tint)}`);
  }
});

test("Quire's code themes keep 4.5:1 on highlighted, added and removed lines in both modes (the tints the code options' stylesheet paints)", async () => {
  const { readFileSync } = await import('node:fs');
  const { quireShikiConfig } = await import('../../../src/markdown/shiki-config.ts');
  const css = readFileSync(new URL('../../../src/components/mdx/styles/code-options.css', import.meta.url), 'utf8');
  const tints = (selector: string) =>
    ['highlight', 'added', 'removed'].map((name) => new RegExp(`${selector} \\{[^}]*--q-code-${name}: (#[0-9a-f]{6})`).exec(css)?.[1] ?? assert.fail(`no --q-code-${name} in ${selector}`));
  const { themes } = await quireShikiConfig();
  for (const [theme, backgrounds] of [
    [themes.light, tints(':root')],
    [themes.dark, tints(":root\\[data-theme='dark'\\]")],
  ] as const) {
    for (const rule of rules(theme)) {
      const colour = rule.settings?.foreground;
      if (!colour || rule.settings?.background || !/^#[0-9a-f]{6}$/i.test(colour)) continue;
      for (const background of backgrounds) assert.ok(contrastRatio(colour, background) >= 4.5, `${theme.name}: ${colour} on ${background}: ${contrastRatio(colour, background).toFixed(2)}`);
    }
  }
  // The failure seen on a real site: github-light's comment on a highlighted line.
  const comment = rules(themes.light).find((rule) => JSON.stringify(rule.scope ?? '').includes('"comment"'))?.settings?.foreground;
  assert.ok(comment && contrastRatio(comment, tints(':root')[0]) >= 4.5);
});
