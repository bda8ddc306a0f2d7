import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, test } from 'node:test';
import * as pagefind from 'pagefind';
import { startSearchIndex } from '../../../src/search/search-index.ts';

// The build indexes its pages with Pagefind's command (search-index.ts); what a reader searches
// must be what Pagefind's Node API wrote before, and a site with nothing to index still builds.
const folders: string[] = [];
after(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function builtSite(pages: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'quire-search-index-'));
  folders.push(dir);
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), html);
  }
  return dir;
}

const page = (title: string, words: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><nav>Sidebar words</nav><article data-pagefind-body><h1>${title}</h1><p>${words}</p><button class="copy-code">Copy</button></article></body></html>`;

const files = (dir: string): Map<string, string> => {
  const walk = (folder: string): string[] => readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(folder, entry.name)) : [join(folder, entry.name)]));
  return new Map(walk(dir).map((file) => [relative(dir, file), readFileSync(file).toString('base64')]));
};

test("the index is the one Pagefind's Node API writes, byte for byte, and the build counts its pages", async () => {
  const pages = {
    'index.html': page('Home', 'Welcome to the quire documentation'),
    'guides/setup/index.html': page('Setup', 'Install the command and run it'),
    'old/index.html': '<html lang="en"><body data-pagefind-ignore="all">Moved</body></html>',
  };
  const site = builtSite(pages);
  const indexing = await startSearchIndex(site);
  assert.equal(await indexing.finish(), 2, 'the redirect page is not counted');

  const reference = builtSite(pages);
  const { index } = await pagefind.createIndex({ excludeSelectors: ['.copy-code', '.tab-list', '.prev-next'], maxFragments: 250 });
  assert.ok(index);
  await index.addDirectory({ path: reference });
  await index.writeFiles({ outputPath: join(reference, 'pagefind') });
  await pagefind.close();
  const expected = files(join(reference, 'pagefind'));
  const written = files(join(site, 'pagefind'));
  for (const name of [...expected.keys()].filter((name) => /^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(name))) expected.delete(name);
  assert.deepEqual([...written.keys()].sort(), [...expected.keys()].sort());
  for (const [name, content] of expected) assert.equal(written.get(name), content, `${name} differs from the Node API's`);
});

test('a site with no words to index gets an empty index, as before (Pagefind’s command refuses to write one)', async () => {
  const site = builtSite({ 'index.html': '<html lang="en"><head><title>Moved</title></head><body data-pagefind-ignore="all"></body></html>' });
  const indexing = await startSearchIndex(site);
  assert.equal(await indexing.finish(), 0);
  assert.ok(existsSync(join(site, 'pagefind/pagefind.js')), 'the search script is there for the dialog');
});

test('a stopped build leaves no index behind', async () => {
  const site = builtSite({ 'index.html': page('Home', 'Some words to index') });
  const indexing = await startSearchIndex(site);
  await indexing.cancel();
  assert.equal(existsSync(join(site, 'pagefind')), false);
});
