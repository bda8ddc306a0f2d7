import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { SiteModel } from '../../../src/config/model.ts';
import { descriptionRenderer } from '../../../src/openapi/description.ts';
import { loadOpenApiSpec } from '../../../src/openapi/load.ts';
import { buildOperationView } from '../../../src/openapi/operation-view.ts';
import { indexOperations } from '../../../src/openapi/operations.ts';
import { SCHEMA_LIMITS } from '../../../src/openapi/schema-budget.ts';
import type { FieldView } from '../../../src/openapi/schema-view.ts';

const api: SiteModel['api'] = { baseUrls: [], playground: { mode: 'show' }, maintainOrder: true };

/** `levels` schemas, each with `width` properties that all name the next: width^levels rows if each use is expanded. */
function fanOutSpec(levels: number, width = 10): string {
  const schemas: Record<string, unknown> = {};
  for (let level = 1; level <= levels; level++) {
    const properties = Object.fromEntries(
      Array.from({ length: width }, (_, index) => [`p${index}`, level < levels ? { $ref: `#/components/schemas/S${level + 1}` } : { type: 'string', description: 'A leaf.' }]),
    );
    schemas[`S${level}`] = { type: 'object', properties };
  }
  const body = { content: { 'application/json': { schema: { $ref: '#/components/schemas/S1' } } } };
  const spec = {
    openapi: '3.0.3',
    info: { title: 'Fan', version: '1' },
    paths: { '/x': { post: { requestBody: body, responses: { 200: { description: 'ok', ...body } } } } },
    components: { schemas },
  };
  const dir = mkdtempSync(join(tmpdir(), 'quire-fan-out-'));
  writeFileSync(join(dir, 'fan.json'), JSON.stringify(spec));
  return dir;
}

async function fanOutView(levels: number) {
  const load = await loadOpenApiSpec('fan.json', fanOutSpec(levels));
  assert.ok(load.ok);
  return buildOperationView(indexOperations([load.spec])[0], api, descriptionRenderer());
}

const rows = (fields: FieldView[]): FieldView[] => fields.flatMap((field) => [field, ...rows(field.children), ...(field.variants?.options.flatMap((option) => rows(option.children)) ?? [])]);

test('a shared schema is expanded once per page, later uses link to it by name', async () => {
  const view = await fanOutView(4); // 10^4 rows per body if every use were expanded
  const body = rows(view.requestBody!.fields);
  // S1's ten fields, the first holding S2's ten, and so on: each schema once, then links.
  assert.equal(body.length, 40);
  const first = view.requestBody!.fields[0];
  assert.equal(first.children.length, 10);
  assert.ok(first.anchor, 'the first expansion of S2 has an anchor to link to');
  assert.deepEqual(view.requestBody!.fields[1].shownAbove, { label: 'S2', anchor: first.anchor });
  assert.deepEqual(view.requestBody!.fields[1].children, []);
  // The response names the same schemas: all of them links to what the body expanded.
  assert.ok(view.responses[0].fields.every((field) => field.shownAbove?.anchor === first.anchor));
  assert.ok(JSON.stringify(view).length < 200_000, `view of ${JSON.stringify(view).length} characters`);
});

test('a generated example stops at its value budget and the page says so', async () => {
  const view = await fanOutView(4);
  const example = view.requestBody!.example!;
  const values = (JSON.stringify(JSON.parse(example)).match(/"p\d":/g) ?? []).length;
  assert.ok(values <= SCHEMA_LIMITS.maxExampleValues, `${values} values`);
  assert.deepEqual(view.schemaCuts, [`an example past ${SCHEMA_LIMITS.maxExampleValues.toLocaleString('en-US')} values`]);
});

test('distinct nested objects past the depth limit are cut, and said to be', async () => {
  let schema: Record<string, unknown> = { type: 'string' };
  for (let level = 0; level < SCHEMA_LIMITS.maxDepth + 5; level++) schema = { type: 'object', properties: { inner: schema } };
  const spec = {
    openapi: '3.0.3',
    info: { title: 'Deep', version: '1' },
    paths: { '/x': { post: { requestBody: { content: { 'application/json': { schema } } }, responses: { 204: { description: 'none' } } } } },
  };
  const dir = mkdtempSync(join(tmpdir(), 'quire-deep-'));
  writeFileSync(join(dir, 'deep.json'), JSON.stringify(spec));
  const load = await loadOpenApiSpec('deep.json', dir);
  assert.ok(load.ok);
  const view = await buildOperationView(indexOperations([load.spec])[0], api, descriptionRenderer());
  const all = rows(view.requestBody!.fields);
  assert.equal(all.length, SCHEMA_LIMITS.maxDepth + 1);
  assert.equal(all.at(-1)?.truncated, 'depth');
  assert.ok(view.schemaCuts?.some((cut) => cut.includes('nested deeper than')));
});

test('schemas made of ten allOf parts that each name the next: each merged once, the page lists every field', { timeout: 120_000 }, async () => {
  // Merged per use, ten levels are ten billion merges: the guard above fails the test instead of waiting.
  const schemas: Record<string, unknown> = {};
  for (let level = 1; level <= 10; level++) {
    const next = level < 10 ? { $ref: `#/components/schemas/S${level + 1}` } : { type: 'object', properties: { leaf: { type: 'string' } } };
    schemas[`S${level}`] = { allOf: Array.from({ length: 10 }, () => next), properties: { [`own${level}`]: { type: 'string' } } };
  }
  const body = { content: { 'application/json': { schema: { $ref: '#/components/schemas/S1' } } } };
  const spec = { openapi: '3.0.3', info: { title: 'All of', version: '1' }, paths: { '/x': { post: { requestBody: body, responses: { 204: { description: 'none' } } } } }, components: { schemas } };
  const dir = mkdtempSync(join(tmpdir(), 'quire-all-of-'));
  writeFileSync(join(dir, 'all-of.json'), JSON.stringify(spec));
  const load = await loadOpenApiSpec('all-of.json', dir);
  assert.ok(load.ok);
  const view = await buildOperationView(indexOperations([load.spec])[0], api, descriptionRenderer());
  assert.deepEqual(view.requestBody!.fields.map((field) => field.name).sort(), ['leaf', 'own1', 'own10', 'own2', 'own3', 'own4', 'own5', 'own6', 'own7', 'own8', 'own9']);
});
