import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { layoutFor } from '../../../../src/config/site-layout.ts';
import { pageHref } from '../../../../src/navigation/pages.ts';
import { remoteSpecReader } from '../../../../src/openapi/fetch-spec.ts';
import { loadSite } from '../../../../src/site/load-site.ts';
import { siteRoutes } from '../../../../src/site/site-routes.ts';
import { CORPUS_ROOT, corpusSkip } from '../../../support/corpus.ts';
import { makeStubSite } from '../../../support/docs-json-stubs.ts';

// Every real docs.json of the corpus, unchanged, over a stub folder (a page per page entry, a small
// OpenAPI file per local source), read by the loader as a build reads it: every navigation page
// and every operation has its URL, every file the config names is published. What the stub plan
// expects is worked out from the raw JSON (tests/support/docs-json-stubs.ts), not by Quire's code.
// A few of these configs are also built whole (tests/build/docs-json-configs.test.ts).
const CONFIGS = join(CORPUS_ROOT, 'docs-json/configs');
const configs = existsSync(CONFIGS)
  ? readdirSync(CONFIGS)
      .filter((name) => name.endsWith('.json'))
      .sort()
  : [];

test('the corpus holds the docs.json configs read here', { skip: corpusSkip(CONFIGS) }, () => {
  assert.ok(configs.length >= 20, `${configs.length} configs in ${CONFIGS}`);
});

for (const name of configs) {
  test(`${name} over a stub folder: every navigation page and every operation has its Mintlify URL, every file it names is published`, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'quire-config-routes-'));
    try {
      const text = readFileSync(join(CONFIGS, name), 'utf8');
      const plan = makeStubSite(text, dir);
      const load = () => loadSite(layoutFor(dir, 'docs.json'), { mode: 'build', links: 'warn', readRemote: remoteSpecReader({ offline: true }) });
      if (plan.toolFolders.length > 0) {
        // Pages in a folder Quire (as Mintlify) skips as a tools' folder: left out with a warning naming the fix, the user applies it.
        const refused = (await load()).problems.map((problem) => problem.message).join('\n');
        for (const folder of plan.toolFolders) assert.ok(refused.includes(`add the line "!/${folder}/" to .mintignore to read pages from it`), refused.slice(-2000));
        writeFileSync(join(dir, '.mintignore'), plan.toolFolders.map((folder) => `!/${folder}/\n`).join(''));
      }
      const site = await load();
      const errors = site.problems.filter((problem) => problem.severity === 'error');
      assert.deepEqual(
        errors.map((problem) => problem.message),
        [],
      );
      const routes = siteRoutes(site);
      const answered = new Set(routes.pages);
      const missing = (ids: readonly string[]) => ids.map(pageHref).filter((path) => !answered.has(path));
      assert.deepEqual(missing(plan.pages), [], 'navigation pages without a URL');
      assert.deepEqual(missing(plan.entryPages), [], 'operation entries not at their Mintlify URL');
      assert.deepEqual(missing(plan.generatedPages), [], 'generated operation pages not at their Mintlify URL');
      const published = new Set(routes.staticFiles);
      assert.deepEqual(
        plan.files.map((file) => `/${file}`).filter((file) => !published.has(file)),
        [],
        'files not published',
      );
      assert.equal(readFileSync(join(dir, 'docs.json'), 'utf8'), text, 'docs.json changed');
      // Offline, a file given by URL is not fetched: the loader says so, naming it.
      const said = site.problems.map((problem) => problem.message).join('\n');
      for (const source of plan.remoteSources) {
        assert.ok(
          said.includes(`not fetched (offline) and not in the cache: ${source}`) || said.includes(`${source} is a URL and no page`),
          `no word of the remote file ${source}:\n${said.slice(-3000)}`,
        );
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
