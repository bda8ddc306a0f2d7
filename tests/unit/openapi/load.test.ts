import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { formatSpecProblem, formatSpecProblems, loadOpenApiSpec } from '../../../src/openapi/load.ts';
import { findOperation, indexOperations } from '../../../src/openapi/operations.ts';

const root = new URL('../../..', import.meta.url).pathname;

test('the User Group API file loads: three operations on /api/user, dereferenced', async () => {
  const load = await loadOpenApiSpec('openapi.yaml', root);
  assert.ok(load.ok, load.ok ? '' : formatSpecProblems(load.problems));
  const keys = indexOperations([load.spec]).map((entry) => entry.key);
  assert.deepEqual(keys, ['GET /api/user', 'PUT /api/user', 'POST /api/user']);
  const schema = load.spec.document.paths!['/api/user'].get!.requestBody!.content!['application/json'].schema!;
  assert.deepEqual(Object.keys(schema.properties!), ['name', 'user_group_id', 'mapping', 'properties']);
});

test('an invalid file is named with the failing location (JSON pointer and line)', async () => {
  const load = await loadOpenApiSpec('tests/fixtures/openapi/invalid.yaml', root);
  assert.equal(load.ok, false);
  const text = formatSpecProblems(load.ok ? [] : load.problems);
  assert.match(text, /^OpenAPI file tests\/fixtures\/openapi\/invalid\.yaml has \d problems?:/);
  assert.match(text, /#\/paths\/~1things\/get\/responses\/200 at line 9, column 9: must have required property 'description'/);
  assert.match(text, /#\/paths\/~1things\/get\/responses\/200\/content at line 10, column 11: must be object/);
});

test('a $ref to nothing names the pointer', async () => {
  const load = await loadOpenApiSpec('tests/fixtures/openapi/bad-ref.yaml', root);
  assert.equal(load.ok, false);
  assert.match(formatSpecProblems(load.ok ? [] : load.problems), /\$ref "#\/components\/schemas\/Missing" points to nothing/);
});

test('a missing local file and an unreachable URL say so', async () => {
  const missing = await loadOpenApiSpec('nope/openapi.yaml', root);
  assert.match(formatSpecProblems(missing.ok ? [] : missing.problems), /OpenAPI file nope\/openapi\.yaml has 1 problem:\n  ✖ cannot read .*nope\/openapi\.yaml: no such file/);
  // A port nothing listens on: refused at once, no internet needed.
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  const url = `http://127.0.0.1:${port}/openapi.yaml`;
  const unreachable = await loadOpenApiSpec(url, root);
  // Only "could not fetch": a refused port and a 404 must not be told apart (a config is no port scanner).
  assert.equal(formatSpecProblems(unreachable.ok ? [] : unreachable.problems), `OpenAPI file ${url} has 1 problem:\n  ✖ could not fetch ${url}`);
});

test('a URL is fetched at build time; an HTTP error status says only that it could not be fetched', async () => {
  const server = createServer((req, res) => {
    if (req.url === '/openapi.json') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ openapi: '3.0.3', info: { title: 'Remote', version: '1' }, paths: { '/ping': { get: { responses: { '200': { description: 'pong' } } } } } }));
    } else {
      res.statusCode = 404;
      res.end();
    }
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const ok = await loadOpenApiSpec(`${base}/openapi.json`, root);
    assert.ok(ok.ok);
    assert.deepEqual(
      indexOperations([ok.spec]).map((e) => e.key),
      ['GET /ping'],
    );
    const gone = await loadOpenApiSpec(`${base}/gone.json`, root);
    assert.equal(formatSpecProblems(gone.ok ? [] : gone.problems), `OpenAPI file ${base}/gone.json has 1 problem:\n  ✖ could not fetch ${base}/gone.json`);
  } finally {
    server.close();
  }
});

test('circular references load and stay named; response order is read from the file', async () => {
  const load = await loadOpenApiSpec('tests/fixtures/openapi/circular-and-order.yaml', root);
  assert.ok(load.ok);
  assert.doesNotThrow(() => JSON.stringify(load.spec.document));
  assert.deepEqual(load.spec.responseOrder['POST /nodes'], ['404', '200', 'default']);
  // Any JS object reorders them: that is why the file order is kept separately.
  assert.deepEqual(Object.keys(load.spec.document.paths!['/nodes'].post!.responses!), ['200', '404', 'default']);
});

test('page references: plain, with a file, and unknown ones with the closest matches', async () => {
  const load = await loadOpenApiSpec('openapi.yaml', root);
  assert.ok(load.ok);
  const entries = indexOperations([load.spec]);
  const plain = findOperation('PUT /api/user', entries);
  assert.ok(plain.ok && plain.entry.operation.operationId === 'updateUser');
  const withFile = findOperation('openapi.yaml post /api/user', entries);
  assert.ok(withFile.ok && withFile.entry.key === 'POST /api/user');
  const typo = findOperation('GET /api/usr', entries);
  assert.ok(!typo.ok);
  assert.equal(typo.suggestions[0], 'GET /api/user');
  const wrongMethod = findOperation('DELETE /api/user', entries);
  assert.ok(!wrongMethod.ok);
  assert.deepEqual([...wrongMethod.suggestions].sort(), ['GET /api/user', 'POST /api/user', 'PUT /api/user']);
  const wrongFile = findOperation('other.yaml GET /api/user', entries);
  assert.ok(!wrongFile.ok);
  assert.match(wrongFile.expected, /an OpenAPI file listed in site\.json "openapi" \("openapi\.yaml"\)/);
  const garbage = findOperation('user endpoint', entries);
  assert.ok(!garbage.ok);
  assert.match(garbage.expected, /a METHOD and a path/);
});

test('OpenAPI 3.1: a license with only a name is valid (the spec makes identifier and url optional); both at once is not', async () => {
  const nameOnly = await loadOpenApiSpec('tests/fixtures/openapi/license-name-only.yaml', root);
  assert.ok(nameOnly.ok, nameOnly.ok ? '' : formatSpecProblems(nameOnly.problems));
  assert.deepEqual(
    indexOperations([nameOnly.spec]).map((entry) => entry.key),
    ['GET /plants', 'WEBHOOK /plant/webhook'],
  );
  const both = await loadOpenApiSpec('tests/fixtures/openapi/license-identifier-and-url.yaml', root);
  assert.equal(both.ok, false);
  assert.match(formatSpecProblems(both.ok ? [] : both.problems), /#\/info\/license at line 5/);
});

test('webhooks (OpenAPI 3.1) are named as Mintlify writes them: "WEBHOOK <name>", any case', async () => {
  const load = await loadOpenApiSpec('tests/fixtures/openapi/license-name-only.yaml', root);
  assert.ok(load.ok);
  const found = findOperation('webhook /plant/webhook', indexOperations([load.spec]));
  assert.ok(found.ok);
  assert.equal(found.entry.webhook, true);
  assert.equal(found.entry.method, 'POST');
  assert.equal(found.entry.operation.description, 'A new plant was added to the store.');
  const typo = findOperation('WEBHOOK /plant/webhooks', indexOperations([load.spec]));
  assert.ok(!typo.ok);
  assert.deepEqual(typo.suggestions, ['WEBHOOK /plant/webhook']);
});

test('a JSON file (read by the fast JSON path) loads like its YAML twin: same document, response order, located problems', async () => {
  const { mkdtempSync, readFileSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { parse } = await import('yaml');
  const dir = mkdtempSync(join(tmpdir(), 'quire-openapi-json-'));
  const asJson = (name: string) => {
    const file = name.replace(/\.yaml$/, '.json');
    writeFileSync(join(dir, file), JSON.stringify(parse(readFileSync(join(root, 'tests/fixtures/openapi', name), 'utf8')), null, 2));
    return file;
  };

  const yamlLoad = await loadOpenApiSpec('tests/fixtures/openapi/circular-and-order.yaml', root);
  const jsonLoad = await loadOpenApiSpec(asJson('circular-and-order.yaml'), dir);
  assert.ok(yamlLoad.ok && jsonLoad.ok);
  assert.deepEqual(jsonLoad.spec.document, yamlLoad.spec.document);
  // Written by hand: a JS object (and so JSON.stringify) would put "200" before "404".
  const ok = '{ "description": "ok" }';
  writeFileSync(
    join(dir, 'order.json'),
    `{"openapi": "3.0.3", "info": {"title": "T", "version": "1"}, "paths": {"/n": {"post": {"responses": {"404": ${ok}, "200": ${ok}, "default": ${ok}}}, "get": {"responses": {"201": ${ok}, "5XX": ${ok}, "200": ${ok}}}}}}`,
  );
  const order = await loadOpenApiSpec('order.json', dir);
  assert.ok(order.ok, order.ok ? '' : formatSpecProblems(order.problems));
  assert.deepEqual(order.spec.responseOrder, { 'POST /n': ['404', '200', 'default'], 'GET /n': ['201', '5XX', '200'] });

  const invalid = await loadOpenApiSpec(asJson('invalid.yaml'), dir);
  assert.equal(invalid.ok, false);
  assert.match(formatSpecProblems(invalid.ok ? [] : invalid.problems), /#\/paths\/~1things\/get\/responses\/200 at line \d+, column \d+: must have required property 'description'/);

  // JSON.parse would keep the second "/things" and drop the first without a word.
  writeFileSync(join(dir, 'twice.json'), '{\n  "openapi": "3.0.3",\n  "info": { "title": "T", "version": "1" },\n  "paths": {\n    "/things": {},\n    "/things": {}\n  }\n}\n');
  const twice = await loadOpenApiSpec('twice.json', dir);
  assert.equal(twice.ok, false);
  assert.match(formatSpecProblems(twice.ok ? [] : twice.problems), /line 6, column \d+: not valid YAML\/JSON: Map keys must be unique/);

  writeFileSync(join(dir, 'broken.json'), '{\n  "openapi": "3.0.3",\n  "info": { "title": "T" "version": "1" }\n}\n');
  const broken = await loadOpenApiSpec('broken.json', dir);
  assert.equal(broken.ok, false);
  assert.match(formatSpecProblems(broken.ok ? [] : broken.problems), /line 3, column \d+: not valid YAML\/JSON/);
});

test('for a docs.json site (danglingRefs: warn) a $ref to nothing is read as any value, with a warning at its line', async () => {
  const load = await loadOpenApiSpec('tests/fixtures/openapi/bad-ref.yaml', root, { danglingRefs: 'warn' });
  assert.ok(load.ok);
  assert.equal(load.spec.warnings?.length, 1);
  const [warning] = load.spec.warnings!;
  assert.match(formatSpecProblem(warning), /^#\/.+ at line \d+, column \d+: \$ref "#\/components\/schemas\/Missing" points to nothing in this file; read as any value$/);
});
