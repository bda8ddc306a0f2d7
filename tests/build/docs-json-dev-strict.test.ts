import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { waitForPage } from '../support/child-server.ts';
import { startDevSite } from '../support/dev-site-process.ts';

// `quire dev --strict` on a docs.json folder: an entry without a page stops a build, so the dev
// server answers with Astro's error overlay naming it until the page exists; while docs.json
// itself cannot be read, that is what it names instead.
const dev = startDevSite('docs-json-site', 'docs-json-dev-strict', { strict: true });
const { siteDir } = dev;
after(() => dev.stop());

const page = async (path: string, accept: (status: number, html: string) => boolean, what: string) => waitForPage(`${await dev.origin}${path}`, accept, what, { output: dev.log });
const configFile = join(siteDir, 'docs.json');
const MISSING =
  /AstroUserError\] docs\.json has 1 problem:\n\s+✖ navigation\.tabs\[0\]\.groups\[0\]\.pages\[\d+\] \(line \d+, column \d+\): expected a page beside docs\.json, found "later", which has no \.md or \.mdx file/;

/**
 * Asks for the home page until it is an error page and the server has printed `pattern` since
 * `from` (the overlay shows that text; its HTML loads it by script): what the server printed.
 */
const errorUntil = async (from: number, pattern: RegExp, what: string): Promise<string> => {
  await page('/', (status) => status === 500 && pattern.test(dev.log().slice(from)), what);
  return dev.log().slice(from);
};

test('quire dev --strict on a docs.json folder: an entry without a page is named on every page until the page is created; a broken docs.json is named instead while it is broken', {
  timeout: 120_000,
}, async () => {
  await page('/', (status, html) => status === 200 && html.includes('Welcome – Fixture Docs'), 'the home page');
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  config.navigation.tabs[0].groups[0].pages.push('later');

  let from = dev.log().length;
  writeFileSync(configFile, JSON.stringify(config, null, 2));
  const missing = await errorUntil(from, MISSING, 'the error page naming the missing page');
  assert.doesNotMatch(missing, /Fix site\.json/, 'a docs.json site is not told to fix site.json');

  // docs.json cut short: its own problem is what a page names, not the list of missing pages.
  from = dev.log().length;
  writeFileSync(configFile, '{ "name": ');
  const broken = await errorUntil(from, /AstroUserError\] docs\.json has 1 problem:\n\s+✖ line 1, column \d+: expected a value, found the end of the file/, 'the error page for the broken docs.json');
  assert.doesNotMatch(broken.slice(broken.search(/expected a value, found the end of the file/)), MISSING, 'while docs.json is broken, the pages name its problem');

  from = dev.log().length;
  writeFileSync(configFile, JSON.stringify(config, null, 2));
  await errorUntil(from, MISSING, 'the missing page named again once docs.json reads');

  writeFileSync(join(siteDir, 'later.mdx'), '---\ntitle: Later\n---\n\nHere now.\n');
  await page('/later', (status, html) => status === 200 && html.includes('Here now.') && html.includes('href="/later"'), 'the new page, in the navigation');
  await page('/', (status, html) => status === 200 && html.includes('Welcome – Fixture Docs'), 'the home page again');
});
