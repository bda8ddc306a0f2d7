import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contrastRatio, ensureContrast, readableTextOn } from '../../../src/styles/colour.ts';
import { themeCss } from '../../../src/styles/theme.ts';

test('contrast ratio matches the WCAG reference values', () => {
  assert.equal(Math.round(contrastRatio('#000', '#fff')), 21);
  assert.equal(contrastRatio('#777777', '#777777'), 1);
});

test('a pale brand colour is darkened just enough for text on white', () => {
  const adjusted = ensureContrast('#ffc107', '#ffffff');
  assert.ok(contrastRatio(adjusted, '#ffffff') >= 4.5);
  assert.notEqual(adjusted, '#000000');
  assert.equal(ensureContrast('#0b5cad', '#ffffff'), '#0b5cad');
  assert.ok(contrastRatio(ensureContrast('#1a237e', '#0f1115'), '#0f1115') >= 4.5);
});

test('button text is black or white, whichever reads', () => {
  assert.equal(readableTextOn('#ffeb3b'), '#111111');
  assert.equal(readableTextOn('#0b3d91'), '#ffffff');
});

test('theme CSS gives each mode its accent and background', () => {
  const css = themeCss({ primary: '#0d9373', light: '#55d799', dark: '#0b7a60', background: { light: '#fafafa', dark: '#101010' } });
  assert.match(css, /^:root\{--q-bg:#fafafa;--q-accent:#0d9373;/);
  assert.match(css, /:root\[data-theme=dark\]\{--q-bg:#101010;--q-accent:#55d799;/);
});
