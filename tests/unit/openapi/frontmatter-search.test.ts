import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { LoadedSpec } from '../../../src/openapi/load.ts';
import { findOperation, indexOperations } from '../../../src/openapi/operations.ts';
import type { OpenApiDocument } from '../../../src/openapi/types.ts';

const spec = (location: string, paths: Record<string, unknown>): LoadedSpec => ({
  location,
  document: { openapi: '3.1.0', info: { title: location, version: '1' }, paths } as unknown as OpenApiDocument,
  responseOrder: {},
});

// Listed out of alphabetical order on purpose: Mintlify searches the files alphabetically.
const entries = indexOperations([
  spec('v2/openapi.json', { '/users': { get: { summary: 'v2' } } }),
  spec('/api-reference/openapi.json', { '/users': { get: { summary: 'reference' } }, '/auth/token': { post: { summary: 'token' } } }),
  spec('api-reference/payments.yaml', { '/users': { get: { summary: 'payments' } } }),
]);
const summaryOf = (reference: string) => {
  const found = findOperation(reference, entries);
  return found.ok ? found.entry.operation.summary : `not found: ${found.suggestions.join(', ')}`;
};

test('frontmatter "GET /x" with no file: the first file in alphabetical order that has it (Mintlify\'s rule)', () => {
  assert.equal(summaryOf('GET /users'), 'reference');
});

test('frontmatter with a file: the same path (leading "/" or "./" aside) wins over a partial match', () => {
  assert.equal(summaryOf('/api-reference/openapi.json POST /auth/token'), 'token');
  assert.equal(summaryOf('api-reference/openapi.json GET /users'), 'reference');
  assert.equal(summaryOf('./v2/openapi.json GET /users'), 'v2');
  assert.equal(summaryOf('payments.yaml GET /users'), 'payments');
  // A part of a path: both "openapi.json" files match; the alphabetical first is taken.
  assert.equal(summaryOf('openapi.json GET /users'), 'reference');
});

test('frontmatter tolerates a trailing-slash difference, as operation entries do', () => {
  assert.equal(summaryOf('POST /auth/token/'), 'token');
  assert.equal(summaryOf('GET /users/'), 'reference');
});
