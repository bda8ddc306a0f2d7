import assert from 'node:assert/strict';
import { test } from 'node:test';
import { languageChrome } from '../../../src/components/layout/language-chrome.ts';
import type { SiteModel } from '../../../src/config/model.ts';

// A model no config door would let through: the schema refuses each of these values. The chrome
// every page's top bar and footer is written from drops them all the same (defence in depth).
const site = {
  name: 'Acme',
  logo: { light: '/logo.svg', dark: '/logo.svg', href: ' JaVa\tScript:alert(document.domain)' },
  topbarLinks: [
    { name: 'Blog', url: '/blog' },
    { name: 'Evil', url: 'javascript:alert(1)' },
  ],
  topbarCtaButton: { type: 'link', url: 'vbscript:msgbox(1)', name: 'Sign up' },
  footerSocials: [
    { platform: 'github', url: 'https://github.com/acme' },
    { platform: 'x', url: 'data:text/html,<script>alert(1)</script>' },
  ],
} as unknown as SiteModel;

test('the top bar and footer never receive a script URL: the logo links home, script links and buttons are left out', () => {
  const chrome = languageChrome(site, {});
  assert.equal(chrome.logoHref, '/');
  assert.deepEqual(
    chrome.topbarLinks.map((link) => link.url),
    ['/blog'],
  );
  assert.equal(chrome.topbarCtaButton, undefined);
  assert.deepEqual(
    chrome.footerSocials.map((social) => social.url),
    ['https://github.com/acme'],
  );
  // A language's own navbar goes through the same door.
  assert.deepEqual(languageChrome(site, { topbarLinks: [{ name: 'x', url: 'JAVASCRIPT:alert(1)' }] }).topbarLinks, []);
});

test('a logo image given as a script URL is not shown; a safe logo and its link are kept', () => {
  assert.equal(languageChrome({ ...site, logo: { light: 'javascript:alert(1)', dark: '/d.svg', href: '/' } }, {}).logo, undefined);
  const safe = languageChrome({ ...site, logo: { light: '/l.svg', dark: 'data:image/png;base64,iVBORw0KGgo=', href: 'https://acme.dev' } }, {});
  assert.deepEqual(safe.logo, { light: '/l.svg', dark: 'data:image/png;base64,iVBORw0KGgo=', href: 'https://acme.dev' });
  assert.equal(safe.logoHref, 'https://acme.dev');
});
