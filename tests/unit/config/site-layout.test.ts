import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { detectSiteLayout } from '../../../src/config/site-layout.ts';

const folder = (files: string[]) => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-layout-'));
  for (const file of files) writeFileSync(join(dir, file), '{}');
  return dir;
};

test('a site.json folder keeps pages in docs/ and static files in public/', () => {
  const dir = folder(['site.json']);
  const found = detectSiteLayout(dir);
  assert.ok('layout' in found);
  assert.deepEqual(found.layout, { dir, format: 'site.json', configFile: join(dir, 'site.json'), pagesDir: join(dir, 'docs'), staticDir: join(dir, 'public') });
});

test('a docs.json folder keeps pages and static files beside docs.json, as Mintlify does', () => {
  const dir = folder(['docs.json']);
  const found = detectSiteLayout(dir);
  assert.ok('layout' in found);
  assert.deepEqual(found.layout, { dir, format: 'docs.json', configFile: join(dir, 'docs.json'), pagesDir: dir, staticDir: dir });
});

test('a folder with both site.json and docs.json is refused, naming both', () => {
  const dir = folder(['site.json', 'docs.json']);
  assert.deepEqual(detectSiteLayout(dir), { problem: { kind: 'both-configs', dir, siteJson: join(dir, 'site.json'), docsJson: join(dir, 'docs.json') } });
});

test('a folder with neither names a mint.json when there is one', () => {
  const empty = folder([]);
  assert.deepEqual(detectSiteLayout(empty), { problem: { kind: 'no-config', dir: empty } });
  const mint = folder(['mint.json']);
  assert.deepEqual(detectSiteLayout(mint), { problem: { kind: 'no-config', dir: mint, mintJson: join(mint, 'mint.json') } });
  const file = join(mint, 'mint.json');
  assert.deepEqual(detectSiteLayout(file), { problem: { kind: 'not-a-folder', dir: file } });
});
