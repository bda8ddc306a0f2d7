import assert from 'node:assert/strict';
import { test } from 'node:test';
import { quireShikiConfig } from '../../../src/markdown/shiki-config.ts';

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
