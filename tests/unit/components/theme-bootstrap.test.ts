import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runInNewContext } from 'node:vm';
import { themeBootstrapScript } from '../../../src/components/layout/theme-bootstrap.ts';

/** Runs the script as a page would, before first paint: → the <html> element's data set afterwards. */
function run(script: string, dataset: Record<string, string>, stored: Record<string, string> = {}, systemDark = false): Record<string, string> {
  const html: Record<string, string> = {};
  runInNewContext(script, {
    document: { currentScript: { dataset }, documentElement: { dataset: html } },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    matchMedia: () => ({ matches: systemDark }),
  });
  return html;
}

test('the theme: the stored choice, else the default, else the system’s; a forced theme wins', () => {
  const script = themeBootstrapScript({ banner: false, versions: false });
  assert.equal(run(script, {}, { 'quire-theme': 'dark' }).theme, 'dark');
  assert.equal(run(script, { defaultTheme: 'dark' }).theme, 'dark');
  assert.equal(run(script, {}, {}, true).theme, 'dark');
  assert.equal(run(script, {}, { 'quire-theme': 'purple' }).theme, 'light');
  assert.equal(run(script, { forcedTheme: 'light' }, { 'quire-theme': 'dark' }).theme, 'light');
});

test('a site without a dismissible banner or versions carries neither part', () => {
  const plain = themeBootstrapScript({ banner: false, versions: false });
  assert.doesNotMatch(plain, /bannerDismissed|quire-version/);
  const full = themeBootstrapScript({ banner: true, versions: true });
  assert.ok(plain.length < full.length - 100, `${plain.length} vs ${full.length}`);
});

test('a dismissed banner stays hidden and the stored version is chosen, when the site has them', () => {
  const script = themeBootstrapScript({ banner: true, versions: true });
  const dataset = { bannerKey: 'quire-banner:abc', versions: JSON.stringify(['v2', 'v1']) };
  const dismissed = run(script, dataset, { 'quire-banner:abc': '1', 'quire-version': 'v1' });
  assert.equal(dismissed.bannerDismissed, '');
  assert.equal(dismissed.version, 'v1');
  const fresh = run(script, dataset, { 'quire-version': 'v9' });
  assert.equal(fresh.bannerDismissed, undefined);
  assert.equal(fresh.version, 'v2', 'a stored version the site no longer has falls back to the first');
});
