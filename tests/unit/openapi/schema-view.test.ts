import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadOpenApiSpec } from '../../../src/openapi/load.ts';
import { descriptionRenderer } from '../../../src/openapi/description.ts';
import { buildOperationView } from '../../../src/openapi/operation-view.ts';
import { indexOperations } from '../../../src/openapi/operations.ts';
import { parseHtml, textOf } from '../../support/html-tree.ts';
import type { SiteModel } from '../../../src/config/model.ts';

const root = new URL('../../..', import.meta.url).pathname;
const api = (maintainOrder: boolean): SiteModel['api'] => ({ baseUrls: [], playground: { mode: 'show' }, maintainOrder });

async function nodesOperation(maintainOrder: boolean) {
  const load = await loadOpenApiSpec('tests/fixtures/openapi/circular-and-order.yaml', root);
  assert.ok(load.ok);
  return buildOperationView(indexOperations([load.spec])[0], api(maintainOrder), descriptionRenderer());
}

async function userOperations(maintainOrder = false) {
  const load = await loadOpenApiSpec('openapi.yaml', root);
  assert.ok(load.ok);
  const describe = descriptionRenderer();
  return Promise.all(indexOperations([load.spec]).map((entry) => buildOperationView(entry, api(maintainOrder), describe)));
}

test('maintainOrder false: required fields first, then alphabetical; true: the file order', async () => {
  const sorted = await nodesOperation(false);
  assert.deepEqual(
    sorted.requestBody!.fields.map((f) => f.name),
    ['id', 'zeta', 'children', 'kind', 'name', 'shape'],
  );
  assert.deepEqual(
    sorted.requestBody!.fields.filter((f) => f.required).map((f) => f.name),
    ['id', 'zeta'],
  );
  const kept = await nodesOperation(true);
  assert.deepEqual(
    kept.requestBody!.fields.map((f) => f.name),
    ['zeta', 'name', 'id', 'kind', 'children', 'shape'],
  );
});

test('response codes: ascending with default last, or the file order (which JS objects would lose)', async () => {
  assert.deepEqual(
    (await nodesOperation(false)).responses.map((r) => r.status),
    ['200', '404', 'default'],
  );
  assert.deepEqual(
    (await nodesOperation(true)).responses.map((r) => r.status),
    ['404', '200', 'default'],
  );
});

test('types, nullable, enums, formats, oneOf and a circular reference', async () => {
  const fields = (await nodesOperation(true)).requestBody!.fields;
  const byName = Object.fromEntries(fields.map((f) => [f.name, f]));
  assert.equal(byName.id.type, 'integer (int64)');
  assert.equal(byName.name.type, 'string');
  assert.equal(byName.name.nullable, true);
  assert.equal(byName.zeta.nullable, false);
  assert.deepEqual(byName.kind.enumValues, ['"leaf"', '"branch"']);
  assert.equal(byName.children.type, 'array of Node');
  // The items are the schema being shown: a named stop instead of endless nesting.
  assert.equal(byName.children.circular, 'Node');
  assert.deepEqual(byName.children.children, []);
  assert.equal(byName.shape.variants?.kind, 'oneOf');
  assert.deepEqual(
    byName.shape.variants?.options.map((o) => [o.label, o.children.map((c) => c.name)]),
    [
      ['Circle', ['radius']],
      ['Square', ['side']],
    ],
  );
});

test('descriptions are markdown rendered without raw HTML or script links', async () => {
  const view = await nodesOperation(false);
  assert.doesNotMatch(view.descriptionHtml, /<script/);
  // Shown as the text it is (parsed, since the serialiser escapes only what HTML needs: `<`, not `>`).
  assert.match(textOf(parseHtml(view.descriptionHtml)), /<script>alert\(1\)<\/script>/);
  assert.doesNotMatch(view.descriptionHtml, /href="javascript/);
  assert.match(view.descriptionHtml, /<strong>bold<\/strong> <code>code<\/code>/);
});

test('User Group API: each response lists exactly the user_group fields the spec gives that operation', async () => {
  const [get, put, post] = await userOperations(true);
  const userGroupFields = (view: typeof get) => view.responses[0].fields.find((f) => f.name === 'user_group')!.children.map((f) => f.name);
  assert.deepEqual(
    get.responses[0].fields.map((f) => f.name),
    ['success', 'new_user_group', 'user_group'],
  );
  assert.deepEqual(userGroupFields(get), ['team_id', 'token', 'name', 'provided_id', 'properties']);
  assert.deepEqual(
    put.responses[0].fields.map((f) => f.name),
    ['success', 'user_group'],
  );
  assert.deepEqual(userGroupFields(put), ['team_id', 'token', 'name', 'provided_id', 'properties', 'api_environment_tag']);
  assert.deepEqual(userGroupFields(post), ['team_id', 'token', 'name', 'provided_id', 'api_environment_tag']);
  assert.deepEqual(
    get.requestBody!.fields.map((f) => f.name),
    ['name', 'user_group_id', 'mapping', 'properties'],
  );
  assert.deepEqual(
    post.requestBody!.fields.map((f) => f.name),
    ['current_token'],
  );
  // Required fields are "not shown" in the spec, so none is marked.
  assert.equal(
    [...get.requestBody!.fields, ...post.requestBody!.fields].some((f) => f.required),
    false,
  );
  const tag = put.responses[0].fields.find((f) => f.name === 'user_group')!.children.find((f) => f.name === 'api_environment_tag')!;
  assert.deepEqual(tag.enumValues, ['"Customer"', '"Testing"', 'null']);
  assert.equal(tag.nullable, true);
  assert.deepEqual(
    get.security.map((s) => [s.name, s.kind]),
    [['Authorization', 'API key in header']],
  );
  // Without site.json api.baseUrl, the file's servers are the playground's choices.
  assert.deepEqual(get.baseUrls, ['https://api.example.com', 'http://127.0.0.1:8787']);
  assert.match(get.requestBody!.example!, /"user_group_id": "acme-42"/);
});

test('without an example in the file, the body editor starts from one built from the schema', async () => {
  const view = await nodesOperation(true);
  assert.deepEqual(JSON.parse(view.requestBody!.example!), { zeta: 'string', name: 'string', id: 0, kind: 'leaf', children: [], shape: { radius: 0 } });
  // Responses too; a response without content has no example.
  assert.deepEqual(JSON.parse(view.responses.find((r) => r.status === '200')!.example!), { zeta: 'string', name: 'string', id: 0, kind: 'leaf', children: [], shape: { radius: 0 } });
  assert.equal(view.responses.find((r) => r.status === '404')!.example, undefined);
});
