// No input crashes the sandbox: random bytes, random field values, prototype-pollution keys, deep
// nesting, huge bodies, malformed HTTP and clients that vanish mid-request. Every loop is bounded and
// the random inputs come from a fixed seed, so a failure reproduces.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { callUserApi, send, startTestSandbox } from './helpers.ts';
import type { RunningSandbox } from '../../../src/sandbox/server.ts';

/** mulberry32: a tiny deterministic PRNG. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

async function assertStillServing(sandbox: RunningSandbox): Promise<void> {
  const reply = await callUserApi(sandbox, 'GET', { user_group_id: 'alive', name: 'Alive' });
  assert.equal(reply.status, 200, 'the sandbox still answers normally');
}

/** Writes raw bytes on a TCP connection and resolves with everything the server sent back. */
function rawExchange(sandbox: RunningSandbox, payload: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(sandbox.port, '127.0.0.1', () => socket.write(payload));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
    // A hang guard only: a busy machine may take seconds to answer.
    socket.setTimeout(60_000, () => socket.destroy(new Error('no answer within 60 s')));
  });
}

test('300 random byte bodies get JSON answers with success 0, never a crash', async (t) => {
  const sandbox = await startTestSandbox(t);
  const random = randomFrom(0xc0ffee);
  const methods = ['GET', 'PUT', 'POST'];
  for (let round = 0; round < 300; round++) {
    const bytes = Buffer.alloc(Math.floor(random() * 400));
    for (let index = 0; index < bytes.length; index++) bytes[index] = Math.floor(random() * 256);
    const reply = await send(sandbox.url, { method: methods[round % 3], body: bytes });
    assert.equal(reply.status, 400, `round ${round}: ${reply.text}`);
    assert.equal(reply.json.success, 0);
    assert.equal(typeof reply.json.message, 'string');
  }
  await assertStillServing(sandbox);
});

test('300 bodies with random field values answer 200, 400 or 404, never 500', async (t) => {
  const sandbox = await startTestSandbox(t);
  const random = randomFrom(42);
  const values: unknown[] = [
    null,
    true,
    0,
    -1,
    1.5,
    1e308,
    '',
    'x',
    '__proto__',
    [],
    [1, 'a'],
    {},
    { a: { b: [] } },
    'é😀',
    '\u0000',
    { __proto__: null },
    { constructor: { prototype: { polluted: 1 } } },
  ];
  const fields = ['user_group_id', 'name', 'mapping', 'properties', 'current_token', '__proto__', 'constructor', 'extra'];
  const methods = ['GET', 'PUT', 'POST'];
  for (let round = 0; round < 300; round++) {
    const body: Record<string, unknown> = {};
    for (const field of fields) {
      if (random() < 0.45) Object.defineProperty(body, field, { value: values[Math.floor(random() * values.length)], enumerable: true });
    }
    const reply = await send(sandbox.url, { method: methods[Math.floor(random() * 3)], body });
    assert.ok([200, 400, 404].includes(reply.status), `round ${round}: ${reply.status} ${reply.text}`);
    assert.equal(reply.json.success, reply.status === 200 ? 1 : 0);
  }
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
  await assertStillServing(sandbox);
});

test('"__proto__" and "constructor" keys are plain data and pollute nothing', async (t) => {
  const sandbox = await startTestSandbox(t);
  const topLevel = await send(sandbox.url, { body: '{"__proto__":{"polluted":true},"user_group_id":"p","name":"P"}' });
  assert.equal(topLevel.status, 400);
  assert.equal(topLevel.json.message, 'Unknown field "__proto__" for GET /api/user. Allowed fields: "user_group_id", "name", "mapping", "properties".');
  const nested = '{"user_group_id":"p","name":"P","properties":{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}},"mapping":{"__proto__":"x"}}';
  const created = await send(sandbox.url, { body: nested });
  assert.equal(created.status, 200);
  assert.deepEqual(JSON.parse(JSON.stringify(created.json.user_group.properties)), JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'));
  assert.ok(created.text.includes('"properties":{"__proto__":{"polluted":true}'), 'the key round-trips as data');
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
  assert.equal(Object.hasOwn(Object.prototype, 'polluted'), false);
  await assertStillServing(sandbox);
});

test('deeply nested JSON is refused without a stack overflow', async (t) => {
  const sandbox = await startTestSandbox(t);
  // All under the 64 KiB size limit, and all far beyond any recursion-safe depth.
  const deepArray = await send(sandbox.url, { body: '['.repeat(30_000) + ']'.repeat(30_000) });
  assert.equal(deepArray.status, 400);
  assert.equal(deepArray.json.success, 0);
  const deepProperties = await send(sandbox.url, {
    body: `{"user_group_id":"deep","name":"D","properties":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`,
  });
  assert.equal(deepProperties.status, 400);
  assert.equal(deepProperties.json.message, 'Field "properties" is nested deeper than 32 levels.');
  const deepMapping = await send(sandbox.url, { method: 'PUT', body: `{"user_group_id":"deep","mapping":${'{"a":['.repeat(7_000)}${']}'.repeat(7_000)}}` });
  assert.equal(deepMapping.status, 400);
  assert.equal(deepMapping.json.message, 'Field "mapping" is nested deeper than 32 levels.');
  await assertStillServing(sandbox);
});

test('huge bodies: 413 for a 5 MB body, and a 40 MB body cannot exhaust the sandbox', async (t) => {
  const sandbox = await startTestSandbox(t);
  const fiveMegabytes = await send(sandbox.url, { body: Buffer.alloc(5 * 1024 * 1024, 0x20) });
  assert.equal(fiveMegabytes.status, 413);
  assert.equal(fiveMegabytes.json.message, 'Request body too large: the sandbox accepts at most 65536 bytes.');
  // Past 16 MiB of discarded body the sandbox hangs up: the client sees the 413 or a reset.
  try {
    const forty = await send(sandbox.url, { chunked: true, body: Buffer.alloc(40 * 1024 * 1024, 0x20) });
    assert.equal(forty.status, 413);
  } catch (error) {
    assert.match((error as NodeJS.ErrnoException).code ?? '', /^(ECONNRESET|EPIPE)$/);
  }
  await assertStillServing(sandbox);
});

test('malformed HTTP gets a JSON 400, oversized headers a JSON 431', async (t) => {
  const sandbox = await startTestSandbox(t);
  const garbage = await rawExchange(sandbox, 'THIS IS NOT HTTP\r\n\r\n');
  assert.match(garbage, /^HTTP\/1\.1 400 Bad Request\r\n/);
  assert.match(garbage, /\{"success":0,"message":"Malformed HTTP request \(HPE_[A-Z_]+\)\."\}$/);
  const badChunks = await rawExchange(
    sandbox,
    'GET /api/user HTTP/1.1\r\nHost: x\r\nAuthorization: Token unit-customer-token\r\n' + 'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
  );
  assert.match(badChunks, /^HTTP\/1\.1 400 /);
  const bigHeaders = await rawExchange(sandbox, `GET /api/user HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
  assert.match(bigHeaders, /^HTTP\/1\.1 431 /);
  assert.match(bigHeaders, /"message":"Request headers too large\."/);
  await assertStillServing(sandbox);
});

test('a client that disconnects mid-body leaves nothing half-done', async (t) => {
  const sandbox = await startTestSandbox(t);
  for (let round = 0; round < 20; round++) {
    await new Promise<void>((resolve) => {
      const socket = connect(sandbox.port, '127.0.0.1', () => {
        // Gone once the half body is handed to the network (not after a guessed 5 ms).
        socket.write('GET /api/user HTTP/1.1\r\nHost: x\r\nAuthorization: Token unit-customer-token\r\n' + 'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"user_group_id":"half', () =>
          socket.destroy(),
        );
      });
      socket.on('close', () => resolve());
      socket.on('error', () => {});
    });
  }
  assert.equal(sandbox.countUserGroups(), 0);
  await assertStillServing(sandbox);
});
