import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { HostInput } from '../../../src/hosts/host-files.ts';
import { writeHostFiles } from '../../../src/hosts/write-host-files.ts';

// Netlify's Edge Function is the one file `--host` writes outside the output folder: into the
// site folder's `.netlify/v1/`. It must never land anywhere else, nor replace a file Quire did not write.
const input: HostInput = { redirects: [], pageHrefs: ['/'], forwarding: { baseUrls: [], authHeader: () => undefined, pageHeaders: () => [] } };
const root = mkdtempSync(join(tmpdir(), 'quire-host-files-'));
after(() => rmSync(root, { recursive: true, force: true }));

function setUp(name: string) {
  const site = join(root, name, 'site');
  const outside = join(root, name, 'outside');
  mkdirSync(join(site, 'dist'), { recursive: true });
  mkdirSync(outside, { recursive: true });
  const warnings: string[] = [];
  const write = () => writeHostFiles('netlify', input, join(site, 'dist'), site, { info: () => undefined, warn: (message) => warnings.push(message) });
  return { site, outside, warnings, write };
}

test('the Edge Function is written into the site folder, and written again over its own earlier copy', () => {
  const { site, write, warnings } = setUp('plain');
  write();
  // The next build: a fresh output folder, the function of the last one still in the site folder.
  rmSync(join(site, 'dist'), { recursive: true });
  mkdirSync(join(site, 'dist'));
  write();
  assert.match(readFileSync(join(site, '.netlify/v1/edge-functions/quire-markdown.js'), 'utf8'), /^\/\/ Written by `quire build --host netlify`/);
  assert.deepEqual(warnings, []);
});

test('a .netlify folder that is a link to elsewhere gets nothing, not even a folder', () => {
  const { site, outside, write, warnings } = setUp('linked-folder');
  symlinkSync(outside, join(site, '.netlify'));
  write();
  assert.deepEqual(readdirSync(outside), []);
  assert.match(warnings.join('\n'), /is a link or lies behind one, so nothing is written there/);
});

test('a dangling link where the function goes does not create its target', () => {
  const { site, outside, write, warnings } = setUp('dangling');
  mkdirSync(join(site, '.netlify/v1/edge-functions'), { recursive: true });
  symlinkSync(join(outside, 'created.js'), join(site, '.netlify/v1/edge-functions/quire-markdown.js'));
  write();
  assert.equal(existsSync(join(outside, 'created.js')), false);
  assert.equal(warnings.length, 1);
});

test("a function file the site's owner wrote is kept", () => {
  const { site, write, warnings } = setUp('own-file');
  mkdirSync(join(site, '.netlify/v1/edge-functions'), { recursive: true });
  writeFileSync(join(site, '.netlify/v1/edge-functions/quire-markdown.js'), 'export default () => new Response("mine");\n');
  write();
  assert.equal(readFileSync(join(site, '.netlify/v1/edge-functions/quire-markdown.js'), 'utf8'), 'export default () => new Response("mine");\n');
  assert.match(warnings.join('\n'), /is not Quire's, so it is kept/);
});
