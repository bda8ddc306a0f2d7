import { test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { callUserApi, send, startTestSandbox } from './helpers.ts';

const GET_FIELDS = ['name', 'properties', 'provided_id', 'team_id', 'token'];

test('GET creates a user group from the body and reports new_user_group: true', async (t) => {
  const sandbox = await startTestSandbox(t);
  const reply = await callUserApi(sandbox, 'GET', {
    user_group_id: 'acme-42',
    name: 'Acme Corp',
    mapping: { sales: 'warehouse-eu' },
    properties: { plan: 'pro', seats: 12 },
  });
  assert.equal(reply.status, 200);
  assert.match(String(reply.headers['content-type']), /^application\/json/);
  assert.deepEqual(Object.keys(reply.json).sort(), ['new_user_group', 'success', 'user_group']);
  assert.equal(reply.json.success, 1);
  assert.equal(reply.json.new_user_group, true);
  const group = reply.json.user_group;
  assert.deepEqual(Object.keys(group).sort(), GET_FIELDS, 'GET answers exactly the spec GET fields');
  assert.equal(group.name, 'Acme Corp');
  assert.equal(group.provided_id, 'acme-42');
  assert.deepEqual(group.properties, { plan: 'pro', seats: 12 });
  assert.equal(typeof group.team_id, 'number');
  assert.ok(Number.isInteger(group.team_id) && group.team_id > 0);
  assert.match(group.token, /^[A-Za-z0-9_-]{43}$/, '256 random bits, base64url');
});

test('GET on an existing id returns the same user group with new_user_group: false and ignores differing fields', async (t) => {
  const sandbox = await startTestSandbox(t);
  const created = await callUserApi(sandbox, 'GET', { user_group_id: 'g1', name: 'First', properties: { a: 1 } });
  const again = await callUserApi(sandbox, 'GET', { user_group_id: 'g1', name: 'Renamed?', properties: { a: 2 } });
  assert.equal(again.status, 200);
  assert.equal(again.json.new_user_group, false);
  assert.deepEqual(again.json.user_group, created.json.user_group, 'GET never changes an existing group');
  const byIdOnly = await callUserApi(sandbox, 'GET', { user_group_id: 'g1' });
  assert.equal(byIdOnly.status, 200, 'name is not needed to fetch an existing group');
  assert.deepEqual(byIdOnly.json.user_group, created.json.user_group);
});

test('GET without properties stores null, and team_id increments per created group', async (t) => {
  const sandbox = await startTestSandbox(t);
  const first = await callUserApi(sandbox, 'GET', { user_group_id: 'a', name: 'A' });
  const second = await callUserApi(sandbox, 'GET', { user_group_id: 'b', name: 'B', properties: null });
  assert.equal(first.json.user_group.properties, null);
  assert.equal(second.json.user_group.properties, null);
  assert.equal(second.json.user_group.team_id, first.json.user_group.team_id + 1);
  assert.notEqual(first.json.user_group.token, second.json.user_group.token);
});

test('a GET body survives node:http: sent with http.request on a GET, it reaches the handler', async (t) => {
  const sandbox = await startTestSandbox(t);
  const body = JSON.stringify({ user_group_id: 'raw-get', name: 'Raw GET body', properties: { from: 'http.request' } });
  const url = new URL('/api/user', sandbox.url);
  const reply = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'GET',
        agent: false,
        headers: {
          Authorization: 'Token unit-customer-token',
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          text += chunk;
        });
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
  assert.equal(reply.status, 200);
  const json = JSON.parse(reply.text);
  assert.equal(json.new_user_group, true);
  assert.equal(json.user_group.name, 'Raw GET body');
  assert.deepEqual(json.user_group.properties, { from: 'http.request' });
});

test('a chunked GET body (no Content-Length) is read too', async (t) => {
  const sandbox = await startTestSandbox(t);
  const reply = await send(sandbox.url, { method: 'GET', chunked: true, body: { user_group_id: 'chunked', name: 'C' } });
  assert.equal(reply.status, 200);
  assert.equal(reply.json.user_group.provided_id, 'chunked');
});

test('a query string is ignored: the spec has no query parameters', async (t) => {
  const sandbox = await startTestSandbox(t);
  const reply = await send(sandbox.url, { path: '/api/user?cache=1', body: { user_group_id: 'q', name: 'Q' } });
  assert.equal(reply.status, 200);
  assert.equal(reply.json.user_group.provided_id, 'q');
});

test('ids and names are data: unicode, "__proto__" and 255 characters round-trip', async (t) => {
  const sandbox = await startTestSandbox(t);
  for (const id of ['__proto__', 'constructor', 'ünïcødé-😀', 'x'.repeat(255), 'a\nb']) {
    const created = await callUserApi(sandbox, 'GET', { user_group_id: id, name: `group ${id.slice(0, 20)}` });
    assert.equal(created.status, 200, id);
    assert.equal(created.json.new_user_group, true, id);
    assert.equal(created.json.user_group.provided_id, id);
    const fetched = await callUserApi(sandbox, 'GET', { user_group_id: id });
    assert.equal(fetched.json.new_user_group, false, id);
    assert.equal(fetched.json.user_group.token, created.json.user_group.token);
  }
  assert.equal(sandbox.countUserGroups(), 5);
});
