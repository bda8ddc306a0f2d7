import assert from 'node:assert/strict';
import { test } from 'node:test';
import { specOperationPages, entryOperationPage } from '../../../src/openapi/mintlify-pages.ts';
import type { OpenApiDocument } from '../../../src/openapi/types.ts';

const doc = (parts: Record<string, unknown>) => ({ openapi: '3.1.0', info: { title: 'T', version: '1' }, ...parts }) as unknown as OpenApiDocument;
const node = ['navigation', 'groups', 0];
const urls = (document: OpenApiDocument, directory = 'api-reference') => specOperationPages(document, 'openapi.json', directory, node).map((page) => page.id);

test('a generated page is at <directory>/<slug(first tag)>/<slug(summary)>, titled by its summary, grouped by its tag', () => {
  const [page] = specOperationPages(doc({ paths: { '/config': { get: { tags: ['Config', 'Other'], summary: 'Get partner configuration' } } } }), 'openapi.json', 'api-reference', node);
  assert.deepEqual(page, {
    id: 'api-reference/config/get-partner-configuration',
    title: 'Get partner configuration',
    group: 'Config',
    spec: 'openapi.json',
    method: 'GET',
    path: '/config',
    hidden: false,
    node,
  });
});

test("the group label is the tag's x-group; the URL keeps the tag name", () => {
  const [page] = specOperationPages(
    doc({ tags: [{ name: 'Agent Documents', 'x-group': 'Knowledge' }], paths: { '/a': { get: { tags: ['Agent Documents'], summary: 'List' } } } }),
    'openapi.json',
    'api-reference',
    node,
  );
  assert.equal(page.id, 'api-reference/agent-documents/list');
  assert.equal(page.group, 'Knowledge');
});

test('no tag: no tag segment, and the sidebar group Mintlify uses, "API Reference"', () => {
  const [page] = specOperationPages(doc({ paths: { '/ping': { get: { summary: 'Ping' } } } }), 'openapi.json', 'api-reference', node);
  assert.equal(page.id, 'api-reference/ping');
  assert.equal(page.group, 'API Reference');
});

test('no summary: <method>-<slug(path)>, and a title made from it', () => {
  const pages = specOperationPages(doc({ paths: { '/users/{id}/posts': { get: { tags: ['Users'] } } } }), 'openapi.json', 'api-reference', node);
  assert.equal(pages[0].id, 'api-reference/users/get-users-posts');
  assert.equal(pages[0].title, 'Get users posts');
});

test('a {directory} changes the folder, lower-cased like the rest', () => {
  assert.deepEqual(urls(doc({ paths: { '/a': { get: { summary: 'A' } } } }), 'Vector/API'), ['vector/api/a']);
  assert.deepEqual(urls(doc({ paths: { '/a': { get: { summary: 'A' } } } }), '/devops'), ['devops/a']);
});

test('the same URL twice in a group: -1, -2 in file order; hidden pages do not take a number', () => {
  const document = doc({
    paths: {
      '/users': { get: { tags: ['Users'] }, post: { tags: ['Users'], summary: 'Get users' } },
      '/users/{id}': { get: { tags: ['Users'] } },
      '/users/{id}/x': { get: { tags: ['Users'], 'x-hidden': true } },
      '/users/{id}/y': { get: { tags: ['Users'] } },
    },
  });
  const pages = specOperationPages(document, 'openapi.json', 'api-reference', node);
  assert.deepEqual(
    pages.map((page) => [page.id, page.hidden]),
    [
      ['api-reference/users/get-users', false],
      ['api-reference/users/get-users-1', false],
      ['api-reference/users/get-users-2', false],
      ['api-reference/users/get-users-x', true],
      ['api-reference/users/get-users-y', false],
    ],
  );
});

test('x-excluded operations get no page; x-hidden ones a hidden page', () => {
  const pages = specOperationPages(doc({ paths: { '/a': { get: { summary: 'A', 'x-excluded': true }, post: { summary: 'B', 'x-hidden': true } } } }), 'openapi.json', 'api-reference', node);
  assert.deepEqual(
    pages.map((page) => [page.id, page.hidden]),
    [['api-reference/b', true]],
  );
});

test("x-mint: href replaces the whole URL; metadata.title the title (the sidebar keeps the URL's words)", () => {
  const pages = specOperationPages(
    doc({
      paths: {
        '/a': { get: { tags: ['T'], summary: 'Alpha', 'x-mint': { href: '/custom/Place' } } },
        '/b': { get: { tags: ['T'], summary: 'Beta', 'x-mint': { metadata: { title: 'Better beta' } } } },
      },
    }),
    'openapi.json',
    'api-reference',
    node,
  );
  assert.deepEqual(
    pages.map((page) => [page.id, page.title, page.sidebarTitle]),
    [
      ['custom/place', 'Alpha', 'Place'],
      ['api-reference/t/beta', 'Better beta', undefined],
    ],
  );
});

test('webhooks follow the paths: slug(summary) else slug(name), titled from the URL', () => {
  const pages = specOperationPages(
    doc({ paths: {}, webhooks: { orderUpdated: { post: { tags: ['Events'], summary: 'Order updated' } }, 'order.deleted': { post: {} } } }),
    'openapi.json',
    'api-reference',
    node,
  );
  assert.deepEqual(
    pages.map((page) => [page.id, page.title, page.webhook, page.method, page.path]),
    [
      ['api-reference/events/order-updated', 'Order updated', 'orderUpdated', 'POST', undefined],
      ['api-reference/orderdeleted', 'Orderdeleted', 'order.deleted', 'POST', undefined],
    ],
  );
});

test('an entry listed in pages gets the same URL, no number and no group, listed even when x-hidden', () => {
  const document = doc({ paths: { '/users': { get: { tags: ['Users'], summary: 'List users', 'x-hidden': true } } } });
  const page = entryOperationPage(
    document,
    { method: 'GET', path: '/users', webhook: false, operation: document.paths!['/users'].get! },
    { spec: 'openapi.json', directory: 'api-reference', node, entry: 'GET /users' },
  );
  assert.deepEqual(page, { id: 'api-reference/users/list-users', title: 'List users', spec: 'openapi.json', method: 'GET', path: '/users', hidden: false, node, entry: 'GET /users' });
  const excluded = doc({ paths: { '/x': { get: { 'x-excluded': true } } } });
  assert.equal(
    entryOperationPage(excluded, { method: 'GET', path: '/x', webhook: false, operation: excluded.paths!['/x'].get! }, { spec: 'openapi.json', directory: 'api-reference', node, entry: 'GET /x' }),
    undefined,
  );
});
