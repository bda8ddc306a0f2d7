import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { after, test } from 'node:test';
import { projectRoot } from '../support/run-build.ts';

const outs = ['rebuild-a', 'rebuild-b'].map((name) => join(projectRoot, 'tests/.builds', name));
after(() => {
  for (const out of outs) for (const dir of [out, `${out}-cache`]) rmSync(dir, { recursive: true, force: true });
});

function build(out: string) {
  const run = spawnSync(process.execPath, ['tests/support/build-site.mjs', 'tests/fixtures/rebuild', out], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    timeout: 180_000,
  });
  assert.equal(run.status, 0, `${run.stdout}${run.stderr}`);
}

const files = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();

test('two builds of the same site (tabs, nested tabs, code groups, accordions, tooltips on three pages) are byte-identical', { timeout: 400_000 }, () => {
  for (const out of outs) build(out);
  const [a, b] = outs;
  assert.deepEqual(files(b), files(a));
  for (const file of files(a)) assert.ok(readFileSync(join(a, file)).equals(readFileSync(join(b, file))), `${file} differs between the two builds`);
  // Every page numbers its own components from 1, whatever rendered before it.
  for (const page of ['index.html', 'second/index.html', 'more/third/index.html']) {
    const html = readFileSync(join(a, page), 'utf8');
    assert.match(html, /id="q-tabs-1-0"/, page);
    assert.match(html, /id="q-tip-1"/, page);
  }
});
