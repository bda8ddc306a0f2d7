import { spawnSync } from 'node:child_process';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { builtSiteProblems, installedProject, npmInstall, pack, projectRoot, run, startServer, systemNode, userEnv } from './npm-user.ts';
import { readerProblems, type StarterPages } from './reader.ts';
import { waitForPage } from '../support/child-server.ts';
import { folderApartFrom } from '../support/site-folders.ts';

// Quire as a user gets it: `npm pack` (as `npm publish` would), then the tarball installed into
// folders outside the repository and used through npx, with the machine's Node 20 first on PATH.
// Builds and servers: run under the shared build lock (`flock /tmp/quire-build.lock npm test`).
const work = mkdtempSync(join(tmpdir(), 'quire-package-'));
let tarball = '';
let files: string[] = [];
/** The starter's pages (site.json's `quire init`) and a word of its quickstart. */
const SITE_JSON_STARTER: StarterPages = { home: '/', page: '/quickstart', api: '/api/get-plant', word: 'quickstart' };
/** The docs.json starter's: Mintlify's URL for its operation page. */
const DOCS_JSON_STARTER: StarterPages = { ...SITE_JSON_STARTER, api: '/api-reference/get-a-plant' };

/** Starts a server (`npx quire dev`, `quire preview`, `npx astro dev`) and says what a reader in Chromium finds broken on the starter. */
async function servedProblems(command: string, args: readonly string[], cwd: string, pages: StarterPages, env: NodeJS.ProcessEnv = {}): Promise<string[]> {
  const server = await startServer(command, args, cwd, env);
  try {
    return await readerProblems(server, pages);
  } finally {
    await server.stop();
  }
}

/** The project the tarball is installed into once, which each local install copies (npm-user.ts installedProject). */
const INSTALLED = join(work, 'installed');

/** A folder holding a Node new enough for Astro 7 (the repository's Node 24), to put first on PATH as an Astro user's machine has it. */
const NEWER_NODE_DIR = join(projectRoot, 'node_modules/node/bin');

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
  assert.equal(manifest.dependencies.node, undefined, "Quire does not install a node into the user's node_modules/.bin");
  assert.match(manifest.engines.node, /^>=22\.\d+\.\d+$/);
  assert.equal(manifest.license, 'MIT');
  assert.ok(manifest.keywords.includes('astro-integration'));
});

test('a docs folder (package.json, site.json, docs/) with the tarball installed: npx quire init, check, build, dev, preview and migrate work on a machine whose node is 20, and a reader in Chromium gets every file', {
  timeout: 900_000,
}, async () => {
  const dir = join(work, 'acme-docs');
  installedProject(INSTALLED, tarball, dir);
  assert.equal(existsSync(join(dir, 'node_modules/.bin/node')), false, "installing Quire changed which node the project's npm scripts run on");
  // Quire writes only in the project's .quire/ (node_modules may be read-only, and a reinstall replaces it).
  const installed = join(dir, 'node_modules/quire-docs');
  const installedFiles = tree(installed);
  const hiddenInNodeModules = () => readdirSync(join(dir, 'node_modules')).filter((name) => name.startsWith('.'));
  const hiddenBefore = hiddenInNodeModules();

  const init = run('npx', ['quire', 'init'], dir);
  assert.equal(init.status, 0, init.output);
  assert.match(init.stdout, /npx quire dev/);
  // What a bug report quotes: the installed package's version, read from the published layout (lib/).
  const version = run('npx', ['quire', '--version'], dir);
  const { version: packed } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string };
  assert.match(version.stdout, new RegExp(`^quire ${packed.replaceAll('.', '\\.')} \\(Astro 7\\.\\d+\\.\\d+, Node\\.js \\d+\\.\\d+\\.\\d+\\)$`, 'm'), version.output);
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

  // Without npx's PATH, on the machine's Node 20: the bin says so in one line and runs on npm's Node 24.
  const quireBin = join(dir, 'node_modules/.bin/quire');
  const direct = run(systemNode, [quireBin, 'check'], dir);
  assert.equal(direct.status, 0, direct.output);
  // The machine's Node decides which way the bin goes: one line and npm's Node 24 when it is too old, silence otherwise.
  const [major, minor] = spawnSync(systemNode, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.split('.').map(Number);
  if (major < 22 || (major === 22 && minor < 19)) assert.match(direct.output, /Node\.js v[\d.]+ is older than Quire needs \(22\.19\); running on Node 24 from npm's cache/);
  else assert.doesNotMatch(direct.output, /older than Quire needs/);

  // The site folder is the project folder: Quire's own files sit under it, in node_modules, and a reader gets them all.
  assert.deepEqual(await servedProblems(systemNode, [quireBin, 'preview'], dir, SITE_JSON_STARTER), [], 'quire preview');
  // One dev session: a reader finds nothing broken, then a saved page is served as saved, without a restart.
  const devServer = await startServer('npx', ['quire', 'dev'], dir);
  try {
    assert.deepEqual(await readerProblems(devServer, SITE_JSON_STARTER), [], 'quire dev');
    // Astro's toolbar inspects Quire's markup, not the author's: quire dev draws none over the pages.
    assert.doesNotMatch(await (await fetch(`${devServer.origin}/quickstart`)).text(), /dev-toolbar/, 'quire dev serves no Astro dev toolbar');
    writeFileSync(join(dir, 'docs/quickstart.md'), '---\ntitle: Edited quickstart\n---\n\nNew text.\n');
    const edited = await waitForPage(`${devServer.origin}/quickstart`, (status, html) => status === 200 && html.includes('New text.'), 'quire dev: the saved quickstart', { timeoutMs: 90_000 });
    assert.match(edited, /<title>Edited quickstart – Acme Docs<\/title>/);
  } finally {
    await devServer.stop();
  }
  assert.deepEqual(tree(installed), installedFiles, 'init, check, build, preview and dev wrote nothing in node_modules/quire-docs');
  assert.equal(existsSync(join(installed, '.astro')), false);
  assert.deepEqual(hiddenInNodeModules(), hiddenBefore, 'no .cache, .vite or .astro in node_modules');
  assert.ok(existsSync(join(dir, '.quire/node-compile-cache')), "Node's compile cache is in .quire");
  assert.ok(
    readdirSync(join(dir, '.quire/sites')).some((name) => existsSync(join(dir, '.quire/sites', name, 'dev/.astro/data-store.json'))),
    "the dev content store is in the dev server's own root in the site work folder",
  );

  mkdirSync(join(dir, 'mintlify'));
  writeFileSync(join(dir, 'mintlify/mint.json'), JSON.stringify({ name: 'Old Docs', colors: { primary: '#0d9373' }, navigation: [{ group: 'Start', pages: ['index'] }] }));
  writeFileSync(join(dir, 'mintlify/index.mdx'), '---\ntitle: Hello\n---\n\n<Note>Moved.</Note>\n');
  const migrate = run('npx', ['quire', 'migrate', 'mintlify', 'migrated'], dir);
  assert.equal(migrate.status, 0, migrate.output);
  assert.ok(existsSync(join(dir, 'migrated/site.json')) && existsSync(join(dir, 'migrated/docs/index.mdx')), migrate.output);
});

test('a docs.json folder with the tarball installed: npx quire init --format docs.json, check, build, preview and dev, and a reader in Chromium gets every file', { timeout: 900_000 }, async () => {
  const dir = join(work, 'mintlify-docs');
  installedProject(INSTALLED, tarball, dir);
  const init = run('npx', ['quire', 'init', '--format', 'docs.json'], dir);
  assert.equal(init.status, 0, init.output);
  assert.ok(existsSync(join(dir, 'docs.json')), init.output);
  const check = run('npx', ['quire', 'check'], dir);
  assert.equal(check.status, 0, check.output);
  const build = run('npx', ['quire', 'build'], dir);
  assert.equal(build.status, 0, build.output);
  assert.ok(existsSync(join(dir, 'dist/api-reference/get-a-plant/index.html')), build.output);
  assert.deepEqual(await servedProblems('npx', ['quire', 'preview'], dir, DOCS_JSON_STARTER), [], 'quire preview');
  assert.deepEqual(await servedProblems('npx', ['quire', 'dev'], dir, DOCS_JSON_STARTER), [], 'quire dev');
});

test("installed globally (npm install --global): quire init, check, build, preview and dev in a folder with no package.json, with Quire's folder in the user's cache far from the installation, and a reader in Chromium gets every file", {
  timeout: 900_000,
}, async (t) => {
  const prefix = join(work, 'global');
  const install = run('npm', ['install', '--global', '--prefix', prefix, tarball, '--prefer-offline', '--no-audit', '--no-fund'], work);
  assert.equal(install.status, 0, install.output);
  // As /usr/lib and ~/.cache share no folder: the cache here shares none with the installation.
  const cache = folderApartFrom(prefix);
  t.after(() => rmSync(cache, { recursive: true, force: true }));
  const env = { XDG_CACHE_HOME: cache, PATH: `${join(prefix, 'bin')}:${userEnv().PATH}` };
  const dir = join(work, 'global-docs');
  mkdirSync(dir);
  for (const command of ['init', 'check', 'build']) {
    const step = run('quire', [command], dir, env);
    assert.equal(step.status, 0, `quire ${command}:\n${step.output}`);
  }
  assert.deepEqual(builtSiteProblems(join(dir, 'dist')), []);
  assert.deepEqual(workFolders(join(cache, 'quire')), ['global-docs']);
  assert.equal(existsSync(join(dir, '.quire')), false, 'a global install keeps nothing in the site folder');
  assert.deepEqual(await servedProblems('quire', ['preview'], dir, SITE_JSON_STARTER, env), [], 'quire preview');
  assert.deepEqual(await servedProblems('quire', ['dev'], dir, SITE_JSON_STARTER, env), [], 'quire dev');
});

test('an Astro 7 project with integrations: [quire()] and one line in src/content.config.ts: npx astro build and astro dev give the whole site', { timeout: 900_000 }, async () => {
  const dir = join(work, 'astro-site');
  // The tarball installed as in the other projects, then Astro added as the project's own
  // dependency (\`npm install astro\`): the tree npm makes for both named at once, in a second.
  installedProject(INSTALLED, tarball, dir);
  mkdirSync(join(dir, 'src'), { recursive: true });
  const astro = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).dependencies.astro;
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ ...manifest, name: 'astro-site', type: 'module' }));
  writeFileSync(join(dir, 'astro.config.mjs'), "import { defineConfig } from 'astro/config';\nimport quire from 'quire-docs';\n\nexport default defineConfig({ integrations: [quire()] });\n");
  writeFileSync(join(dir, 'src/content.config.ts'), "export { collections } from 'quire-docs/content';\n");
  npmInstall(dir, [`astro@${astro}`]);
  assert.ok(existsSync(join(dir, 'node_modules/.bin/astro')), "npx astro finds the project's own astro");
  const init = run('npx', ['quire', 'init'], dir);
  assert.equal(init.status, 0, init.output);

  // Astro 7 itself needs Node 22.12 or newer: this user's machine has one first on PATH.
  const newerNode = { PATH: `${NEWER_NODE_DIR}:${userEnv().PATH}` };
  const build = run('npx', ['astro', 'build'], dir, newerNode);
  assert.equal(build.status, 0, build.output);
  assert.deepEqual(builtSiteProblems(join(dir, 'dist')), []);
  assert.deepEqual(await servedProblems('npx', ['astro', 'dev'], dir, SITE_JSON_STARTER, newerNode), [], 'astro dev');

  // Without the integration, the collection says what is missing instead of failing somewhere inside.
  writeFileSync(join(dir, 'astro.config.mjs'), "import { defineConfig } from 'astro/config';\n\nexport default defineConfig({});\n");
  const forgotten = run('npx', ['astro', 'build'], dir, newerNode);
  assert.notEqual(forgotten.status, 0, forgotten.output);
  assert.match(forgotten.output, /Quire's docs collection reads its pages from the folder the Quire integration names, and the integration is not set up[\s\S]*integrations: \[quire\(\)\]/);
});
