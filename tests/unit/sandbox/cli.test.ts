import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../../../src/sandbox/server.ts';
import { runCli } from './cli-process.ts';
import { send } from './helpers.ts';

test('starts, prints URL, environments and default tokens, serves, and stops on SIGINT', async (t) => {
  const run = runCli(t, ['--port', '0']);
  const url = await run.ready();
  assert.match(url, /^http:\/\/127\.0\.0\.1:\d+$/);
  const banner = run.stdout();
  assert.match(banner, /Customer\s+sandbox-customer-token\s+\(development default; set SANDBOX_CUSTOMER_TOKEN/);
  assert.match(banner, /Testing\s+sandbox-testing-token\s+\(development default; set SANDBOX_TESTING_TOKEN/);
  assert.ok(banner.includes(`Endpoint:   ${url}/api/user`));
  assert.ok(banner.includes('Data:       in memory'));
  assert.ok(banner.includes('not the production service'));

  const reply = await send(url, { token: 'sandbox-customer-token', body: { user_group_id: 'cli', name: 'CLI' } });
  assert.equal(reply.status, 200);
  assert.equal(reply.json.new_user_group, true);

  run.child.kill('SIGINT');
  assert.deepEqual(await run.exited, { code: 0, signal: null });
  assert.match(run.stdout(), /Sandbox stopped \(SIGINT\)\.\n$/);
  assert.equal(run.stderr(), '');
  await assert.rejects(send(url, { body: {} }), /ECONNREFUSED/, 'the port is closed');
});

test('stops on SIGTERM too', async (t) => {
  const run = runCli(t, ['--port=0']);
  await run.ready();
  run.child.kill('SIGTERM');
  assert.deepEqual(await run.exited, { code: 0, signal: null });
  assert.match(run.stdout(), /Sandbox stopped \(SIGTERM\)\./);
});

test('API tokens come from SANDBOX_CUSTOMER_TOKEN and SANDBOX_TESTING_TOKEN', async (t) => {
  const run = runCli(t, ['--port', '0'], { SANDBOX_CUSTOMER_TOKEN: 'cust-123', SANDBOX_TESTING_TOKEN: 'test-456' });
  const url = await run.ready();
  assert.match(run.stdout(), /Customer\s+cust-123\s+\(from SANDBOX_CUSTOMER_TOKEN\)/);
  assert.match(run.stdout(), /Testing\s+test-456\s+\(from SANDBOX_TESTING_TOKEN\)/);
  const custom = await send(url, { token: 'test-456', method: 'PUT', body: { user_group_id: 'x', name: 'X' } });
  assert.equal(custom.status, 404, 'authenticated as Testing, then the group is unknown');
  assert.match(custom.json.message, /in the Testing environment/);
  const defaultToken = await send(url, { token: 'sandbox-customer-token', body: { user_group_id: 'x', name: 'X' } });
  assert.equal(defaultToken.status, 401, 'the development default no longer works');
  run.child.kill('SIGINT');
  assert.equal((await run.exited).code, 0);
});

test('--data keeps everything acknowledged through a kill -9 and a restart', async (t) => {
  const directory = mkdtempSync(join(tmpdir(), 'sandbox-cli-'));
  t.after(() => rmSync(directory, { recursive: true, force: true }));
  const dataFile = join(directory, 'groups.json');
  const first = runCli(t, ['--port', '0', '--data', dataFile]);
  const firstUrl = await first.ready();
  assert.ok(first.stdout().includes(`Data:       ${dataFile} (0 user groups loaded`));
  const created = await send(firstUrl, { token: 'sandbox-testing-token', body: { user_group_id: 'durable', name: 'D' } });
  assert.equal(created.status, 200);
  first.child.kill('SIGKILL');
  assert.equal((await first.exited).signal, 'SIGKILL');

  const second = runCli(t, ['--port', '0', '--data', dataFile]);
  const secondUrl = await second.ready();
  assert.ok(second.stdout().includes('(1 user group loaded'));
  const fetched = await send(secondUrl, { token: 'sandbox-testing-token', body: { user_group_id: 'durable' } });
  assert.equal(fetched.json.new_user_group, false);
  assert.deepEqual(fetched.json.user_group, created.json.user_group);
  second.child.kill('SIGINT');
  assert.equal((await second.exited).code, 0);
});

test('--help prints usage and exits 0', async (t) => {
  const run = runCli(t, ['--help']);
  assert.deepEqual(await run.exited, { code: 0, signal: null });
  assert.match(run.stdout(), /^Usage: npm run sandbox -- \[options\]/);
  for (const option of ['--port N', '--host H', '--data FILE', 'SANDBOX_CUSTOMER_TOKEN', 'SANDBOX_TESTING_TOKEN']) {
    assert.ok(run.stdout().includes(option), option);
  }
});

test('bad options exit 2 with a clear message and start nothing', async (t) => {
  const cases: Array<[string[], string]> = [
    [['--verbose'], 'sandbox: Unknown option --verbose. Known options: --port N, --host H, --data FILE, --help.'],
    [['--port'], 'sandbox: Option --port needs a value.'],
    [['--port', '99999'], 'sandbox: Option --port needs a whole number from 0 to 65535, not "99999".'],
    [['serve'], 'sandbox: Unexpected argument "serve"; the sandbox takes options only (see --help).'],
  ];
  for (const [args, message] of cases) {
    const run = runCli(t, args);
    assert.deepEqual(await run.exited, { code: 2, signal: null }, args.join(' '));
    assert.equal(run.stderr(), `${message}\nRun with --help for usage.\n`);
    assert.equal(run.stdout(), '');
  }
});

test('equal or blank-containing API tokens exit 2', async (t) => {
  const same = runCli(t, [], { SANDBOX_CUSTOMER_TOKEN: 'same', SANDBOX_TESTING_TOKEN: 'same' });
  assert.equal((await same.exited).code, 2);
  assert.equal(same.stderr(), 'sandbox: SANDBOX_CUSTOMER_TOKEN and SANDBOX_TESTING_TOKEN are equal; each environment needs its own API token.\n');
  const spaced = runCli(t, [], { SANDBOX_TESTING_TOKEN: 'has space' });
  assert.equal((await spaced.exited).code, 2);
  assert.equal(spaced.stderr(), 'sandbox: The testing API token (SANDBOX_TESTING_TOKEN) contains whitespace.\n');
});

test('a port in use exits 1 and says so', async (t) => {
  const occupant = await startSandbox({ port: 0 });
  t.after(() => occupant.close());
  const run = runCli(t, ['--port', String(occupant.port)]);
  assert.equal((await run.exited).code, 1);
  assert.equal(run.stderr(), `sandbox: Port ${occupant.port} on 127.0.0.1 is already in use. Pass --port N (or --port 0 for any free port).\n`);
});

test('an unusable data file exits 1, names the problem and is left as it was', async (t) => {
  const directory = mkdtempSync(join(tmpdir(), 'sandbox-cli-'));
  t.after(() => rmSync(directory, { recursive: true, force: true }));
  const dataFile = join(directory, 'notes.json');
  writeFileSync(dataFile, '{"my": "notes"}');
  const run = runCli(t, ['--data', dataFile, '--port', '0']);
  assert.equal((await run.exited).code, 1);
  assert.equal(
    run.stderr(),
    `sandbox: The data file ${dataFile} is not a sandbox data file: "format" is not ` + '"quire-user-group-sandbox". Move it away or pass another --data FILE; the sandbox will not overwrite it.\n',
  );
  assert.equal(readFileSync(dataFile, 'utf8'), '{"my": "notes"}');
});
