import assert from 'node:assert/strict';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  devWorkFolder,
  ensureBase,
  modulesFolder,
  prepareWorkFolder,
  projectOf,
  pruneWorkFolders,
  SITE_MARKER,
  siteWorkFolder,
  viteCacheFolder,
  workBase,
  workFolderManifest,
} from '../../../src/cli/work-folder.ts';

const anyProject = () => true;
const noProject = () => false;

test('QUIRE_CACHE_DIR names Quire folder: an absolute path as it is, a relative one from the current folder', () => {
  const installation = '/home/ann/acme/node_modules/quire-docs';
  assert.equal(workBase({ env: { QUIRE_CACHE_DIR: '/var/cache/docs' }, cwd: '/home/ann/acme', installation, isProject: anyProject }), '/var/cache/docs');
  assert.equal(workBase({ env: { QUIRE_CACHE_DIR: 'tmp/quire' }, cwd: '/home/ann/acme', installation, isProject: anyProject }), '/home/ann/acme/tmp/quire');
  // An empty value (an unset shell variable) is no choice: the project's folder is used.
  assert.equal(workBase({ env: { QUIRE_CACHE_DIR: '' }, cwd: '/x', installation, isProject: anyProject }), '/home/ann/acme/.quire');
});

test('installed, Quire writes in .quire of the project whose node_modules holds it, never inside node_modules', () => {
  const base = (installation: string) => workBase({ env: {}, installation, isProject: anyProject });
  assert.equal(base('/home/ann/acme/node_modules/quire-docs'), '/home/ann/acme/.quire');
  assert.equal(base('/home/ann/acme/node_modules/@docs/quire'), '/home/ann/acme/.quire', 'under a scope');
  assert.equal(base('/home/ann/acme/node_modules/docs-kit/node_modules/quire-docs'), '/home/ann/acme/.quire', 'nested in another package');
  assert.equal(base('/home/ann/acme/node_modules/.pnpm/quire-docs@0.1.0/node_modules/quire-docs'), '/home/ann/acme/.quire', "pnpm's real folder");
  for (const installation of ['/home/ann/acme/node_modules/quire-docs', '/a/node_modules/b/node_modules/quire-docs']) {
    assert.doesNotMatch(base(installation), /node_modules/);
  }
  // Running from a clone of the repository: the repository is the project.
  assert.equal(base('/home/ann/src/quire'), '/home/ann/src/quire/.quire');
  assert.equal(projectOf('/home/ann/src/quire'), '/home/ann/src/quire');
});

test('a global install (no project of the user around it) writes in the user cache folder', () => {
  const installation = '/usr/lib/node_modules/quire-docs';
  const seen: string[] = [];
  const isProject = (dir: string) => {
    seen.push(dir);
    return false;
  };
  assert.equal(workBase({ env: {}, installation, home: '/home/ann', isProject }), '/home/ann/.cache/quire');
  assert.deepEqual(seen, ['/usr/lib'], 'the folder holding node_modules was considered first');
  assert.equal(workBase({ env: { XDG_CACHE_HOME: '/home/ann/.xdg' }, installation, home: '/home/ann', isProject: noProject }), '/home/ann/.xdg/quire');
  // A relative XDG_CACHE_HOME is invalid by the spec: ignored.
  assert.equal(workBase({ env: { XDG_CACHE_HOME: 'rel' }, installation, home: '/home/ann', isProject: noProject }), '/home/ann/.cache/quire');
});

test('the real check: a project is a writable folder with package.json; /usr/lib is not one', (t) => {
  const home = mkdtempSync(join(tmpdir(), 'quire-home-'));
  t.after(() => rmSync(home, { recursive: true, force: true }));
  const project = join(home, 'acme');
  mkdirSync(join(project, 'node_modules/quire-docs'), { recursive: true });
  writeFileSync(join(project, 'package.json'), '{}');
  assert.equal(workBase({ env: {}, installation: join(project, 'node_modules/quire-docs'), home }), join(project, '.quire'));
  const global = join(home, 'prefix/lib');
  mkdirSync(join(global, 'node_modules/quire-docs'), { recursive: true });
  assert.equal(workBase({ env: {}, installation: join(global, 'node_modules/quire-docs'), home }), join(home, '.cache/quire'));
});

test('two site folders with the same name get different work folders; one site always the same', () => {
  const a = siteWorkFolder('/home/ann/acme/docs', '/b');
  const b = siteWorkFolder('/home/ann/other/docs', '/b');
  assert.notEqual(a, b);
  assert.match(a, /^\/b\/sites\/docs-[0-9a-f]{10}$/);
  assert.match(b, /^\/b\/sites\/docs-[0-9a-f]{10}$/);
  assert.equal(siteWorkFolder('/home/ann/acme/docs', '/b'), a);
});

test('the work folder: created with a self-ignoring base, the site marker, and a node_modules link; a real node_modules folder is never replaced', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-work-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const base = join(dir, 'project/.quire');
  const modules = join(dir, 'project/node_modules');
  mkdirSync(modules, { recursive: true });
  const work = siteWorkFolder(join(dir, 'site'), base);
  prepareWorkFolder(work, join(dir, 'site'), base, modules);
  assert.match(readFileSync(join(base, '.gitignore'), 'utf8'), /^\*$/m);
  assert.deepEqual(JSON.parse(readFileSync(join(work, SITE_MARKER), 'utf8')), { site: join(dir, 'site') });
  assert.equal(readlinkSync(join(work, 'node_modules')), modules);
  // Again: nothing changes, no error.
  prepareWorkFolder(work, join(dir, 'site'), base, modules);
  assert.equal(readlinkSync(join(work, 'node_modules')), modules);
  // Quire moved: the link follows it.
  const moved = join(dir, 'elsewhere/node_modules');
  mkdirSync(moved, { recursive: true });
  prepareWorkFolder(work, join(dir, 'site'), base, moved);
  assert.equal(readlinkSync(join(work, 'node_modules')), moved);
  // A real folder named node_modules is kept, contents and all.
  const other = siteWorkFolder(join(dir, 'other'), base);
  mkdirSync(join(other, 'node_modules'), { recursive: true });
  writeFileSync(join(other, 'node_modules/keep.txt'), 'mine');
  prepareWorkFolder(other, join(dir, 'other'), base, modules);
  assert.equal(lstatSync(join(other, 'node_modules')).isDirectory(), true);
  assert.equal(readFileSync(join(other, 'node_modules/keep.txt'), 'utf8'), 'mine');
});

test('a base the user already has keeps its own .gitignore (and gets none when it has none)', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-base-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, '.gitignore'), 'mine\n');
  ensureBase(dir);
  assert.equal(readFileSync(join(dir, '.gitignore'), 'utf8'), 'mine\n');
  const empty = join(dir, 'existing');
  mkdirSync(empty);
  ensureBase(empty);
  assert.equal(existsSync(join(empty, '.gitignore')), false);
});

test('pruning removes only marked work folders of sites that are gone (with their Vite cache), and never what their node_modules link points to', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-prune-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const base = join(dir, '.quire');
  const modules = join(dir, 'node_modules');
  mkdirSync(join(modules, 'astro'), { recursive: true });
  writeFileSync(join(modules, 'astro/package.json'), '{}');
  const live = join(dir, 'live');
  const gone = join(dir, 'gone');
  mkdirSync(live);
  mkdirSync(gone);
  const liveWork = siteWorkFolder(live, base);
  const goneWork = siteWorkFolder(gone, base);
  prepareWorkFolder(liveWork, live, base, modules);
  prepareWorkFolder(goneWork, gone, base, modules);
  writeFileSync(join(goneWork, 'built.html'), 'x');
  // Each site's dev root (quire dev) with its link and its own Vite cache.
  for (const [work, site] of [
    [liveWork, live],
    [goneWork, gone],
  ])
    prepareWorkFolder(devWorkFolder(work), site, base, modules);
  for (const work of [liveWork, goneWork, devWorkFolder(liveWork), devWorkFolder(goneWork)]) mkdirSync(join(viteCacheFolder(work, base), 'deps'), { recursive: true });
  assert.notEqual(viteCacheFolder(devWorkFolder(liveWork), base), viteCacheFolder(devWorkFolder(goneWork), base), 'dev caches are per site');
  rmSync(gone, { recursive: true });
  // Folders without Quire's marker, even for a missing site, and a gone site's folder holding a real node_modules.
  mkdirSync(join(base, 'sites/unmarked'), { recursive: true });
  const foreign = join(base, 'sites/foreign');
  mkdirSync(join(foreign, 'node_modules'), { recursive: true });
  writeFileSync(join(foreign, SITE_MARKER), JSON.stringify({ site: join(dir, 'never-there') }));

  assert.deepEqual(pruneWorkFolders(base), [goneWork]);
  assert.equal(existsSync(goneWork), false);
  assert.equal(existsSync(viteCacheFolder(goneWork, base)), false, "the gone site's Vite cache is removed");
  assert.equal(existsSync(viteCacheFolder(devWorkFolder(goneWork), base)), false, "the gone site's dev Vite cache is removed");
  assert.equal(existsSync(join(viteCacheFolder(liveWork, base), 'deps')), true, "a live site's Vite cache stays");
  assert.equal(existsSync(join(viteCacheFolder(devWorkFolder(liveWork), base), 'deps')), true, "a live site's dev Vite cache stays");
  assert.ok(lstatSync(join(devWorkFolder(liveWork), 'node_modules')).isSymbolicLink(), "a live site's dev root keeps its link");
  assert.deepEqual(readdirSync(join(base, 'sites')).sort(), [liveWork.split('/').pop(), 'foreign', 'unmarked'].sort());
  assert.equal(readFileSync(join(modules, 'astro/package.json'), 'utf8'), '{}', 'the linked node_modules is intact');
  assert.equal(existsSync(join(base, '.gitignore')), true);
  assert.deepEqual(pruneWorkFolders(join(dir, 'no-base')), []);
});

test('the node_modules Quire resolves from: the first one holding astro, from its own folder up', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-modules-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'acme/node_modules/quire-docs'), { recursive: true });
  mkdirSync(join(dir, 'acme/node_modules/astro'), { recursive: true });
  assert.equal(modulesFolder(join(dir, 'acme/node_modules/quire-docs')), join(dir, 'acme/node_modules'));
  mkdirSync(join(dir, 'acme/node_modules/quire-docs/node_modules/astro'), { recursive: true });
  assert.equal(modulesFolder(join(dir, 'acme/node_modules/quire-docs')), join(dir, 'acme/node_modules/quire-docs/node_modules'), 'a nested astro wins, as Node resolves it');
  const pnpm = join(dir, 'p/node_modules/.pnpm/quire-docs@1/node_modules');
  mkdirSync(join(pnpm, 'quire-docs'), { recursive: true });
  mkdirSync(join(pnpm, 'astro'), { recursive: true });
  assert.equal(modulesFolder(join(pnpm, 'quire-docs')), pnpm);
});

test("the work folder's package.json names the packages Astro bundles: Quire's dependencies, and its project's when installed in one", (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-manifest-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const write = (path: string, manifest: object) => {
    mkdirSync(join(dir, path), { recursive: true });
    writeFileSync(join(dir, path, 'package.json'), JSON.stringify(manifest));
  };
  write('global/quire-docs', { name: 'quire-docs', dependencies: { astro: '^7', '@astrojs/mdx': '^5' }, devDependencies: { playwright: '1' } });
  write('project', { name: 'acme-docs', dependencies: { 'quire-docs': '^1' }, devDependencies: { 'astro-icons': '2' } });
  write('project/node_modules/quire-docs', { name: 'quire-docs', dependencies: { astro: '^7' } });
  const names = (installation: string) => Object.keys(JSON.parse(workFolderManifest(installation)).dependencies);
  // A global install (no project around it): Quire's own dependencies, not its development tools.
  assert.deepEqual(names(join(dir, 'global/quire-docs')), ['@astrojs/mdx', 'astro']);
  // Installed in a project: the project's packages too (those a site's pages may use).
  assert.deepEqual(names(join(dir, 'project/node_modules/quire-docs')), ['astro', 'astro-icons', 'quire-docs']);

  const base = join(dir, 'cache');
  const work = siteWorkFolder(join(dir, 'site'), base);
  prepareWorkFolder(work, join(dir, 'site'), base, join(dir, 'global/quire-docs/node_modules'), join(dir, 'global/quire-docs'));
  assert.deepEqual(Object.keys(JSON.parse(readFileSync(join(work, 'package.json'), 'utf8')).dependencies), ['@astrojs/mdx', 'astro']);
});
