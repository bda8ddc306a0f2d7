import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { servableThroughFs } from '../../src/integration/dev-fs-guard.ts';
import { docsFolderLayout, exclusionsOf } from '../../src/source/site-source.ts';
import { projectRoot } from '../support/run-build.ts';

// The README's first way in: `npm install quire-docs` in the docs folder, so Quire's installation
// (here: this repository) sits inside the site folder. What a page loads is served by what it is.
const siteDir = dirname(projectRoot.replace(/\/$/, ''));
const layout = docsFolderLayout(siteDir);
const options = { siteDir, layout: () => ({ layout, excluded: exclusionsOf(layout) }), configFiles: () => [join(siteDir, 'site.json')] };
const at = (path: string) => join(projectRoot, path);

test("with Quire installed inside the site folder, /@fs/ serves Quire's modules and the packages it runs on", () => {
  for (const path of [
    'src/styles/base.css',
    'src/components/mdx/styles/cards.css',
    'src/components/layout/ModeToggle.astro',
    'node_modules/astro/dist/runtime/client/hmr.js',
    'node_modules/vite/dist/client/env.mjs',
    'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  ]) {
    assert.equal(servableThroughFs(at(path), options), true, path);
  }
});

test("…and still refuses the site's sources, config, hidden files, other packages and the rest of the installation", () => {
  for (const path of [
    'README.md',
    'package.json',
    'tests/unit/dev-fs-guard.test.ts',
    '.git/config',
    'node_modules/@astrojs/starlight/package.json',
    'node_modules/@astrojs/starlight/index.ts',
    'node_modules/astro/package.json',
  ]) {
    assert.equal(servableThroughFs(at(path), options), false, path);
  }
  assert.equal(servableThroughFs(join(siteDir, 'site.json'), options), false);
  assert.equal(servableThroughFs(join(siteDir, 'docs/guide.mdx'), options), false);
  assert.equal(servableThroughFs(join(siteDir, 'node_modules/left-pad/index.js'), options), false);
  assert.equal(servableThroughFs(join(siteDir, '.env'), options), false);
});

test("a module Vite's client graph asks for and Vite's own cache are served; a source file stays refused even then", () => {
  const cacheDir = join(siteDir, '.quire/vite/site-0123456789');
  const known = join(siteDir, 'node_modules/chart-lib/index.js');
  const withClient = { ...options, cacheDir, knownToClient: (path: string) => path === known || path.endsWith('.mdx') };
  assert.equal(servableThroughFs(join(cacheDir, 'deps/astro.js'), withClient), true);
  assert.equal(servableThroughFs(known, withClient), true);
  assert.equal(servableThroughFs(join(siteDir, 'docs/guide.mdx'), withClient), false);
  assert.equal(servableThroughFs(join(siteDir, 'node_modules/other/index.js'), withClient), false);
});
