import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';
import { createMockApi, mockedOperation } from '../../../src/integration/mock-api.ts';
import type { OperationView } from '../../../src/openapi/operation-view.ts';
import { neverAnswers } from '../../../src/client/playground-mock.ts';

const operation = (method: string, path: string, responses: OperationView['responses']): OperationView => ({
  key: `${method} ${path}`,
  method,
  path,
  webhook: false,
  descriptionHtml: '',
  deprecated: false,
  security: [],
  parameters: [],
  responses,
  baseUrls: ['https://api.example.com'],
});
const operations = [
  operation('GET', '/plants/{id}', [
    { status: '404', descriptionHtml: '', fields: [], contentType: 'application/json', example: '{"error":"none"}' },
    { status: '200', descriptionHtml: '', fields: [], contentType: 'application/json', example: '{"id":1,"name":"Aloe vera"}' },
  ]),
  operation('GET', '/plants/mine', [{ status: '200', descriptionHtml: '', fields: [], contentType: 'application/json', example: '{"mine":true}' }]),
  operation('DELETE', '/plants/{id}', [{ status: '204', descriptionHtml: '', fields: [] }]),
];

let server: Server | undefined;
after(() => server?.close());

async function mockUrl(): Promise<string> {
  const mock = createMockApi(() => operations);
  server = createServer((req, res) => {
    void mock(req, res).then((handled) => {
      if (!handled) res.writeHead(418).end('not the mock');
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

test('the mock answers each operation with its documented success: example body, status and content type', async () => {
  const base = await mockUrl();
  const plant = await fetch(`${base}/_quire/mock/plants/7`);
  assert.equal(plant.status, 200);
  assert.equal(plant.headers.get('content-type'), 'application/json');
  assert.deepEqual(await plant.json(), { id: 1, name: 'Aloe vera' });
  assert.deepEqual(await (await fetch(`${base}/_quire/mock/plants/mine`)).json(), { mine: true }, 'a literal path before a template');
  const deleted = await fetch(`${base}/_quire/mock/plants/7`, { method: 'DELETE' });
  assert.equal(deleted.status, 204);
  const unknown = await fetch(`${base}/_quire/mock/trees/1`, { method: 'POST', body: '{}' });
  assert.equal(unknown.status, 404);
  assert.match((await unknown.json()).error, /none is POST \/trees\/1/);
  assert.equal((await fetch(`${base}/plants/7`)).status, 418, 'outside /_quire/mock the request goes on');
});

test('an operation is found by method and by its path template, one segment per parameter', () => {
  assert.equal(mockedOperation(operations, 'GET', '/plants/7/leaves'), undefined);
  assert.equal(mockedOperation(operations, 'PUT', '/plants/7'), undefined);
  assert.equal(mockedOperation(operations, 'GET', '/plants/7')?.path, '/plants/{id}');
});

test('the playground preselects the mock only for servers on names reserved for examples', () => {
  for (const url of ['https://api.example.com', 'https://example.org/v1', 'http://api.acme.test', 'https://docs.example']) assert.ok(neverAnswers(url), url);
  for (const url of ['https://api.acme.com', 'http://127.0.0.1:8080', 'http://localhost:3000', 'https://example.company.com', 'not a url']) assert.ok(!neverAnswers(url), url);
});
