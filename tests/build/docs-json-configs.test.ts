import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { CORPUS_ROOT, corpusSkip } from '../support/corpus.ts';
import { builtPagePath, makeStubSite } from '../support/docs-json-stubs.ts';
import { quire } from '../cli/quire-process.ts';

// Builds render pages: run under the shared build lock (`flock /tmp/quire-build.lock …`).
// Every real docs.json of the corpus, unchanged, over a stub folder: a page per page entry, a small
// OpenAPI file per local source. One build each, one after the other (the largest has ~2,900 pages).
const CONFIGS = join(CORPUS_ROOT, 'docs-json/configs');
// The largest (04, ~2,900 pages) takes about half a minute alone; a machine shared with other builds is slower.
const BUILD_TIMEOUT = 600_000;
const configs = existsSync(CONFIGS)
  ? readdirSync(CONFIGS)
      .filter((name) => name.endsWith('.json'))
      .sort()
  : [];

test('the corpus holds the docs.json configs this file builds', { skip: corpusSkip(CONFIGS) }, () => {
  assert.ok(configs.length >= 20, `${configs.length} configs in ${CONFIGS}`);
});

for (const name of configs) {
  test(`${name} builds from a stub folder: every navigation page and every operation at its Mintlify URL`, { timeout: 900_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'quire-docs-json-config-'));
    try {
      const text = readFileSync(join(CONFIGS, name), 'utf8');
      const plan = makeStubSite(text, dir);
      if (plan.toolFolders.length > 0) {
        // Pages in a folder Quire (as Mintlify) skips as a tools' folder: left out with a warning naming the fix, the user applies it.
        const refused = quire(['check', dir], tmpdir());
        assert.equal(refused.status, 0, refused.output.slice(-4000));
        for (const folder of plan.toolFolders) assert.ok(refused.stderr.includes(`add the line "!/${folder}/" to .mintignore to read pages from it`), refused.stderr.slice(-2000));
        writeFileSync(join(dir, '.mintignore'), plan.toolFolders.map((folder) => `!/${folder}/\n`).join(''));
      }
      // --offline: a URL the config names is never asked for (no network in tests), and nothing is cached.
      const run = quire(['build', dir, '--links', 'warn', '--offline'], tmpdir(), {}, BUILD_TIMEOUT);
      assert.equal(run.status, 0, run.output.slice(-4000));
      assert.equal(readFileSync(join(dir, 'docs.json'), 'utf8'), text, 'docs.json changed');
      const dist = join(dir, 'dist');
      const missing = (ids: readonly string[]) => ids.filter((id) => !existsSync(builtPagePath(dist, id)));
      assert.deepEqual(missing(plan.pages), [], 'navigation pages not built');
      assert.deepEqual(missing(plan.entryPages), [], 'operation entries not built at their Mintlify URL');
      assert.deepEqual(missing(plan.generatedPages), [], 'generated operation pages not built at their Mintlify URL');
      for (const file of plan.files) assert.ok(existsSync(join(dist, file)), `${file} not published`);
      // Offline, a file given by URL is not fetched: the build says so, naming it, and builds the rest.
      for (const source of plan.remoteSources) {
        assert.ok(
          run.output.includes(`not fetched (offline) and not in the cache: ${source}`) || run.output.includes(`${source} is a URL and no page`),
          `no word of the remote file ${source}:\n${run.output.slice(-3000)}`,
        );
      }
      if (plan.remoteEntries.length > 0) assert.match(run.output, /name operations of https?:\/\/\S+: not fetched \(offline\) and not in the cache: \S+, so these pages are left out/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
