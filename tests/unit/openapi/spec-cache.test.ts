import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { indexOperations } from '../../../src/openapi/operations.ts';
import { cachedSpecLoader } from '../../../src/openapi/spec-cache.ts';

const spec = (paths: string[]) =>
  JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Cache', version: '1.0.0' },
    paths: Object.fromEntries(paths.map((path) => [path, { get: { responses: { 200: { description: 'OK' } } } }])),
  });

test('the dev server validates an OpenAPI file again only when its contents change', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-spec-cache-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const load = cachedSpecLoader();
  writeFileSync(join(dir, 'openapi.json'), spec(['/a']));

  const first = await load('openapi.json', dir);
  assert.ok(first.ok);
  assert.equal(await load('openapi.json', dir), first, 'unchanged file: the same load, not validated again');

  writeFileSync(join(dir, 'openapi.json'), spec(['/a', '/b']));
  const second = await load('openapi.json', dir);
  assert.ok(second.ok && second !== first);
  assert.deepEqual(
    indexOperations([second.spec]).map((entry) => entry.key),
    ['GET /a', 'GET /b'],
    'an edit is seen',
  );

  writeFileSync(join(dir, 'openapi.json'), '{ "openapi": ');
  const broken = await load('openapi.json', dir);
  assert.equal(broken.ok, false, 'a broken edit is reported, not hidden by the cache');
  writeFileSync(join(dir, 'openapi.json'), spec(['/a']));
  const fixed = await load('openapi.json', dir);
  assert.ok(fixed.ok && fixed !== first && indexOperations([fixed.spec]).length === 1);

  rmSync(join(dir, 'openapi.json'));
  assert.equal((await load('openapi.json', dir)).ok, false, 'a deleted file is reported');
});

test('contents that passed validation are remembered on disk for the next start; a file with problems never is', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-spec-cache-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const validated = join(dir, 'cache/validated');
  writeFileSync(join(dir, 'openapi.json'), spec(['/a']));
  const first = await cachedSpecLoader(validated)('openapi.json', dir);
  assert.ok(first.ok);
  assert.equal(readdirSync(validated).length, 1, 'the valid contents are recorded');

  const next = await cachedSpecLoader(validated)('openapi.json', dir);
  assert.ok(next.ok, 'the next start loads them, dereferenced, without validating again');
  assert.deepEqual(next.spec.document, first.spec.document);

  writeFileSync(join(dir, 'openapi.json'), JSON.stringify({ openapi: '3.1.0', info: { title: 'No version' }, paths: {} }));
  for (let start = 0; start < 2; start++) {
    const broken = await cachedSpecLoader(validated)('openapi.json', dir);
    assert.equal(broken.ok, false, 'a schema problem is found on every start');
  }
  assert.equal(readdirSync(validated).length, 1, 'nothing recorded for the file with problems');
});
