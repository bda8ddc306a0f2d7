import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { expectedPrerenderFolder } from '../../../src/confinement/astro-prerender.ts';
import { renderFolderAdapter } from '../../../src/cli/render-folder.ts';

// The render process is started before Vite bundles, granted the folder the bundle will be in: the
// folder predicted from the config must be the one Astro writes (getPrerenderOutputDirectory), or
// the process started early is thrown away and the build waits for a new one.
const folder = (path: string) => pathToFileURL(`${path}/`);
const config = (outDir: string, integrations: { name: string }[] = []) => ({ outDir: folder(outDir), build: { server: folder(join(outDir, '../server')) }, integrations });

test('quire build (its render folder adapter): the bundle is in build.server, wherever the current folder is', () => {
  const predicted = expectedPrerenderFolder(config('/elsewhere/site/dist', [renderFolderAdapter()]), 'static');
  assert.equal(predicted.href, 'file:///elsewhere/site/server/.prerender/');
});

test('an Astro project building inside the current folder: the bundle is in the output folder', () => {
  const predicted = expectedPrerenderFolder(config(join(process.cwd(), 'dist')), 'static');
  assert.equal(predicted.href, `${folder(join(process.cwd(), 'dist')).href}.prerender/`);
});

test('an output folder outside the current folder: the bundle is in .astro/ of the current folder; a server output in build.server', () => {
  assert.equal(expectedPrerenderFolder(config('/elsewhere/dist'), 'static').href, `${folder(join(process.cwd(), '.astro')).href}.prerender/`);
  assert.equal(expectedPrerenderFolder(config('/elsewhere/dist'), 'server').href, 'file:///elsewhere/server/.prerender/');
});
