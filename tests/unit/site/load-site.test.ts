import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { NavNode } from '../../../src/config/navigation-tree.ts';
import { layoutFor } from '../../../src/config/site-layout.ts';
import { remoteSpecReader } from '../../../src/openapi/fetch-spec.ts';
import { loadSite, type LoadMode } from '../../../src/site/load-site.ts';
import { siteFoldersRemovedAfter } from '../../support/site-folders.ts';

// The loader alone, on small folders: what the build, the dev server and `quire check` are handed.
const siteFolder = siteFoldersRemovedAfter();

const load = (dir: string, format: 'site.json' | 'docs.json', mode: LoadMode, strict?: boolean) => loadSite(layoutFor(dir, format), { mode, strict, readRemote: remoteSpecReader({ offline: true }) });

const siteJson = (pages: string[]) => JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages }] });
const docsJson = (pages: string[], extra: object = {}) =>
  JSON.stringify({ name: 'Acme', theme: 'mint', colors: { primary: '#0d9373' }, navigation: { groups: [{ group: 'Start', pages }] }, ...extra });

test('a site.json site: one model, its pages read once, no problems', async () => {
  const dir = siteFolder({ 'site.json': siteJson(['index']), 'docs/index.mdx': '# Home\n' });
  const site = await load(dir, 'site.json', 'build');
  assert.deepEqual(site.problems, []);
  assert.equal(site.model?.name, 'Acme');
  assert.deepEqual([...site.source.pageIds], ['index']);
});

test('site.json: a navigation entry without a page stops a build and a check; the dev server checks it per request instead', async () => {
  const dir = siteFolder({ 'site.json': siteJson(['index', 'gone']), 'docs/index.mdx': '# Home\n' });
  for (const mode of ['build', 'check'] as const) {
    const site = await load(dir, 'site.json', mode);
    const errors = site.problems.filter((problem) => problem.severity === 'error');
    assert.equal(errors.length, 1, mode);
    assert.match(errors[0].message, /gone/);
    assert.ok(site.model, 'the model is kept: only pages are missing');
  }
  const dev = await load(dir, 'site.json', 'dev');
  assert.deepEqual(dev.problems, []);
  assert.ok(dev.model);
});

/** The tree as divisions and group labels: what the anchors, tabs and sidebars show. */
const outline = (nodes: readonly NavNode[]): unknown[] =>
  nodes.map((node) => (node.type === 'division' ? { [`${node.kind} ${node.label}`]: outline(node.children) } : node.type === 'group' ? node.label : node.type));

test('site.json: the loader builds the navigation tree from site.json and the pages, a group going where its first local page is', async () => {
  const dir = siteFolder({
    'site.json': JSON.stringify({
      name: 'Acme',
      anchors: [{ name: 'API', url: 'api', icon: 'code' }],
      tabs: [{ name: 'SDKs', url: 'sdks' }],
      versions: ['v2', 'v1'],
      navigation: [
        { group: 'Start', pages: ['index'] },
        { group: 'SDK', pages: ['sdks/js'] },
        { group: 'Reference', pages: ['api/users'] },
        // Its first page links out (frontmatter `url`): the group goes where api/errors is.
        { group: 'More', pages: ['status', 'api/errors'] },
      ],
    }),
    'docs/index.mdx': '# Home\n',
    'docs/sdks/js.mdx': '# JS\n',
    'docs/api/users.mdx': '# Users\n',
    'docs/api/errors.mdx': '# Errors\n',
    'docs/status.mdx': '---\ntitle: Status\nurl: https://status.acme.dev\n---\n',
  });
  for (const mode of ['build', 'dev', 'check'] as const) {
    const { model, siteJson } = await load(dir, 'site.json', mode);
    assert.deepEqual(
      outline(model?.tree.children ?? []),
      [{ 'anchor Documentation': [{ 'tab Documentation': ['Start'] }, { 'tab SDKs': ['SDK'] }] }, { 'anchor API': [{ 'tab Documentation': ['Reference', 'More'] }, { 'tab SDKs': [] }] }],
      mode,
    );
    assert.equal(model?.tree.landing, 'index');
    assert.deepEqual(model?.tree.browserVersions, ['v2', 'v1']);
    // site.json's own keys stay beside the model, for the checks that name their place in it.
    assert.deepEqual(
      siteJson?.anchors.map((anchor) => anchor.name),
      ['API'],
    );
    assert.equal(model && 'navigation' in model, false, 'the model has no site.json-shaped keys');
  }
});

test('docs.json: the model has its tree and no site.json-shaped keys', async () => {
  const dir = siteFolder({ 'docs.json': docsJson(['index']), 'index.mdx': '# Home\n' });
  const site = await load(dir, 'docs.json', 'build');
  assert.deepEqual(outline(site.model?.tree.children ?? []), ['Start']);
  for (const key of ['navigation', 'tabs', 'anchors', 'versions', 'topAnchor']) assert.equal(site.model && key in site.model, false, key);
  assert.equal(site.siteJson, undefined);
});

test('docs.json: a navigation entry without a page is a missing-page warning (Mintlify leaves it out); --strict makes it an error', async () => {
  const dir = siteFolder({ 'docs.json': docsJson(['index', 'gone']), 'index.mdx': '# Home\n' });
  const site = await load(dir, 'docs.json', 'build');
  const missing = site.problems.find((problem) => problem.kind === 'missing-page');
  assert.equal(missing?.severity, 'warning');
  assert.match(missing?.message ?? '', /gone/);
  assert.deepEqual(missing?.places, [{ file: 'docs.json', line: 1, column: 120, path: 'navigation.groups[0].pages[1]' }], 'where docs.json names it, for the report');
  const strict = await load(dir, 'docs.json', 'build', true);
  assert.equal(strict.problems.find((problem) => problem.kind === 'missing-page')?.severity, 'error');
});

test('an invalid config: no model, the problem formatted once for the edge (a build stops, dev shows it in the browser)', async () => {
  const dir = siteFolder({ 'site.json': JSON.stringify({ name: 42, navigation: [] }), 'docs/index.mdx': '# Home\n' });
  const site = await load(dir, 'site.json', 'dev');
  assert.equal(site.model, undefined);
  assert.match(site.configProblem ?? '', /name/);
  assert.deepEqual(
    site.problems.map((problem) => [problem.kind, problem.severity]),
    [[undefined, 'error']],
  );
});

test('the check list runs on every front door: a missing image is rated by the policy (site.json refuses, docs.json warns with its place)', async () => {
  const page = '# Home\n\n![Chart](/images/chart.png)\n';
  const json = await load(siteFolder({ 'site.json': siteJson(['index']), 'docs/index.mdx': page }), 'site.json', 'build');
  const refused = json.problems.find((problem) => /chart\.png/.test(problem.message));
  assert.equal(refused?.severity, 'error');
  assert.match(refused?.hint ?? '', /--links warn/);
  const docs = await load(siteFolder({ 'docs.json': docsJson(['index']), 'index.mdx': page }), 'docs.json', 'build');
  const warned = docs.problems.find((problem) => problem.kind === 'missing-media');
  assert.equal(warned?.severity, 'warning');
  assert.equal(warned?.places.length, 1);
  assert.match(warned?.places[0].file ?? '', /index\.mdx$/);
  assert.deepEqual([warned?.places[0].line, warned?.places[0].column], [3, 1]);
});

test('redirects a static site cannot hold are said by a build and a check, not by every dev reload', async () => {
  // A page answers /guide: a static site keeps the page and leaves the redirect out.
  const dir = siteFolder({ 'docs.json': docsJson(['index', 'guide'], { redirects: [{ source: '/guide', destination: '/index' }] }), 'index.mdx': '# Home\n', 'guide.mdx': '# Guide\n' });
  const build = await load(dir, 'docs.json', 'build');
  assert.match(build.problems.find((problem) => problem.kind === 'redirect')?.message ?? '', /a page already answers \/guide/);
  const check = await load(dir, 'docs.json', 'check');
  assert.ok(check.problems.some((problem) => problem.kind === 'redirect'));
  const dev = await load(dir, 'docs.json', 'dev');
  assert.ok(!dev.problems.some((problem) => problem.kind === 'redirect'));
});
