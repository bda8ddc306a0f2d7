import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { siteTextFromDisk, siteTextOnce } from '../../../src/utils/read-site-file.ts';

// Every plugin that reads a site file by path (snippets, React files, page modules) reads through one
// of these two: confined like every reading of the site, once per build or afresh in dev.
function siteWithOutsideFiles(t: { after: (fn: () => void) => void }) {
  const root = mkdtempSync(join(tmpdir(), 'quire-site-text-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const site = join(root, 'site');
  mkdirSync(join(site, 'snippets'), { recursive: true });
  writeFileSync(join(root, 'secret.jsx'), 'export const Secret = "outside";\n');
  writeFileSync(join(site, 'snippets', 'card.jsx'), 'export const Card = () => null;\n');
  symlinkSync(join(root, 'secret.jsx'), join(site, 'snippets', 'linked.jsx'));
  execFileSync('mkfifo', [join(site, 'snippets', 'pipe.jsx')]);
  return site;
}

for (const [name, reader] of [
  ['the dev server', siteTextFromDisk],
  ['a build', siteTextOnce],
] as const) {
  test(`${name} reads a site file's text, and nothing outside the site, no pipe and no missing file`, (t) => {
    const site = siteWithOutsideFiles(t);
    const read = reader(site);
    assert.equal(read(join(site, 'snippets', 'card.jsx')), 'export const Card = () => null;\n');
    assert.equal(read(join(site, 'snippets', 'linked.jsx')), undefined, 'a link to a file outside the site');
    assert.equal(read(join(site, '..', 'secret.jsx')), undefined, 'a path outside the site');
    assert.equal(read(join(site, 'snippets', 'pipe.jsx')), undefined, 'a FIFO is refused, not waited on');
    assert.equal(read(join(site, 'snippets', 'missing.jsx')), undefined);
  });
}

test('a build keeps its first reading of a file; the dev server sees the saved one', (t) => {
  const site = siteWithOutsideFiles(t);
  const file = join(site, 'snippets', 'card.jsx');
  const once = siteTextOnce(site);
  const fromDisk = siteTextFromDisk(site);
  assert.equal(once(file), fromDisk(file));
  writeFileSync(file, 'export const Card = () => "saved";\n');
  assert.equal(once(file), 'export const Card = () => null;\n');
  assert.equal(fromDisk(file), 'export const Card = () => "saved";\n');
});
