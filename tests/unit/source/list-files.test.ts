import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { listFilesUnder } from '../../../src/source/list-files.ts';
import { findLinksLeavingSite } from '../../../src/source/links-leaving-site.ts';
import { snippetExports } from '../../../src/markdown/snippet-auto-imports.ts';
import { listStaticFiles } from '../../../src/source/static-files.ts';
import { type SiteFileRefusal, siteTextFromDisk } from '../../../src/utils/read-site-file.ts';

/** A temporary folder holding `site/` (with `files`) and `outside/secret.jsx` beside it. */
function siteBesideSecret(files: Record<string, string>): { root: string; site: string } {
  const root = mkdtempSync(join(tmpdir(), 'quire-walk-'));
  const site = join(root, 'site');
  for (const [path, content] of Object.entries({ ...files, 'docs.json': '{}' })) {
    mkdirSync(dirname(join(site, path)), { recursive: true });
    writeFileSync(join(site, path), content);
  }
  mkdirSync(join(root, 'outside'));
  writeFileSync(join(root, 'outside/secret.jsx'), 'export const Secret = () => "the key";\n');
  return { root, site };
}

test('no walk of the site folder follows a link out of it: static files, snippets and the leaving links agree', (t) => {
  const { root, site } = siteBesideSecret({ 'images/a.png': 'png', 'snippets/pill.jsx': 'export const Pill = () => null;\n' });
  t.after(() => rmSync(root, { recursive: true, force: true }));
  symlinkSync(join(root, 'outside'), join(site, 'snippets/shared'));
  symlinkSync(join(root, 'outside'), join(site, 'assets'));
  // A link back to a folder holding it ends; a link inside the site is followed.
  symlinkSync(site, join(site, 'images/loop'));
  symlinkSync(join(site, 'images'), join(site, 'pictures'));

  const staticRoot = { dir: site, sources: () => [join(site, 'docs.json')], excludedDirs: [] };
  assert.deepEqual([...listStaticFiles(staticRoot).keys()], ['/images/a.png', '/pictures/a.png']);
  assert.deepEqual([...snippetExports(site, siteTextFromDisk(site)).keys()], ['Pill']);
  assert.deepEqual(
    findLinksLeavingSite(site, [site]).map(({ link }) => link),
    [join(site, 'assets'), join(site, 'snippets/shared')],
  );
});

test("a docs.json site's folder walked with its project's node_modules: a link leaving from deep inside it is still found, the folder walked once; a pipe named as a page is refused as one", (t) => {
  const { root, site } = siteBesideSecret({ 'index.mdx': '# Home', 'node_modules/pkg/package.json': '{}', 'node_modules/pkg/lib/deep/a.js': '' });
  t.after(() => rmSync(root, { recursive: true, force: true }));
  symlinkSync(join(root, 'outside'), join(site, 'node_modules/pkg/lib/deep/linked'));
  // npm's own links stay inside: node_modules/.bin/x → ../pkg/lib/deep/a.js.
  mkdirSync(join(site, 'node_modules/.bin'));
  symlinkSync('../pkg/lib/deep/a.js', join(site, 'node_modules/.bin/x'));
  execFileSync('mkfifo', [join(site, 'pipe.md')]);
  // The pages folder and the static folder are the same folder in a docs.json site.
  assert.deepEqual(findLinksLeavingSite(site, [site, site]), [{ link: join(site, 'node_modules/pkg/lib/deep/linked'), target: join(root, 'outside') }]);
  const refused: SiteFileRefusal[] = [];
  assert.deepEqual(
    listFilesUnder(site, [], (name) => /\.mdx?$/.test(name), { siteDir: site, refused }),
    ['index.mdx'],
  );
  assert.deepEqual(refused, [{ reason: 'not-a-file', file: join(site, 'pipe.md'), kind: 'a named pipe (FIFO)' }]);
});
