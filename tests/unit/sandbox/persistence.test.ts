import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import { startSandbox } from '../../../src/sandbox/server.ts';
import { DataFileError } from '../../../src/sandbox/data-file.ts';
import { callUserApi, CUSTOMER_TOKEN, startTestSandbox, TESTING_TOKEN } from './helpers.ts';

function temporaryDirectory(t: TestContext): string {
  const directory = mkdtempSync(join(tmpdir(), 'sandbox-data-'));
  t.after(() => rmSync(directory, { recursive: true, force: true }));
  return directory;
}

test('user groups, updates and rotations survive a restart with the same data file', async (t) => {
  const dataFile = join(temporaryDirectory(t), 'groups.json');
  const first = await startTestSandbox(t, { dataFile });
  const customer = await callUserApi(first, 'GET', { user_group_id: 'keep', name: 'Keep', properties: { a: 1 } });
  const testing = await callUserApi(first, 'GET', { user_group_id: 'keep', name: 'Keep T' }, TESTING_TOKEN);
  await callUserApi(first, 'PUT', { user_group_id: 'keep', name: 'Kept', mapping: { s: 'd' } });
  const rotated = await callUserApi(first, 'POST', { current_token: testing.json.user_group.token }, TESTING_TOKEN);
  await first.close();

  const second = await startTestSandbox(t, { dataFile });
  assert.equal(second.countUserGroups(), 2);
  const again = await callUserApi(second, 'GET', { user_group_id: 'keep' });
  assert.equal(again.json.new_user_group, false);
  assert.deepEqual(again.json.user_group, {
    team_id: customer.json.user_group.team_id,
    token: customer.json.user_group.token,
    name: 'Kept',
    provided_id: 'keep',
    properties: { a: 1 },
  });
  const againTesting = await callUserApi(second, 'GET', { user_group_id: 'keep' }, TESTING_TOKEN);
  assert.equal(againTesting.json.user_group.token, rotated.json.user_group.token, 'the rotated token is kept');
  const oldToken = await callUserApi(second, 'POST', { current_token: testing.json.user_group.token }, TESTING_TOKEN);
  assert.equal(oldToken.status, 404, 'the token rotated away stays dead after a restart');
  const next = await callUserApi(second, 'GET', { user_group_id: 'new', name: 'New' });
  assert.equal(next.json.user_group.team_id, 3, 'team_ids continue, never reused');
});

test('without a data file nothing survives a restart', async (t) => {
  const first = await startTestSandbox(t);
  await callUserApi(first, 'GET', { user_group_id: 'gone', name: 'Gone' });
  await first.close();
  const second = await startTestSandbox(t);
  const reply = await callUserApi(second, 'GET', { user_group_id: 'gone', name: 'Gone' });
  assert.equal(reply.json.new_user_group, true);
});

test('each change replaces the file by rename: new inode, complete JSON, mode 0600, no temp files left', async (t) => {
  const directory = temporaryDirectory(t);
  const dataFile = join(directory, 'groups.json');
  const sandbox = await startTestSandbox(t, { dataFile });
  assert.ok(existsSync(dataFile), 'created at start-up');
  const inodes = [statSync(dataFile).ino];
  const created = await callUserApi(sandbox, 'GET', { user_group_id: 'i', name: 'I' });
  inodes.push(statSync(dataFile).ino);
  await callUserApi(sandbox, 'PUT', { user_group_id: 'i', name: 'I2' });
  inodes.push(statSync(dataFile).ino);
  await callUserApi(sandbox, 'POST', { current_token: created.json.user_group.token });
  inodes.push(statSync(dataFile).ino);
  // The file system may hand a freed inode number to a later file, so compare neighbours only.
  for (let index = 1; index < inodes.length; index++) {
    assert.notEqual(inodes[index], inodes[index - 1], 'every write is a new file renamed into place, never an in-place rewrite');
  }
  await callUserApi(sandbox, 'GET', { user_group_id: 'i' });
  assert.equal(statSync(dataFile).ino, inodes[3], 'a read writes nothing');

  const saved = JSON.parse(readFileSync(dataFile, 'utf8'));
  assert.equal(saved.format, 'quire-user-group-sandbox');
  assert.equal(saved.user_groups[0].name, 'I2');
  assert.equal(statSync(dataFile).mode & 0o777, 0o600, 'the file holds tokens');
  assert.deepEqual(readdirSync(directory), ['groups.json']);
});

test('a temp file left by a kill -9 mid-write is removed at start; other files are not', async (t) => {
  const directory = temporaryDirectory(t);
  const dataFile = join(directory, 'groups.json');
  const first = await startTestSandbox(t, { dataFile });
  await callUserApi(first, 'GET', { user_group_id: 'safe', name: 'Safe' });
  await first.close();
  // The name the sandbox gives its temporary files: .<data file>.<pid>.<12 hex digits>.tmp
  writeFileSync(join(directory, '.groups.json.999.deadbeefcafe.tmp'), '{"format": "quire-user-gro');
  const notOurs = ['.groups.json.notes.tmp', '.other.json.999.deadbeefcafe.tmp', '.groups.json.999.deadbeefcafe.tmp.bak', 'groups.json.tmp'];
  for (const name of notOurs) writeFileSync(join(directory, name), 'keep me');
  const second = await startTestSandbox(t, { dataFile });
  const reply = await callUserApi(second, 'GET', { user_group_id: 'safe' });
  assert.equal(reply.json.new_user_group, false);
  assert.deepEqual(readdirSync(directory).sort(), [...notOurs, 'groups.json'].sort());
});

test('a failed write answers 500 and leaves the user group as it was', async (t) => {
  const directory = temporaryDirectory(t);
  const dataDirectory = join(directory, 'data');
  mkdirSync(dataDirectory);
  const dataFile = join(dataDirectory, 'groups.json');
  const sandbox = await startTestSandbox(t, { dataFile });
  const created = await callUserApi(sandbox, 'GET', { user_group_id: 'f', name: 'Before' });
  rmSync(dataDirectory, { recursive: true }); // the next write cannot create its temp file

  const update = await callUserApi(sandbox, 'PUT', { user_group_id: 'f', name: 'After' });
  assert.equal(update.status, 500);
  assert.equal(update.json.success, 0);
  assert.match(update.json.message, /^The change was not saved, and the user group is as it was: Could not write the data file .*groups\.json: ENOENT/);
  const rotate = await callUserApi(sandbox, 'POST', { current_token: created.json.user_group.token });
  assert.equal(rotate.status, 500);
  const create = await callUserApi(sandbox, 'GET', { user_group_id: 'g', name: 'G' });
  assert.equal(create.status, 500);

  const fetched = await callUserApi(sandbox, 'GET', { user_group_id: 'f' });
  assert.deepEqual(fetched.json.user_group, created.json.user_group, 'name and token unchanged in memory');
  assert.equal(sandbox.countUserGroups(), 1, 'the failed create was undone');

  mkdirSync(dataDirectory);
  const retry = await callUserApi(sandbox, 'GET', { user_group_id: 'g', name: 'G' });
  assert.equal(retry.status, 200);
  assert.equal(retry.json.user_group.team_id, created.json.user_group.team_id + 1, 'the undone create gave its team_id back');
});

test('a data file that is not the sandbox’s is refused and left untouched', async (t) => {
  const directory = temporaryDirectory(t);
  const tokens = { customer: CUSTOMER_TOKEN, testing: TESTING_TOKEN };
  const cases: Array<[string, RegExp]> = [
    ['{"not json', /is not valid JSON/],
    ['{"hello": "world"}', /is not a sandbox data file: "format" is not "quire-user-group-sandbox"/],
    ['{"format":"quire-user-group-sandbox","version":1,"next_team_id":1,"user_groups":[{"team_id":1}]}', /team_id is not an integer between 1 and next_team_id - 1/],
    [
      '{"format":"quire-user-group-sandbox","version":1,"next_team_id":3,"user_groups":[' +
        '{"team_id":1,"environment":"Customer","user_group_id":"a","name":"A","mapping":null,"properties":null,"token":"t1"},' +
        '{"team_id":2,"environment":"Customer","user_group_id":"a","name":"B","mapping":null,"properties":null,"token":"t2"}]}',
      /repeats user_group_id "a" in Customer/,
    ],
  ];
  for (const [index, [content, message]] of cases.entries()) {
    const dataFile = join(directory, `bad-${index}.json`);
    writeFileSync(dataFile, content);
    await assert.rejects(startSandbox({ port: 0, dataFile, tokens }), (error: unknown) => {
      assert.ok(error instanceof DataFileError);
      assert.match(error.message, message);
      return true;
    });
    assert.equal(readFileSync(dataFile, 'utf8'), content);
  }
});

test('a data file in a missing directory fails at start-up, not on the first change', async (t) => {
  const dataFile = join(temporaryDirectory(t), 'missing', 'groups.json');
  await assert.rejects(startSandbox({ port: 0, dataFile }), /^DataFileError: Cannot create the data file .*ENOENT/);
});
