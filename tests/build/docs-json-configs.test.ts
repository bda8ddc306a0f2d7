import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { test } from 'node:test';
import { CORPUS_ROOT, corpusSkip } from '../support/corpus.ts';
import { builtPagePath, makeStubSite } from '../support/docs-json-stubs.ts';
import { quire } from '../cli/quire-process.ts';
import { layoutFor } from '../../src/config/site-layout.ts';
import { remoteSpecReader } from '../../src/openapi/fetch-spec.ts';
import { loadSite } from '../../src/site/load-site.ts';
import { siteRoutes } from '../../src/site/site-routes.ts';

// Builds render pages: run under the shared build lock (`flock /tmp/quire-build.lock …`).
// Every real docs.json of the corpus is read at loader level (tests/unit/config/docs-json/config-routes.test.ts);
// these four are also built whole over a stub folder, one of each kind: operation entries (12), pages
// generated from a file (02), a file given by URL (10), pages in a tools' folder (09). Each build
// answers exactly the URLs the loader gives (siteRoutes), so the loader-level test speaks for the build.
const CONFIGS = join(CORPUS_ROOT, 'docs-json/configs');
const BUILD_TIMEOUT = 600_000;
const BUILT = ['02-mintlify-context-engineering+ringcentral.json', '09-gocobalt+mintlify-docs.json', '10-lightdash+mintlify-docs.json', '12-hellopay-tech+hellopay-docs-mintlify.json'];
const configs = existsSync(CONFIGS) ? BUILT.filter((name) => existsSync(join(CONFIGS, name))) : [];

test('the corpus holds the docs.json configs this file builds', { skip: corpusSkip(CONFIGS) }, () => {
  assert.deepEqual(configs, BUILT);
});

/** Every page the build wrote (`x/index.html` → `/x`), Quire's own pages (404, sidebar fragments) aside. */
function builtPaths(dist: string): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('index.html') && !path.startsWith('_'))
    .map(
      (path) =>
        `/${path
          .split(sep)
          .join('/')
          .replace(/\/?index\.html$/, '')}`,
    )
    .sort();
}

for (const name of configs) {
  test(`${name} builds from a stub folder: every navigation page and every operation at its Mintlify URL, and no other page than the loader gives`, { timeout: 900_000 }, async () => {
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
      // The build answers the URLs the loader gives, no more and no fewer.
      const routes = siteRoutes(await loadSite(layoutFor(dir, 'docs.json'), { mode: 'build', links: 'warn', readRemote: remoteSpecReader({ offline: true }) }));
      const expected = [...routes.pages, ...routes.redirects.map((redirect) => `/${redirect.from}`)].sort();
      assert.deepEqual(builtPaths(dist), expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
