import assert from 'node:assert/strict';
import { test } from 'node:test';
import SwaggerParser from '@apidevtools/swagger-parser';
import { specParserFor } from '../../../src/openapi/spec-parser.ts';

// Quire checks OpenAPI 3.x files against the OpenAPI schema with schemas compiled once per process
// (schema-validation.ts), where swagger-parser compiles them again for every file. This holds the
// two to the same answers, so an upgrade of swagger-parser that changes its check fails here.

const info = { title: 'Plants', version: '1.0.0' };
const operation = { responses: { '200': { description: 'OK' } } };
const DOCUMENTS: Record<string, unknown> = {
  'valid 3.0': { openapi: '3.0.3', info, paths: { '/plants': { get: operation } } },
  '3.0 without info.version': { openapi: '3.0.3', info: { title: 'Plants' }, paths: {} },
  '3.0 with a response lacking its description and a bad parameter': {
    openapi: '3.0.3',
    info,
    paths: { '/plants/{id}': { get: { parameters: [{ name: 'id', in: 'body' }], responses: { '200': {} } } } },
  },
  'valid 3.1 with a circular schema': {
    openapi: '3.1.0',
    info,
    paths: { '/plants': { get: { responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Plant' } } } } } } } },
    components: { schemas: { Plant: { type: 'object', properties: { parent: { $ref: '#/components/schemas/Plant' } } } } },
  },
  '3.1 with a schema of a wrong type and an unknown key at the top': {
    openapi: '3.1.0',
    info,
    paths: { '/plants': { get: { responses: { '200': { description: 'OK', content: { 'application/json': { schema: 'plant' } } } } } } },
    paperwork: true,
  },
  '3.1 license with neither identifier nor url': { openapi: '3.1.0', info: { ...info, license: { name: 'MIT' } }, paths: {} },
  'Swagger 2.0 without paths': { swagger: '2.0', info },
};

/** The outcome as a reader of the load sees it: the dereferenced document, or ajv's errors. */
async function outcome(validate: () => Promise<unknown>) {
  try {
    return { document: await validate() };
  } catch (error) {
    const details = (error as { details?: { instancePath: string; keyword: string; message?: string; params: unknown }[] }).details;
    assert.ok(Array.isArray(details) && details.length > 0, `a validation error with details: ${(error as Error).message}`);
    return { errors: details.map(({ instancePath, keyword, message, params }) => ({ instancePath, keyword, message, params })) };
  }
}

for (const [name, document] of Object.entries(DOCUMENTS)) {
  test(`the OpenAPI schema check answers as swagger-parser's: ${name}`, async () => {
    const theirs = await outcome(() => SwaggerParser.validate(structuredClone(document) as never, { dereference: { circular: 'ignore' }, resolve: { external: false } }));
    const ours = await outcome(() => specParserFor(document).parser.validate(document));
    assert.deepEqual(ours, theirs);
    // Twice, with the compiled schema reused: the second file is judged on its own.
    assert.deepEqual(await outcome(() => specParserFor(document).parser.validate(document)), theirs);
  });
}

test('each kind of document is found valid or not as written: the check is not a pass-through', async () => {
  const verdicts = Object.fromEntries(
    await Promise.all(Object.entries(DOCUMENTS).map(async ([name, document]) => [name, 'document' in (await outcome(() => specParserFor(document).parser.validate(document)))] as const)),
  );
  assert.deepEqual(verdicts, {
    'valid 3.0': true,
    '3.0 without info.version': false,
    '3.0 with a response lacking its description and a bad parameter': false,
    'valid 3.1 with a circular schema': true,
    '3.1 with a schema of a wrong type and an unknown key at the top': false,
    '3.1 license with neither identifier nor url': false,
    'Swagger 2.0 without paths': false,
  });
});
