import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callUserApi, startTestSandbox } from './helpers.ts';

const PUT_FIELDS = ['api_environment_tag', 'name', 'properties', 'provided_id', 'team_id', 'token'];

test('PUT updates name, mapping and properties and answers the spec PUT fields', async (t) => {
  const sandbox = await startTestSandbox(t);
  const created = await callUserApi(sandbox, 'GET', { user_group_id: 'u1', name: 'Old', properties: { tier: 1 } });
  const reply = await callUserApi(sandbox, 'PUT', {
    user_group_id: 'u1',
    name: 'New',
    mapping: { schema_1: 'source-7' },
    properties: { tier: 2, region: 'eu' },
  });
  assert.equal(reply.status, 200);
  assert.deepEqual(Object.keys(reply.json).sort(), ['success', 'user_group'], 'PUT has no new_user_group');
  assert.equal(reply.json.success, 1);
  assert.deepEqual(Object.keys(reply.json.user_group).sort(), PUT_FIELDS);
  assert.deepEqual(reply.json.user_group, {
    team_id: created.json.user_group.team_id,
    token: created.json.user_group.token,
    name: 'New',
    provided_id: 'u1',
    properties: { tier: 2, region: 'eu' },
    api_environment_tag: 'Customer',
  });
  const fetched = await callUserApi(sandbox, 'GET', { user_group_id: 'u1' });
  assert.equal(fetched.json.user_group.name, 'New', 'the update is stored');
  assert.deepEqual(fetched.json.user_group.properties, { tier: 2, region: 'eu' });
});

test('PUT changes only the fields it is given; properties: null clears them', async (t) => {
  const sandbox = await startTestSandbox(t);
  await callUserApi(sandbox, 'GET', { user_group_id: 'u2', name: 'Keep me', properties: { a: 1 } });
  const onlyProperties = await callUserApi(sandbox, 'PUT', { user_group_id: 'u2', properties: { b: 2 } });
  assert.equal(onlyProperties.json.user_group.name, 'Keep me');
  assert.deepEqual(onlyProperties.json.user_group.properties, { b: 2 });
  const onlyName = await callUserApi(sandbox, 'PUT', { user_group_id: 'u2', name: 'Renamed' });
  assert.deepEqual(onlyName.json.user_group.properties, { b: 2 });
  assert.equal(onlyName.json.user_group.name, 'Renamed');
  const cleared = await callUserApi(sandbox, 'PUT', { user_group_id: 'u2', properties: null });
  assert.equal(cleared.json.user_group.properties, null);
  const onlyMapping = await callUserApi(sandbox, 'PUT', { user_group_id: 'u2', mapping: { s: 1 } });
  assert.equal(onlyMapping.status, 200);
  assert.equal(onlyMapping.json.user_group.name, 'Renamed');
});

test('PUT does not create: an unknown id answers 404 and nothing is stored', async (t) => {
  const sandbox = await startTestSandbox(t);
  const reply = await callUserApi(sandbox, 'PUT', { user_group_id: 'ghost', name: 'Ghost' });
  assert.equal(reply.status, 404);
  assert.deepEqual(reply.json, {
    success: 0,
    message: 'No user group with user_group_id "ghost" in the Customer environment. Create it with GET /api/user first.',
  });
  assert.equal(sandbox.countUserGroups(), 0);
});

test('PUT with nothing to change answers 400', async (t) => {
  const sandbox = await startTestSandbox(t);
  await callUserApi(sandbox, 'GET', { user_group_id: 'u3', name: 'U3' });
  const reply = await callUserApi(sandbox, 'PUT', { user_group_id: 'u3' });
  assert.equal(reply.status, 400);
  assert.deepEqual(reply.json, {
    success: 0,
    message: 'Nothing to update: PUT /api/user needs at least one of "name", "mapping", "properties" besides "user_group_id".',
  });
});
