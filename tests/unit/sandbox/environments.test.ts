import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callUserApi, CUSTOMER_TOKEN, startTestSandbox, TESTING_TOKEN } from './helpers.ts';

test('the same id exists once per environment, tagged Customer and Testing', async (t) => {
  const sandbox = await startTestSandbox(t);
  const customer = await callUserApi(sandbox, 'GET', { user_group_id: 'shared', name: 'Prod' }, CUSTOMER_TOKEN);
  const testing = await callUserApi(sandbox, 'GET', { user_group_id: 'shared', name: 'Test' }, TESTING_TOKEN);
  assert.equal(customer.json.new_user_group, true);
  assert.equal(testing.json.new_user_group, true, 'the Customer group does not block the Testing one');
  assert.notEqual(customer.json.user_group.team_id, testing.json.user_group.team_id);
  assert.notEqual(customer.json.user_group.token, testing.json.user_group.token);
  assert.equal(sandbox.countUserGroups(), 2);

  const putCustomer = await callUserApi(sandbox, 'PUT', { user_group_id: 'shared', name: 'Prod 2' }, CUSTOMER_TOKEN);
  const putTesting = await callUserApi(sandbox, 'PUT', { user_group_id: 'shared', name: 'Test 2' }, TESTING_TOKEN);
  assert.equal(putCustomer.json.user_group.api_environment_tag, 'Customer');
  assert.equal(putTesting.json.user_group.api_environment_tag, 'Testing');
  assert.equal(putCustomer.json.user_group.name, 'Prod 2', 'each PUT touched only its own environment');
  assert.equal(putTesting.json.user_group.name, 'Test 2');

  const again = await callUserApi(sandbox, 'GET', { user_group_id: 'shared' }, CUSTOMER_TOKEN);
  assert.equal(again.json.user_group.name, 'Prod 2');
  assert.equal(again.json.user_group.team_id, customer.json.user_group.team_id);
});

test('a group created in one environment is invisible to the other', async (t) => {
  const sandbox = await startTestSandbox(t);
  await callUserApi(sandbox, 'GET', { user_group_id: 'only-test', name: 'T' }, TESTING_TOKEN);
  const put = await callUserApi(sandbox, 'PUT', { user_group_id: 'only-test', name: 'X' }, CUSTOMER_TOKEN);
  assert.equal(put.status, 404);
  assert.equal(put.json.message, 'No user group with user_group_id "only-test" in the Customer environment. Create it with GET /api/user first.');
});

test('a token can only be rotated with the API token of its own environment', async (t) => {
  const sandbox = await startTestSandbox(t);
  const testing = await callUserApi(sandbox, 'GET', { user_group_id: 'r', name: 'R' }, TESTING_TOKEN);
  const token = testing.json.user_group.token;
  const wrongEnvironment = await callUserApi(sandbox, 'POST', { current_token: token }, CUSTOMER_TOKEN);
  assert.equal(wrongEnvironment.status, 404);
  assert.match(wrongEnvironment.json.message, /^No user group in the Customer environment holds this current_token/);
  const rightEnvironment = await callUserApi(sandbox, 'POST', { current_token: token }, TESTING_TOKEN);
  assert.equal(rightEnvironment.status, 200);
  assert.equal(rightEnvironment.json.user_group.api_environment_tag, 'Testing');
});
