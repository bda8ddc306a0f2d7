// A data file write that the disk cuts short (here a file-size limit, standing in for a full disk):
// Node's writeSync returns fewer bytes without throwing, and only the next call fails (EFBIG). The
// sandbox must notice, answer 500, keep the previous file, and not remember the change it could not save.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from './cli-process.ts';
import { send } from './helpers.ts';

const TOKEN = 'sandbox-customer-token';
// About 30 KB per user group, so a 100 KiB file-size limit is reached at the fourth.
const BLOB = 'x'.repeat(30_000);

test('a write cut short by a file-size limit answers 500 and loses nothing saved before', async (t) => {
  const directory = mkdtempSync(join(tmpdir(), 'sandbox-short-write-'));
  t.after(() => rmSync(directory, { recursive: true, force: true }));
  const dataFile = join(directory, 'groups.json');

  const limited = runCli(t, ['--port', '0', '--data', dataFile], {}, { fileSizeKiB: 100 });
  const url = await limited.ready();
  const saved: Array<{ id: string; token: string }> = [];
  let refused: Awaited<ReturnType<typeof send>> | undefined;
  for (let index = 1; index <= 10 && !refused; index++) {
    const id = `group-${index}`;
    const reply = await send(url, { token: TOKEN, body: { user_group_id: id, name: id, properties: { blob: BLOB } } });
    if (reply.status === 200) saved.push({ id, token: reply.json.user_group.token });
    else refused = reply;
  }
  assert.ok(refused, `every create answered 200, though the data file cannot grow past 100 KiB (${saved.length} saved)`);
  assert.equal(refused.status, 500);
  assert.match(refused.json.message, /^The change was not saved, and the user group is as it was: Could not write the data file .*groups\.json: EFBIG/);
  assert.ok(saved.length >= 2, `the limit left room for a few groups (${saved.length} saved)`);
  assert.equal(limited.child.exitCode, null, 'the sandbox keeps running (SIGXFSZ does not kill it)');

  const failedId = `group-${saved.length + 1}`;
  const afterwards = await send(url, { token: TOKEN, body: { user_group_id: failedId } });
  assert.equal(afterwards.status, 400, 'the create that was not saved is not visible either');
  assert.match(afterwards.json.message, /does not exist in the Customer environment yet/);
  assert.deepEqual(readdirSync(directory), ['groups.json'], 'the cut-short temporary file is removed');
  assert.equal(JSON.parse(readFileSync(dataFile, 'utf8')).user_groups.length, saved.length, 'the file on disk is the last complete one');
  limited.child.kill('SIGINT');
  assert.equal((await limited.exited).code, 0);

  const restarted = runCli(t, ['--port', '0', '--data', dataFile]);
  const restartedUrl = await restarted.ready();
  assert.ok(restarted.stdout().includes(`(${saved.length} user groups loaded`), restarted.stdout());
  for (const { id, token } of saved) {
    const found = await send(restartedUrl, { token: TOKEN, body: { user_group_id: id } });
    assert.equal(found.json.new_user_group, false, `${id} survives the restart`);
    assert.equal(found.json.user_group.token, token);
  }
  restarted.child.kill('SIGINT');
  assert.equal((await restarted.exited).code, 0);
});
