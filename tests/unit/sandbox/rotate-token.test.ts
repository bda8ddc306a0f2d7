import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callUserApi, startTestSandbox } from './helpers.ts';

const POST_FIELDS = ['api_environment_tag', 'name', 'provided_id', 'team_id', 'token'];

test('POST rotates the token: new random token, spec POST fields, no properties', async (t) => {
  const sandbox = await startTestSandbox(t);
  const created = await callUserApi(sandbox, 'GET', { user_group_id: 'r1', name: 'Rotating', properties: { p: 1 } });
  const oldToken = created.json.user_group.token;
  const reply = await callUserApi(sandbox, 'POST', { current_token: oldToken });
  assert.equal(reply.status, 200);
  assert.deepEqual(Object.keys(reply.json).sort(), ['success', 'user_group']);
  assert.equal(reply.json.success, 1);
  assert.deepEqual(Object.keys(reply.json.user_group).sort(), POST_FIELDS, 'POST has no properties');
  const group = reply.json.user_group;
  assert.equal(group.team_id, created.json.user_group.team_id);
  assert.equal(group.name, 'Rotating');
  assert.equal(group.provided_id, 'r1');
  assert.equal(group.api_environment_tag, 'Customer');
  assert.notEqual(group.token, oldToken);
  assert.match(group.token, /^[A-Za-z0-9_-]{43}$/);
  const fetched = await callUserApi(sandbox, 'GET', { user_group_id: 'r1' });
  assert.equal(fetched.json.user_group.token, group.token, 'GET now returns the new token');
});

test('after rotation the old token stops working and the new one rotates again', async (t) => {
  const sandbox = await startTestSandbox(t);
  const created = await callUserApi(sandbox, 'GET', { user_group_id: 'r2', name: 'R2' });
  const first = created.json.user_group.token;
  const second = (await callUserApi(sandbox, 'POST', { current_token: first })).json.user_group.token;
  const reuse = await callUserApi(sandbox, 'POST', { current_token: first });
  assert.equal(reuse.status, 404);
  assert.deepEqual(reuse.json, {
    success: 0,
    message: 'No user group in the Customer environment holds this current_token. ' + 'It may have been rotated already, or belong to the other environment.',
  });
  const third = await callUserApi(sandbox, 'POST', { current_token: second });
  assert.equal(third.status, 200);
  assert.notEqual(third.json.user_group.token, second);
  assert.notEqual(third.json.user_group.token, first);
});

test('tokens of different user groups are distinct', async (t) => {
  const sandbox = await startTestSandbox(t);
  const tokens = new Set<string>();
  for (let index = 0; index < 50; index++) {
    const reply = await callUserApi(sandbox, 'GET', { user_group_id: `t${index}`, name: 'T' });
    tokens.add(reply.json.user_group.token);
  }
  assert.equal(tokens.size, 50);
});

test('an unknown current_token answers 404', async (t) => {
  const sandbox = await startTestSandbox(t);
  const reply = await callUserApi(sandbox, 'POST', { current_token: 'never-issued' });
  assert.equal(reply.status, 404);
  assert.equal(reply.json.success, 0);
});
