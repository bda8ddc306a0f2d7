import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { remoteSpecReader } from '../../../src/openapi/fetch-spec.ts';
import { loadOpenApiSpec, type SpecLoad } from '../../../src/openapi/load.ts';
import { generatedOperationPages } from '../../../src/openapi/navigation-operations.ts';
import type { OpenApiDocument } from '../../../src/openapi/types.ts';
import { CORPUS_ROOT, corpusSkip } from '../../support/corpus.ts';

const doc = (paths: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths, ...extra }) as unknown as OpenApiDocument;

/** A loader over in-memory files; records what was asked for. */
function memoryLoader(files: Record<string, OpenApiDocument>) {
  const asked: string[] = [];
  const load = async (location: string): Promise<SpecLoad> => {
    asked.push(location);
    const document = files[location];
    return document ? { ok: true, spec: { location, document, responseOrder: {} } } : { ok: false, problems: [{ location, message: 'cannot read: no such file' }] };
  };
  return { load, asked };
}

const api = doc({ '/users': { get: { tags: ['Users'], summary: 'List users' }, post: { tags: ['Users'], summary: 'Create user' } }, '/ping': { get: { summary: 'Ping' } } });

test('a group with openapi and no operation entries gets a page per operation, in tag groups, under that group', async () => {
  const { load } = memoryLoader({ 'openapi.json': api });
  const result = await generatedOperationPages(
    {
      groups: [
        { group: 'Intro', pages: ['index'] },
        { group: 'API', openapi: '/openapi.json' },
      ],
    },
    load,
  );
  assert.deepEqual(result.problems, []);
  assert.deepEqual(
    result.pages.map((page) => [page.id, page.group, page.node.join('.')]),
    [
      ['api-reference/users/list-users', 'Users', 'navigation.groups.1'],
      ['api-reference/users/create-user', 'Users', 'navigation.groups.1'],
      ['api-reference/ping', 'API Reference', 'navigation.groups.1'],
    ],
  );
  assert.ok(result.specs.has('openapi.json'));
});

test('operation entries under a node with openapi: only they appear, each replacing its entry; the directory is inherited', async () => {
  const { load } = memoryLoader({ 'openapi.yaml': api });
  const navigation = { tabs: [{ tab: 'API', openapi: { source: 'openapi.yaml', directory: 'reference' }, groups: [{ group: 'Users', pages: ['overview', 'get /users', 'POST /users/'] }] }] };
  const result = await generatedOperationPages(navigation, load);
  assert.deepEqual(result.problems, []);
  assert.deepEqual(
    result.pages.map((page) => [page.id, page.entry, page.group, page.node.join('.')]),
    [
      ['reference/users/list-users', 'get /users', undefined, 'navigation.tabs.0.groups.0'],
      ['reference/users/create-user', 'POST /users/', undefined, 'navigation.tabs.0.groups.0'],
    ],
  );
});

test("an entry with its own file does not stop the node's own generated pages", async () => {
  const { load } = memoryLoader({ 'a.json': doc({ '/a': { get: { summary: 'A' } } }), 'b.json': api });
  const result = await generatedOperationPages({ groups: [{ group: 'A', openapi: 'a.json', pages: ['b.json GET /ping'] }] }, load);
  assert.deepEqual(result.pages.map((page) => [page.id, page.spec]).sort(), [
    ['api-reference/a', 'a.json'],
    ['api-reference/ping', 'b.json'],
  ]);
});

test('webhook entries resolve against the webhooks of the file', async () => {
  const { load } = memoryLoader({ 'openapi.json': doc({}, { webhooks: { orderUpdated: { post: { summary: 'Order updated' } } } }) });
  const result = await generatedOperationPages({ groups: [{ group: 'Hooks', openapi: 'openapi.json', pages: ['webhook orderUpdated', 'openapi.json WEBHOOK orderUpdated'] }] }, load);
  assert.deepEqual(
    result.pages.map((page) => [page.id, page.webhook, page.method]),
    [
      ['api-reference/order-updated', 'orderUpdated', 'POST'],
      ['api-reference/order-updated', 'orderUpdated', 'POST'],
    ],
  );
  assert.deepEqual(result.warnings, []);
});

test('an entry naming no operation is a problem at its place in docs.json, with the closest operations', async () => {
  const { load } = memoryLoader({ 'openapi.json': api });
  const result = await generatedOperationPages({ groups: [{ group: 'API', openapi: 'openapi.json', pages: ['GET /user', 'PUT /ping'] }] }, load);
  assert.deepEqual(result.pages, []);
  assert.deepEqual(
    result.problems.map((problem) => [problem.path.join('.'), problem.found, problem.hint]),
    [
      ['navigation.groups.0.pages.0', '"GET /user"', 'did you mean "GET /users"?'],
      ['navigation.groups.0.pages.1', '"PUT /ping"', 'did you mean "GET /ping"?'],
    ],
  );
});

test('an entry with no file anywhere above it is a problem that says where to put one', async () => {
  const { load, asked } = memoryLoader({});
  const result = await generatedOperationPages({ groups: [{ group: 'API', pages: ['GET /users'] }] }, load);
  assert.equal(result.problems.length, 1);
  assert.deepEqual(result.problems[0].path, ['navigation', 'groups', 0, 'pages', 0]);
  assert.match(result.problems[0].hint ?? '', /openapi\.json GET \/users/);
  assert.deepEqual(asked, []);
});

test('a missing or broken file is a spec problem; nothing is generated from it', async () => {
  const { load } = memoryLoader({});
  const result = await generatedOperationPages({ groups: [{ group: 'API', openapi: 'nope.yaml' }] }, load);
  assert.deepEqual(result.pages, []);
  assert.deepEqual(
    result.specProblems.map((problem) => problem.location),
    ['nope.yaml'],
  );
});

test('a file given by URL on a navigation node or operation entry is fetched, once; one that cannot be is left out with a warning', async () => {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/openapi.json') res.end(JSON.stringify(api));
    else res.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const navigation = {
      tabs: [
        { tab: 'API', openapi: `${base}/openapi.json`, groups: [{ group: 'Users', pages: ['GET /users', 'POST /users'] }] },
        { tab: 'All', openapi: `${base}/openapi.json` },
        { tab: 'More', openapi: `${base}/other.json` },
      ],
    };
    const readRemote = remoteSpecReader({ cacheDir: mkdtempSync(join(tmpdir(), 'quire-remote-nav-')) });
    const result = await generatedOperationPages(navigation, (location) => loadOpenApiSpec(location, tmpdir(), { readRemote }));
    assert.deepEqual(result.problems, []);
    assert.deepEqual(result.specProblems, []);
    assert.ok(result.pages.some((page) => page.node.join('.') === 'navigation.tabs.0.groups.0' && page.method === 'POST'));
    assert.ok(result.pages.some((page) => page.node.join('.') === 'navigation.tabs.1' && page.path === '/ping'));
    assert.deepEqual(requests.sort(), ['/openapi.json', '/other.json']);
    assert.deepEqual(
      result.warnings.map((warning) => [warning.path.join('.'), warning.message]),
      [['navigation.tabs.2.openapi', `could not fetch ${base}/other.json: the operation pages of this file are left out`]],
    );
  } finally {
    server.close();
  }
});

test('an openapi array uses its first file, as Mintlify does, and says the rest are ignored', async () => {
  const { load, asked } = memoryLoader({ 'a.json': doc({ '/a': { get: { summary: 'A' } } }) });
  const result = await generatedOperationPages({ groups: [{ group: 'API', openapi: ['a.json', { source: 'b.json' }] }] }, load);
  assert.deepEqual(asked, ['a.json']);
  assert.deepEqual(
    result.pages.map((page) => page.id),
    ['api-reference/a'],
  );
  assert.match(result.warnings[0].message, /only the first file/);
});

test('two different operations at one URL are a warning naming both', async () => {
  const { load } = memoryLoader({ 'a.json': doc({ '/a': { get: { summary: 'Same' } } }), 'b.json': doc({ '/b': { get: { summary: 'Same' } } }) });
  const result = await generatedOperationPages(
    {
      groups: [
        { group: 'A', openapi: 'a.json' },
        { group: 'B', openapi: 'b.json' },
      ],
    },
    load,
  );
  assert.equal(result.warnings.length, 1);
  assert.match(result.warnings[0].message, /api-reference\/same is the URL of two operations, a\.json GET \/a and b\.json GET \/b/);
});

const s1 = join(CORPUS_ROOT, 'docs-json/sites/Sajal0208+vocobase-api-docs');

test("corpus S1: the API Reference group's openapi.json becomes 53 pages at Mintlify's URLs", { skip: corpusSkip(s1) }, async () => {
  const config = JSON.parse(readFileSync(join(s1, 'docs.json'), 'utf8')) as { navigation: unknown };
  const result = await generatedOperationPages(config.navigation, (location) => loadOpenApiSpec(location, s1, { danglingRefs: 'warn' }));
  assert.deepEqual([result.problems, result.warnings, result.specProblems], [[], [], []]);
  // Its two $refs to nothing (Mintlify builds the site anyway) are warnings at their places.
  assert.deepEqual(
    result.specWarnings.map((warning) => [warning.message, typeof warning.line]),
    [
      ['$ref "#/components/schemas/Error" points to nothing in this file; read as any value', 'number'],
      ['$ref "#/components/responses/RateLimitExceeded" points to nothing in this file; read as a response with no content', 'number'],
    ],
  );
  assert.equal(result.pages.length, 53);
  assert.equal(new Set(result.pages.map((page) => page.id)).size, 53);
  const byOperation = new Map(result.pages.map((page) => [`${page.method} ${page.path}`, page]));
  assert.equal(byOperation.get('GET /config')?.id, 'api-reference/config/get-partner-configuration');
  assert.equal(byOperation.get('GET /config')?.title, 'Get partner configuration');
  assert.equal(byOperation.get('POST /calls/{id}/extract')?.id, 'api-reference/calls/run-post-call-extraction-test-analysis-replay');
  // The first tag decides: "Agents", not "Dictionaries".
  assert.equal(byOperation.get('GET /agent/{id}/dictionaries')?.id, 'api-reference/agents/list-attached-dictionaries');
  assert.equal(byOperation.get('DELETE /agent/{agentId}/documents/{documentId}')?.group, 'Agent Documents');
  assert.deepEqual([...new Set(result.pages.map((page) => page.group))], ['Config', 'Agents', 'Voices', 'Documents', 'Dictionaries', 'Agent Documents', 'Calls', 'Sessions', 'Campaigns', 'Projects']);
  assert.ok(result.pages.every((page) => page.node.join('.') === 'navigation.groups.3' && !page.hidden && page.spec === 'openapi.json'));
});

test("a file that does not exist is a problem where docs.json names it (node or entry), with the site's closest OpenAPI files", async () => {
  const load = async (location: string): Promise<SpecLoad> =>
    location === 'api/openapi.json'
      ? { ok: true, spec: { location, document: api, responseOrder: {} } }
      : { ok: false, problems: [{ location, message: 'cannot read: no such file', missingFile: true }] };
  const navigation = {
    groups: [
      { group: 'A', openapi: { source: '/api/openapi.jsn' } },
      { group: 'B', pages: ['api/opnapi.json GET /users'] },
      { group: 'C', openapi: ['api/openapi.json'], pages: ['GET /users'] },
    ],
  };
  const result = await generatedOperationPages(navigation, load, async () => ['api/openapi.json', 'other/spec.yaml']);
  assert.deepEqual(result.specProblems, []);
  assert.deepEqual(
    result.problems.map((problem) => [problem.path.join('.'), problem.found, problem.hint]),
    [
      ['navigation.groups.0.openapi.source', '"api/openapi.jsn", which does not exist', 'did you mean "api/openapi.json"?'],
      ['navigation.groups.1.pages.0', '"api/opnapi.json", which does not exist', 'did you mean "api/openapi.json"?'],
    ],
  );
  assert.deepEqual(
    result.pages.map((page) => page.id),
    ['api-reference/users/list-users'],
  );
});

test('".." in a directory or an x-mint href stays inside the site, as a browser resolves it, with a warning naming where it is written', async () => {
  const climbing = doc({
    '/users': { get: { summary: 'List users' } },
    '/pets': { get: { summary: 'List pets', 'x-mint': { href: '/../../../escape/pets' } } },
  });
  const { load } = memoryLoader({ 'openapi.json': climbing });
  const result = await generatedOperationPages({ groups: [{ group: 'API', openapi: { source: 'openapi.json', directory: '../../outside' } }] }, load);
  assert.deepEqual(
    result.pages.map((page) => page.id),
    ['outside/list-users', 'escape/pets'],
  );
  assert.deepEqual(
    result.warnings.map((warning) => [warning.path.join('.'), warning.message]),
    [
      ['navigation.groups.0.openapi.directory', '"../../outside" climbs above the site with "..": the pages of this file are under /outside, where a browser resolves it'],
      ['navigation.groups.0', 'openapi.json: paths["/pets"].get.x-mint.href "/../../../escape/pets" climbs above the site with "..": the page is at /escape/pets, where a browser resolves it'],
    ],
  );
});
