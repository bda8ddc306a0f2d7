import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, test } from 'node:test';
import { expectedPrerenderEntry, RENDER_FOLDER_INTEGRATION } from '../../../src/confinement/bundle-folder.ts';
import { bundleRoot, renderProcessFor, startRenderProcessAhead } from '../../../src/confinement/confined-prerenderer.ts';

const folder = mkdtempSync(join(tmpdir(), 'quire-ahead-'));
const children: ChildProcess[] = [];
after(() => {
  for (const child of children) child.kill();
  rmSync(folder, { recursive: true, force: true });
});

const url = (path: string) => pathToFileURL(`${path}/`);

test("quire build's render folder: the process started ahead is granted the work folder Astro's entry will be read from", () => {
  const work = join(folder, 'work');
  const config = { outDir: url(join(work, 'dist')), build: { server: url(join(work, 'render-chunks')) }, integrations: [{ name: 'quire' }, { name: RENDER_FOLDER_INTEGRATION }] };
  // Where Astro puts it: <build.server>/.prerender/prerender-entry.<hash>.mjs.
  const actual = new URL('prerender-entry.Dvr6grbl.mjs', url(join(work, 'render-chunks/.prerender')));
  assert.equal(bundleRoot(expectedPrerenderEntry(config, 'static')), bundleRoot(actual));
  assert.equal(bundleRoot(actual), work);
});

test('an Astro project (no render folder): the entry is looked for in the output folder inside the working folder', () => {
  const project = join(process.cwd(), 'some-project');
  const config = { outDir: url(join(project, 'dist')), build: { server: url(join(project, 'dist/server')) }, integrations: [{ name: 'quire' }] };
  assert.equal(expectedPrerenderEntry(config, 'static').href, new URL('.prerender/prerender-entry.mjs', url(join(project, 'dist'))).href);
});

test('a process started ahead is used when it may read the bundle; one granted another folder is stopped unused and a new one started', async () => {
  const site = join(folder, 'site');
  const ahead = startRenderProcessAhead(site, join(folder, 'bundle'));
  children.push(ahead.child);
  assert.equal(renderProcessFor(ahead, site, join(folder, 'bundle')), ahead.child);

  const elsewhere = startRenderProcessAhead(site, join(folder, 'guessed'));
  children.push(elsewhere.child);
  const ended = once(elsewhere.child, 'exit');
  const used = renderProcessFor(elsewhere, site, join(folder, 'bundle'));
  children.push(used);
  assert.notEqual(used, elsewhere.child);
  await ended;
  assert.equal(used.exitCode, null, 'the new process runs');
  assert.ok(used.spawnargs.includes(`--allow-fs-read=${join(folder, 'bundle')}`), used.spawnargs.join(' '));
});
