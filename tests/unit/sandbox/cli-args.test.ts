import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseCliArgs } from '../../../src/sandbox/cli-args.ts';

test('defaults: 127.0.0.1:8787, in memory', () => {
  assert.deepEqual(parseCliArgs([]), { ok: true, options: { port: 8787, host: '127.0.0.1', dataFile: null, help: false } });
});

test('every option, in both spellings', () => {
  assert.deepEqual(parseCliArgs(['--port', '9000', '--host', '0.0.0.0', '--data', 'groups.json']), { ok: true, options: { port: 9000, host: '0.0.0.0', dataFile: 'groups.json', help: false } });
  assert.deepEqual(parseCliArgs(['--port=0', '--host=::1', '--data=./a=b.json', '-h']), { ok: true, options: { port: 0, host: '::1', dataFile: './a=b.json', help: true } });
});

test('mistakes are named', () => {
  const message = (args: string[]) => {
    const parsed = parseCliArgs(args);
    assert.equal(parsed.ok, false);
    return parsed.ok ? '' : parsed.message;
  };
  assert.equal(message(['--prot', '1']), 'Unknown option --prot. Known options: --port N, --host H, --data FILE, --help.');
  assert.equal(message(['--verbose=1']), 'Unknown option --verbose. Known options: --port N, --host H, --data FILE, --help.');
  assert.equal(message(['-p']), 'Unknown option -p. Known options: --port N, --host H, --data FILE, --help.');
  assert.equal(message(['--data']), 'Option --data needs a value.');
  assert.equal(message(['--data', '--port', '1']), 'Option --data needs a value.');
  assert.equal(message(['--host=']), 'Option --host needs a value.');
  assert.equal(message(['--port', '-1']), 'Option --port needs a whole number from 0 to 65535, not "-1".');
  assert.equal(message(['--port', '80.5']), 'Option --port needs a whole number from 0 to 65535, not "80.5".');
  assert.equal(message(['--port', '65536']), 'Option --port needs a whole number from 0 to 65535, not "65536".');
  assert.equal(message(['extra']), 'Unexpected argument "extra"; the sandbox takes options only (see --help).');
  assert.equal(message(['--', '--port']), 'Unexpected argument "--port"; the sandbox takes options only (see --help).');
  assert.equal(message(['--help=yes']), 'Unknown option --help. Known options: --port N, --host H, --data FILE, --help.');
});
