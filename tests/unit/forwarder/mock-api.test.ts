import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';
import { concreteStatus, createMockApi, mockContentType, mockedOperation, pathMatches } from '../../../src/forwarder/mock-api.ts';
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
  // Real specs: an HTML example, a range status, a media type HTTP cannot carry.
  operation('GET', '/pages/{id}', [{ status: '200', descriptionHtml: '', fields: [], contentType: 'text/html', example: '<script>fetch("/mcp")</script>' }]),
  operation('POST', '/jobs', [{ status: '2XX', descriptionHtml: '', fields: [], contentType: 'application/json', example: '{"queued":true}' }]),
  operation('GET', '/jobs/{id}', [{ status: '200', descriptionHtml: '', fields: [], contentType: 'application/jsön', example: '{"id":1}' }]),
  operation('GET', `/${'{a}'.repeat(12)}`, [{ status: '200', descriptionHtml: '', fields: [], contentType: 'application/json', example: '{}' }]),
];

let server: Server | undefined;
after(() => server?.close());
after(() => server?.closeAllConnections());

/** One mock server for the file's tests, made on first use (closed after them). */
let base: Promise<string> | undefined;
function mockUrl(): Promise<string> {
  base ??= (async () => {
    const mock = createMockApi(() => operations);
    server = createServer((req, res) => {
      void mock(req, res).then((handled) => {
        if (!handled) res.writeHead(418).end('not the mock');
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  })();
  return base;
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

test('the mock answers as data: HTML, SVG and XML examples as text/plain, every answer nosniff and sandboxed', async () => {
  const base = await mockUrl();
  const page = await fetch(`${base}/_quire/mock/pages/1`);
  assert.equal(page.status, 200);
  assert.equal(page.headers.get('content-type'), 'text/plain; charset=utf-8');
  assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
  assert.match(page.headers.get('content-security-policy') ?? '', /^sandbox/);
  assert.equal(await page.text(), '<script>fetch("/mcp")</script>');
  for (const type of ['text/html; charset=utf-8', 'image/svg+xml', 'application/xhtml+xml', 'application/atom+xml', 'TEXT/HTML'])
    assert.equal(mockContentType(type), 'text/plain; charset=utf-8', type);
  for (const type of ['application/json', 'text/csv', 'application/problem+json', 'image/png']) assert.equal(mockContentType(type), type);
});

test('a range status (2XX) is sent as a concrete code, a media type HTTP cannot carry as text/plain, and the server goes on', async () => {
  const base = await mockUrl();
  const job = await fetch(`${base}/_quire/mock/jobs`, { method: 'POST', body: '{}' });
  assert.equal(job.status, 200);
  assert.deepEqual(await job.json(), { queued: true });
  const odd = await fetch(`${base}/_quire/mock/jobs/1`);
  assert.equal(odd.status, 200);
  assert.equal(odd.headers.get('content-type'), 'text/plain; charset=utf-8');
  assert.equal((await fetch(`${base}/_quire/mock/plants/7`)).status, 200, 'the server still answers');
  assert.deepEqual([concreteStatus('2XX'), concreteStatus('4xx'), concreteStatus('default'), concreteStatus('201'), concreteStatus('999')], [200, 400, 200, 201, 200]);
});

test('path templates match segment by segment without backtracking: twelve adjacent parameters against a long path answer at once', async () => {
  assert.equal(pathMatches('/files/{name}.{ext}', '/files/report.final.pdf'), true);
  assert.equal(pathMatches('/files/{name}.{ext}', '/files/report'), false);
  assert.equal(pathMatches('/v1/{id}', '/v1/'), false, 'a parameter is never empty');
  assert.equal(pathMatches(`/${'{a}'.repeat(12)}`, `/${'x'.repeat(11)}`), false, 'twelve parameters need twelve characters');
  // A path that makes a backtracking regex explore every split (the old matcher took seconds): counted steps, not time.
  assert.equal(pathMatches(`/${'{a}'.repeat(12)}!`, `/${'x'.repeat(40)}`), false);
  const base = await mockUrl();
  assert.equal((await fetch(`${base}/_quire/mock/${'x'.repeat(3000)}`)).status, 414);
});
