import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callUserApi, send, startTestSandbox } from './helpers.ts';

const PREFLIGHT = {
  Origin: 'http://localhost:4321',
  'Access-Control-Request-Method': 'PUT',
  'Access-Control-Request-Headers': 'authorization, content-type',
};

function listOf(header: string | string[] | undefined): string[] {
  return String(header ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}

test('a preflight is answered 204 without an API token, allowing the methods and both headers', async (t) => {
  const sandbox = await startTestSandbox(t);
  const reply = await send(sandbox.url, { method: 'OPTIONS', token: null, headers: PREFLIGHT });
  assert.equal(reply.status, 204);
  assert.equal(reply.text, '');
  assert.equal(reply.headers['access-control-allow-origin'], '*');
  assert.deepEqual(listOf(reply.headers['access-control-allow-methods']).sort(), ['get', 'options', 'post', 'put']);
  assert.deepEqual(listOf(reply.headers['access-control-allow-headers']).sort(), ['authorization', 'content-type']);
  assert.equal(reply.headers['access-control-max-age'], '600');
  assert.equal(reply.headers['access-control-allow-private-network'], undefined, 'only when asked');
});

test('a Private Network Access preflight is allowed', async (t) => {
  const sandbox = await startTestSandbox(t);
  const reply = await send(sandbox.url, { method: 'OPTIONS', token: null, headers: { ...PREFLIGHT, 'Access-Control-Request-Private-Network': 'true' } });
  assert.equal(reply.status, 204);
  assert.equal(reply.headers['access-control-allow-private-network'], 'true');
});

test('a preflight on another path passes too, so the real request can read the JSON 404', async (t) => {
  const sandbox = await startTestSandbox(t);
  const preflight = await send(sandbox.url, { method: 'OPTIONS', path: '/api/usr', token: null, headers: PREFLIGHT });
  assert.equal(preflight.status, 204);
  const real = await send(sandbox.url, { path: '/api/usr', headers: { Origin: PREFLIGHT.Origin }, body: {} });
  assert.equal(real.status, 404);
  assert.equal(real.headers['access-control-allow-origin'], '*');
});

test('successful answers carry the CORS headers and are not cached', async (t) => {
  const sandbox = await startTestSandbox(t);
  const reply = await callUserApi(sandbox, 'GET', { user_group_id: 'c', name: 'C' });
  assert.equal(reply.status, 200);
  assert.equal(reply.headers['access-control-allow-origin'], '*');
  assert.deepEqual(listOf(reply.headers['access-control-expose-headers']), ['allow', 'www-authenticate']);
  assert.equal(reply.headers['cache-control'], 'no-store');
});
