import assert from 'node:assert/strict';
import { test } from 'node:test';
import { operationMarkdownBody } from '../../../src/openapi/operation-markdown.ts';
import type { OperationEntry } from '../../../src/openapi/operations.ts';
import type { OperationObject, ParameterObject } from '../../../src/openapi/types.ts';
import { exampleFromSchema } from '../../../src/openapi/schema-example.ts';

const entry = (operation: OperationObject, extra: Partial<OperationEntry> = {}): OperationEntry =>
  ({ key: 'POST /pets/{id}', method: 'POST', path: '/pets/{id}', operation, pathParameters: [], spec: undefined as never, ...extra }) as OperationEntry;

test('a generated page as markdown: the request, the description as written, parameters, body fields and responses', () => {
  const id: ParameterObject = { name: 'id', in: 'path', required: true, schema: { type: 'string' }, description: 'The\n pet.' };
  const body = operationMarkdownBody(
    entry(
      {
        description: 'Adds **a pet**.',
        parameters: [{ name: 'dry', in: 'query', schema: { type: 'boolean' } }],
        requestBody: {
          content: { 'application/json': { schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } } } } },
        },
        responses: { '201': { description: 'Created' }, default: {} },
      },
      { pathParameters: [id] },
    ),
  );
  assert.equal(
    body,
    [
      '`POST /pets/{id}`',
      'Adds **a pet**.',
      '## Parameters\n\n- `id` (path, string, required): The pet.\n- `dry` (query, boolean)',
      '## Body (application/json)\n\n- `name` (string, required)\n- `tags` (array of string)',
      '## Responses\n\n- `201`: Created\n- `default`',
    ].join('\n\n'),
  );
  assert.equal(operationMarkdownBody(entry({}, { webhook: true, path: 'petAdopted' })), 'Webhook `petAdopted` (`POST`)');
});

test('api.examples.defaults "required": a built example holds the required fields at every level; a written example stays whole', () => {
  const schema = {
    type: 'object',
    required: ['a', 'o'],
    properties: { a: { type: 'string' }, b: { type: 'string' }, o: { type: 'object', required: ['x'], properties: { x: { type: 'integer' }, y: { type: 'integer' } } } },
  };
  assert.deepEqual(
    exampleFromSchema(schema, () => undefined, true),
    { a: 'string', o: { x: 0 } },
  );
  assert.deepEqual(
    exampleFromSchema(schema, () => undefined),
    { a: 'string', b: 'string', o: { x: 0, y: 0 } },
  );
  assert.deepEqual(
    exampleFromSchema({ ...schema, example: { b: 'kept' } }, () => undefined, true),
    { b: 'kept' },
  );
});
