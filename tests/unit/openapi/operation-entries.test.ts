import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { mintlifySlug, titleFromSlug } from '../../../src/openapi/mintlify-slug.ts';
import { normaliseSpecLocation } from '../../../src/openapi/entry-matching.ts';
import { parseOperationEntry, resolveOperationEntry } from '../../../src/openapi/operation-entries.ts';
import type { OpenApiDocument } from '../../../src/openapi/types.ts';
import { CORPUS_ROOT, corpusSkip } from '../../support/corpus.ts';

test('operation entries are read as Mintlify splits them: [file] method path, any case, webhook too', () => {
  assert.deepEqual(parseOperationEntry('GET /users'), { method: 'GET', path: '/users' });
  assert.deepEqual(parseOperationEntry('get /users/{id}'), { method: 'GET', path: '/users/{id}' });
  assert.deepEqual(parseOperationEntry('  delete\t/users/{id}  '), { method: 'DELETE', path: '/users/{id}' });
  assert.deepEqual(parseOperationEntry('/path/spec.json POST /users'), { spec: '/path/spec.json', method: 'POST', path: '/users' });
  assert.deepEqual(parseOperationEntry('spec.yaml patch /users'), { spec: 'spec.yaml', method: 'PATCH', path: '/users' });
  assert.deepEqual(parseOperationEntry('webhook orderUpdated'), { method: 'WEBHOOK', path: 'orderUpdated' });
  assert.deepEqual(parseOperationEntry('spec.json Webhook order.updated'), { spec: 'spec.json', method: 'WEBHOOK', path: 'order.updated' });
});

test('anything else in pages is a page path, not an operation', () => {
  for (const page of ['quickstart', '/guides/intro', 'api-reference/get-users', 'FETCH /users', 'a b c d', 'spec.json GET /users extra', 'GET', '']) {
    assert.equal(parseOperationEntry(page), undefined, page);
  }
});

test('an OpenAPI file named in docs.json is read relative to the site folder, as Mintlify normalises it', () => {
  assert.equal(normaliseSpecLocation('/openapi.yaml'), 'openapi.yaml');
  assert.equal(normaliseSpecLocation('./api/../api/spec.json'), 'api/spec.json');
  assert.equal(normaliseSpecLocation('https://example.com/openapi.json'), 'https://example.com/openapi.json');
});

test('slug(): the rule of Mintlify generated URLs, quirks included', () => {
  assert.equal(mintlifySlug('Get partner configuration'), 'get-partner-configuration');
  assert.equal(mintlifySlug('Run post-call extraction (Test Analysis / replay)'), 'run-post-call-extraction-test-analysis-replay');
  assert.equal(mintlifySlug("Replace the agent's attached dictionaries"), 'replace-the-agents-attached-dictionaries');
  assert.equal(mintlifySlug('Agent Documents'), 'agent-documents');
  // A path: every {param} becomes "-", then one trailing "-" and the slashes go.
  assert.equal(mintlifySlug('/users/{id}'), 'users');
  assert.equal(mintlifySlug('/agent/{agentId}/documents/{documentId}'), 'agent-documents');
  assert.equal(mintlifySlug('/v1/users.list'), 'v1userslist');
  // One leading "-" dropped, "--" halved once.
  assert.equal(mintlifySlug(' Leading space'), 'leading-space');
  assert.equal(mintlifySlug('a---b'), 'a--b');
  assert.equal(mintlifySlug('Line\nbreak'), 'linebreak');
  assert.equal(mintlifySlug(''), undefined);
  assert.equal(mintlifySlug(undefined), undefined);
});

test('a title from a generated URL: last segment, dashes and underscores as spaces, first letter capitalised', () => {
  assert.equal(titleFromSlug('api-reference/users/get-users'), 'Get users');
  assert.equal(titleFromSlug('api-reference/order_updated-1'), 'Order updated 1');
});

const document = {
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  paths: { '/users': { get: { summary: 'List' }, post: { summary: 'Create' } }, '/users/{id}/': { delete: { summary: 'Delete' } } },
  webhooks: { orderUpdated: { post: { summary: 'Order updated' } } },
} as unknown as OpenApiDocument;

test('an entry resolves against its file, with or without a trailing slash', () => {
  const found = resolveOperationEntry({ method: 'DELETE', path: '/users/{id}' }, document);
  assert.ok(found.ok);
  assert.equal(found.path, '/users/{id}/');
  const slash = resolveOperationEntry({ method: 'GET', path: '/users/' }, document);
  assert.ok(slash.ok && slash.path === '/users');
  const hook = resolveOperationEntry({ method: 'WEBHOOK', path: 'orderUpdated' }, document);
  assert.ok(hook.ok && hook.webhook && hook.method === 'POST');
});

test('an entry naming nothing in its file gets the closest operations', () => {
  const typo = resolveOperationEntry({ method: 'GET', path: '/user' }, document);
  assert.ok(!typo.ok);
  assert.deepEqual(typo.suggestions, ['GET /users']);
  const method = resolveOperationEntry({ spec: 'api.json', method: 'PUT', path: '/users' }, document);
  assert.ok(!method.ok);
  assert.deepEqual(method.suggestions, ['api.json GET /users', 'api.json POST /users']);
  const hook = resolveOperationEntry({ method: 'WEBHOOK', path: 'orderUpdate' }, document);
  assert.ok(!hook.ok);
  assert.deepEqual(hook.suggestions, ['webhook orderUpdated']);
});

const configs = join(CORPUS_ROOT, 'docs-json/configs');

/** Every string in `pages` arrays of a docs.json navigation, with its JSON path. */
function pageStrings(node: unknown, path = 'navigation'): Array<{ path: string; page: string; underOpenapi: boolean }> {
  const out: Array<{ path: string; page: string; underOpenapi: boolean }> = [];
  const walk = (value: unknown, at: string, inherited: boolean) => {
    if (Array.isArray(value)) return value.forEach((item, i) => walk(item, `${at}[${i}]`, inherited));
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const has = inherited || record.openapi !== undefined;
    for (const [key, child] of Object.entries(record)) {
      if (key === 'pages' && Array.isArray(child)) {
        child.forEach((page, i) => (typeof page === 'string' ? out.push({ path: `${at}.pages[${i}]`, page, underOpenapi: has }) : walk(page, `${at}.pages[${i}]`, has)));
      } else if (key !== 'global') walk(child, `${at}.${key}`, has);
    }
  };
  walk(node, path, false);
  return out;
}

for (const [file, expected] of [
  ['01-langgenius+dify-docs.json', 492],
  ['08-upstash+docs.json', 58],
  ['12-hellopay-tech+hellopay-docs-mintlify.json', 11],
  ['17-the-momentum+open-wearables.json', 50],
] as const) {
  test(`corpus ${file}: its ${expected} operation entries parse, each under a node with openapi`, { skip: corpusSkip(join(configs, file)) }, () => {
    const config = JSON.parse(readFileSync(join(configs, file), 'utf8')) as { navigation: unknown };
    const operations = pageStrings(config.navigation).filter(({ page }) => parseOperationEntry(page));
    assert.equal(operations.length, expected);
    for (const { path, page, underOpenapi } of operations) {
      assert.ok(underOpenapi, `${path}: ${page}`);
      assert.match(parseOperationEntry(page)!.path, /^\//, `${path}: ${page}`);
    }
  });
}
