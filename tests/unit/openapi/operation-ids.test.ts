import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { SiteModel } from '../../../src/config/model.ts';
import { descriptionRenderer } from '../../../src/openapi/description.ts';
import { loadOpenApiSpec } from '../../../src/openapi/load.ts';
import { operationPageIds } from '../../../src/openapi/operation-ids.ts';
import { buildOperationView } from '../../../src/openapi/operation-view.ts';
import { indexOperations } from '../../../src/openapi/operations.ts';

const api: SiteModel['api'] = { baseUrls: [], playground: { mode: 'show' }, maintainOrder: true };

test("an API page's anchors as its view draws them: its sections and each response by status; no section it lacks, no id its descriptions' headings are not given", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-operation-ids-'));
  try {
    const spec = {
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      paths: {
        '/users/{id}': {
          get: {
            description: '## Rate limits\n\nAt most ten a second.',
            parameters: [
              { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
              { name: 'expand', in: 'query', schema: { type: 'string' } },
            ],
            responses: { 200: { description: 'The user.' }, '4XX': { description: 'Not found.' } },
          },
        },
      },
    };
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(spec));
    const load = await loadOpenApiSpec('openapi.json', dir);
    assert.ok(load.ok);
    const view = await buildOperationView(indexOperations([load.spec])[0], api, descriptionRenderer());
    const ids = operationPageIds(view);
    for (const id of ['path-parameters', 'query-parameters', 'responses', 'response-200', 'response-4xx']) assert.ok(ids.has(id), `${id} missing from ${[...ids]}`);
    for (const id of ['body', 'authorization', 'header-parameters', 'rate-limits']) assert.ok(!ids.has(id), `${id} in ${[...ids]}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
