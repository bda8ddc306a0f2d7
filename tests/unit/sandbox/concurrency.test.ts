import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callUserApi, startTestSandbox, TESTING_TOKEN } from './helpers.ts';
import type { RunningSandbox } from '../../../src/sandbox/server.ts';

async function raceForOneId(sandbox: RunningSandbox, id: string) {
  const replies = await Promise.all(Array.from({ length: 200 }, (_, index) => callUserApi(sandbox, 'GET', { user_group_id: id, name: `caller ${index}` })));
  for (const reply of replies) assert.equal(reply.status, 200, reply.text);
  const created = replies.filter((reply) => reply.json.new_user_group === true);
  assert.equal(created.length, 1, 'exactly one call created the user group');
  const first = created[0].json.user_group;
  for (const reply of replies) assert.deepEqual(reply.json.user_group, first, 'every answer names the same group');
  return first;
}

test('200 concurrent get-or-create calls for one new id make exactly one user group', async (t) => {
  const sandbox = await startTestSandbox(t);
  const group = await raceForOneId(sandbox, 'race');
  assert.equal(sandbox.countUserGroups(), 1);
  assert.match(group.name, /^caller \d+$/, 'the winner’s name was stored');
});

test('the same race with a data file: one group in memory and on disk', async (t) => {
  const directory = mkdtempSync(join(tmpdir(), 'sandbox-race-'));
  t.after(() => rmSync(directory, { recursive: true, force: true }));
  const dataFile = join(directory, 'data.json');
  const sandbox = await startTestSandbox(t, { dataFile });
  const group = await raceForOneId(sandbox, 'race-on-disk');
  const saved = JSON.parse(readFileSync(dataFile, 'utf8'));
  assert.equal(saved.user_groups.length, 1);
  assert.equal(saved.user_groups[0].token, group.token);
});

test('200 concurrent creations of different ids get 200 distinct team_ids and tokens', async (t) => {
  const sandbox = await startTestSandbox(t);
  const replies = await Promise.all(Array.from({ length: 200 }, (_, index) => callUserApi(sandbox, 'GET', { user_group_id: `id-${index}`, name: 'N' }, TESTING_TOKEN)));
  assert.ok(replies.every((reply) => reply.status === 200 && reply.json.new_user_group === true));
  const teamIds = new Set(replies.map((reply) => reply.json.user_group.team_id));
  const tokens = new Set(replies.map((reply) => reply.json.user_group.token));
  assert.equal(teamIds.size, 200);
  assert.equal(tokens.size, 200);
  assert.deepEqual(
    [...teamIds].sort((a, b) => a - b),
    Array.from({ length: 200 }, (_, index) => index + 1),
  );
});
