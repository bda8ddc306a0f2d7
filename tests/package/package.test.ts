import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { builtSiteProblems, npmInstall, pack, pageFromServer, projectRoot, run, systemNode } from './npm-user.ts';

// Quire as a user gets it: `npm pack` (as `npm publish` would), then the tarball installed into
// folders outside the repository and used through npx, with the machine's Node 20 first on PATH.
// Builds and servers: run under the shared build lock (`flock /tmp/quire-build.lock npm test`).
const work = mkdtempSync(join(tmpdir(), 'quire-package-'));
let tarball = '';
let files: string[] = [];
const port = 4760 + (process.pid % 20);

before(() => {
  ({ tarball, files } = pack(work));
});
after(() => rmSync(work, { recursive: true, force: true }));

/** Every file and folder under dir (its node_modules link not followed), relative to it. */
const tree = (dir: string): string[] => readdirSync(dir, { recursive: true }).map(String).sort();
/** Quire's work folders in a base folder, by site folder name (`acme-docs-0123456789` → acme-docs). */
const workFolders = (base: string): string[] =>
  existsSync(join(base, 'sites'))
    ? readdirSync(join(base, 'sites'))
        .map((name) => name.replace(/-[0-9a-f]{10}$/, ''))
        .sort()
    : [];
const titleOf = (html: string): string | undefined => /<title>([^<]*)<\/title>/.exec(html)?.[1];

test('npm pack: the tarball holds what runs (bin/, compiled lib/ with declarations, components, styles, the starter), README and LICENSE; no tests, bench, fixtures or sources', () => {
  for (const file of files) assert.match(file, /^(bin\/|lib\/|package\.json$|README\.md$|LICENSE$)/, `${file} should not be packed`);
  for (const file of files) assert.doesNotMatch(file, /(^|\/)(tests|bench|fixtures|sandbox)\//, `${file} should not be packed`);
  assert.deepEqual(
    files.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts')),
    [],
    'TypeScript sources were packed',
  );
  const needed = [
    'bin/quire.mjs',
    'lib/integration/index.js',
    'lib/integration/index.d.ts',
    'lib/docs-collection.js',
    'lib/docs-collection.d.ts',
    'lib/cli/main.js',
    'lib/routes/[...slug].astro',
    'lib/components/api/Playground.astro',
    'lib/styles/base.css',
    'lib/starter/site.json',
    'LICENSE',
    'README.md',
  ];
  for (const file of needed) assert.ok(files.includes(file), `${file} is missing from the tarball`);

  const manifest = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'));
  assert.deepEqual(manifest.exports['.'], { types: './lib/integration/index.d.ts', default: './lib/integration/index.js' });
  assert.ok(manifest.dependencies.node, 'a dependent gets Node 24 through the node package');
  assert.match(manifest.engines.node, /^>=22\.\d+\.\d+$/);
  assert.equal(manifest.license, 'MIT');
  assert.ok(manifest.keywords.includes('astro-integration'));
});

test('a docs folder (package.json, site.json, docs/) with the tarball installed: npx quire init, check, build, dev, preview and migrate work on a machine whose node is 20', {
  timeout: 900_000,
}, async () => {
  const dir = join(work, 'acme-docs');
  mkdirSync(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'acme-docs', private: true }));
  npmInstall(dir, [tarball]);
  // Quire writes only in the project's .quire/ (node_modules may be read-only, and a reinstall replaces it).
  const installed = join(dir, 'node_modules/quire-docs');
  const installedFiles = tree(installed);
  const hiddenInNodeModules = () => readdirSync(join(dir, 'node_modules')).filter((name) => name.startsWith('.'));
  const hiddenBefore = hiddenInNodeModules();

  const init = run('npx', ['quire', 'init'], dir);
  assert.equal(init.status, 0, init.output);
  assert.match(init.stdout, /npx quire dev/);
  const check = run('npx', ['quire', 'check'], dir);
  assert.equal(check.status, 0, check.output);
  assert.match(check.stdout, /nothing the build would refuse/);
  const build = run('npx', ['quire', 'build'], dir);
  assert.equal(build.status, 0, build.output);
  assert.deepEqual(builtSiteProblems(join(dir, 'dist')), []);
  assert.equal(titleOf(readFileSync(join(dir, 'dist/quickstart/index.html'), 'utf8')), 'Quickstart – Acme Docs');
  assert.match(readFileSync(join(dir, '.quire/.gitignore'), 'utf8'), /^\*$/m, 'Quire folder ignores itself in git');
  assert.deepEqual(workFolders(join(dir, '.quire')), ['acme-docs']);

  // A second site with the same install: its own work folder, and neither site shows the other's pages.
  const handbook = join(dir, 'handbook');
  assert.equal(run('npx', ['quire', 'init', 'handbook'], dir).status, 0);
  writeFileSync(join(handbook, 'site.json'), readFileSync(join(handbook, 'site.json'), 'utf8').replace('"Acme Docs"', '"Handbook"'));
  writeFileSync(join(handbook, 'docs/quickstart.md'), '---\ntitle: Handbook start\n---\n\nOnly in the handbook.\n');
  const second = run('npx', ['quire', 'build', 'handbook'], dir);
  assert.equal(second.status, 0, second.output);
  const again = run('npx', ['quire', 'build'], dir);
  assert.equal(again.status, 0, again.output);
  assert.deepEqual(workFolders(join(dir, '.quire')), ['acme-docs', 'handbook']);
  assert.equal(titleOf(readFileSync(join(handbook, 'dist/quickstart/index.html'), 'utf8')), 'Handbook start – Handbook');
  assert.equal(titleOf(readFileSync(join(dir, 'dist/quickstart/index.html'), 'utf8')), 'Quickstart – Acme Docs');
  assert.doesNotMatch(readFileSync(join(dir, 'dist/llms-full.txt'), 'utf8'), /Only in the handbook/);

  // QUIRE_CACHE_DIR (relative to the current folder) moves Quire's folder.
  const elsewhere = run('npx', ['quire', 'build', 'handbook'], dir, { QUIRE_CACHE_DIR: '../quire-cache' });
  assert.equal(elsewhere.status, 0, elsewhere.output);
  assert.deepEqual(workFolders(join(work, 'quire-cache')), ['handbook']);
  assert.equal(titleOf(readFileSync(join(handbook, 'dist/quickstart/index.html'), 'utf8')), 'Handbook start – Handbook');

  // Without npx's PATH, on the machine's Node 20: the bin starts the Node 24 npm installed with Quire.
  const quireBin = join(dir, 'node_modules/.bin/quire');
  const direct = run(systemNode, [quireBin, 'check'], dir);
  assert.equal(direct.status, 0, direct.output);

  const preview = await pageFromServer(systemNode, [quireBin, 'preview'], dir, port, '/api/get-plant', '<quire-playground');
  assert.match(preview, /<title>Get a plant – Acme Docs<\/title>/);
  writeFileSync(join(dir, 'docs/quickstart.md'), '---\ntitle: Edited quickstart\n---\n\nNew text.\n');
  const dev = await pageFromServer('npx', ['quire', 'dev'], dir, port + 1, '/quickstart', 'New text.');
  assert.match(dev, /<title>Edited quickstart – Acme Docs<\/title>/);
  assert.deepEqual(tree(installed), installedFiles, 'init, check, build, preview and dev wrote nothing in node_modules/quire-docs');
  assert.equal(existsSync(join(installed, '.astro')), false);
  assert.deepEqual(hiddenInNodeModules(), hiddenBefore, 'no .cache, .vite or .astro in node_modules');
  assert.ok(existsSync(join(dir, '.quire/node-compile-cache')), "Node's compile cache is in .quire");
  assert.ok(
    readdirSync(join(dir, '.quire/sites')).some((name) => existsSync(join(dir, '.quire/sites', name, '.astro/data-store.json'))),
    'the dev content store is in the site work folder',
  );

  mkdirSync(join(dir, 'mintlify'));
  writeFileSync(join(dir, 'mintlify/mint.json'), JSON.stringify({ name: 'Old Docs', colors: { primary: '#0d9373' }, navigation: [{ group: 'Start', pages: ['index'] }] }));
  writeFileSync(join(dir, 'mintlify/index.mdx'), '---\ntitle: Hello\n---\n\n<Note>Moved.</Note>\n');
  const migrate = run('npx', ['quire', 'migrate', 'mintlify', 'migrated'], dir);
  assert.equal(migrate.status, 0, migrate.output);
  assert.ok(existsSync(join(dir, 'migrated/site.json')) && existsSync(join(dir, 'migrated/docs/index.mdx')), migrate.output);
});

test('an Astro 7 project with integrations: [quire()] and one line in src/content.config.ts: npx astro build and astro dev give the whole site', { timeout: 900_000 }, async () => {
  const dir = join(work, 'astro-site');
  mkdirSync(join(dir, 'src'), { recursive: true });
  const astro = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).dependencies.astro;
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'astro-site', type: 'module', private: true }));
  writeFileSync(join(dir, 'astro.config.mjs'), "import { defineConfig } from 'astro/config';\nimport quire from 'quire-docs';\n\nexport default defineConfig({ integrations: [quire()] });\n");
  writeFileSync(join(dir, 'src/content.config.ts'), "export { collections } from 'quire-docs/content';\n");
  npmInstall(dir, [`astro@${astro}`, tarball]);
  const init = run('npx', ['quire', 'init'], dir);
  assert.equal(init.status, 0, init.output);

  const build = run('npx', ['astro', 'build'], dir);
  assert.equal(build.status, 0, build.output);
  assert.deepEqual(builtSiteProblems(join(dir, 'dist')), []);
  const dev = await pageFromServer('npx', ['astro', 'dev'], dir, port + 2, '/api/get-plant', '<quire-playground');
  assert.match(dev, /<title>Get a plant – Acme Docs<\/title>/);

  // Without the integration, the collection says what is missing instead of failing somewhere inside.
  writeFileSync(join(dir, 'astro.config.mjs'), "import { defineConfig } from 'astro/config';\n\nexport default defineConfig({});\n");
  const forgotten = run('npx', ['astro', 'build'], dir);
  assert.notEqual(forgotten.status, 0, forgotten.output);
  assert.match(forgotten.output, /Quire's docs collection reads its pages from the folder the Quire integration names, and the integration is not set up[\s\S]*integrations: \[quire\(\)\]/);
});
