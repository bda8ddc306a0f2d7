import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateDocsJson } from '../../../src/config/docs-json/index.ts';
import { quireShikiConfig } from '../../../src/markdown/shiki-config.ts';
import { tokenColoursCss, tokenPalette } from '../../../src/markdown/token-colours.ts';

const themeNames = async (codeblocks?: Parameters<typeof quireShikiConfig>[0]) => {
  const { themes } = await quireShikiConfig(codeblocks);
  return [themes.light.name, themes.dark.name];
};

test('styling.codeblocks: Quire\'s pair by default and for "system", the dark theme in both modes for "dark"', async () => {
  assert.deepEqual(await themeNames(), ['github-light', 'github-dark']);
  assert.deepEqual(await themeNames('system'), ['github-light', 'github-dark']);
  assert.deepEqual(await themeNames('dark'), ['github-dark', 'github-dark']);
});

test('styling.codeblocks: a named Shiki theme for both modes, or one per mode', async () => {
  assert.deepEqual(await themeNames('dracula'), ['dracula', 'dracula']);
  assert.deepEqual(await themeNames({ theme: 'nord' }), ['nord', 'nord']);
  assert.deepEqual(await themeNames({ theme: { light: 'min-light', dark: 'vitesse-dark' } }), ['min-light', 'vitesse-dark']);
});

test('styling.codeblocks "css-variables" (Mintlify accepts it): valid in docs.json, tokens painted with var(--mint-token-…) the site may set', async () => {
  const loaded = validateDocsJson({
    theme: 'mint',
    name: 'x',
    colors: { primary: '#0d9373' },
    navigation: { groups: [{ group: 'Start', pages: ['index'] }] },
    styling: { codeblocks: { theme: 'css-variables' } },
  });
  assert.deepEqual(loaded.problems, []);
  assert.deepEqual(await themeNames({ theme: 'css-variables' }), ['css-variables', 'css-variables']);
  const { transformers, themes } = await quireShikiConfig('css-variables');
  const palette = tokenPalette(themes.light, themes.dark);
  assert.ok(palette.light.includes('var(--mint-token-keyword)'), palette.light.join(' '));
  assert.match(tokenColoursCss(palette), /\.l\d+\{--shiki-light:var\(--mint-token-keyword\)\}/);
  assert.ok(transformers.length > 0);
});
