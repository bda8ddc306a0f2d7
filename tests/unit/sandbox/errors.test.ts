// Every failure the sandbox answers: its status, its exact message, and the `{ success: 0, message }`
// envelope (no other keys). One sandbox serves the whole file; each case states its own request.
import { before, after, test } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox } from '../../../src/sandbox/server.ts';
import type { RunningSandbox } from '../../../src/sandbox/server.ts';
import { CUSTOMER_TOKEN, send, TESTING_TOKEN } from './helpers.ts';
import type { Reply, SendOptions } from './helpers.ts';

let sandbox: RunningSandbox;
before(async () => {
  sandbox = await startSandbox({ port: 0, tokens: { customer: CUSTOMER_TOKEN, testing: TESTING_TOKEN } });
  await send(sandbox.url, { body: { user_group_id: 'exists', name: 'Exists' } });
});
after(() => sandbox.close());

function assertFailure(reply: Reply, status: number, message: string | RegExp): void {
  assert.equal(reply.status, status, `status for: ${reply.text}`);
  assert.deepEqual(Object.keys(reply.json).sort(), ['message', 'success']);
  assert.equal(reply.json.success, 0);
  if (typeof message === 'string') assert.equal(reply.json.message, message);
  else assert.match(reply.json.message, message);
  assert.equal(reply.headers['access-control-allow-origin'], '*', 'errors stay readable cross-origin');
  assert.match(String(reply.headers['content-type']), /^application\/json; charset=utf-8$/);
}

type Case = [name: string, request: SendOptions, status: number, message: string | RegExp];

const LONG = 'x'.repeat(256);
const nested = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level++) value = { next: value };
  return value;
};

const cases: Case[] = [
  // Authentication (401, with a WWW-Authenticate challenge, checked below)
  ['no Authorization header', { token: null, body: { user_group_id: 'a', name: 'A' } }, 401, 'Missing Authorization header. Send "Authorization: Token <API_TOKEN>".'],
  [
    'Bearer instead of Token',
    { token: null, headers: { Authorization: `Bearer ${CUSTOMER_TOKEN}` }, body: {} },
    401,
    'Malformed Authorization header. Expected "Token <API_TOKEN>": the word Token, a space, then the API token.',
  ],
  [
    'the word Token alone',
    { token: null, headers: { Authorization: 'Token' }, body: {} },
    401,
    'Malformed Authorization header. Expected "Token <API_TOKEN>": the word Token, a space, then the API token.',
  ],
  ['a token with a space inside', { token: 'two words', body: {} }, 401, 'Malformed Authorization header. Expected "Token <API_TOKEN>": the word Token, a space, then the API token.'],
  ['an unknown API token', { token: 'not-a-token', body: { user_group_id: 'a', name: 'A' } }, 401, 'Unknown API token. Use the Customer or Testing API token the sandbox printed when it started.'],
  ['a user group token used as API token', { token: 'x'.repeat(43), body: {} }, 401, /^Unknown API token\./],
  // Content type (415)
  ['no Content-Type', { body: '{}', headers: { 'Content-Type': null } }, 415, 'Missing Content-Type header. Send "Content-Type: application/json".'],
  ['text/plain', { body: '{}', headers: { 'Content-Type': 'text/plain' } }, 415, 'Unsupported Content-Type "text/plain". Send "Content-Type: application/json".'],
  ['form encoding', { body: 'a=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }, 415, /^Unsupported Content-Type "application\/x-www-form-urlencoded"/],
  [
    'a charset other than UTF-8',
    { body: '{}', headers: { 'Content-Type': 'application/json; charset=latin1' } },
    415,
    'Unsupported charset in Content-Type "application/json; charset=latin1". The sandbox reads UTF-8 only.',
  ],
  // Body syntax (400)
  ['no body', {}, 415, 'Missing Content-Type header. Send "Content-Type: application/json".'],
  ['an empty JSON body', { body: '', headers: { 'Content-Type': 'application/json' } }, 400, 'Request body is empty. Send a JSON object.'],
  ['invalid JSON', { body: '{"user_group_id": "a",' }, 400, /^Request body is not valid JSON: ./],
  ['JSON with a trailing comma', { body: '{"a":1,}' }, 400, /^Request body is not valid JSON: ./],
  ['bytes that are not UTF-8', { body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) }, 400, 'Request body is not valid UTF-8.'],
  ['an array body', { body: [] }, 400, 'Request body must be a JSON object, not an array.'],
  ['a number body', { body: '5' }, 400, 'Request body must be a JSON object, not a number.'],
  ['a null body', { body: 'null' }, 400, 'Request body must be a JSON object, not null.'],
  ['a string body', { body: '"user"' }, 400, 'Request body must be a JSON object, not a string.'],
  // Fields of GET (400)
  ['GET without user_group_id', { body: { name: 'A' } }, 400, 'Missing field "user_group_id" (a non-empty string).'],
  ['GET with a numeric user_group_id', { body: { user_group_id: 42, name: 'A' } }, 400, 'Field "user_group_id" must be a string, not a number.'],
  ['GET with an empty user_group_id', { body: { user_group_id: '', name: 'A' } }, 400, 'Field "user_group_id" must not be empty.'],
  ['GET with a 256-character user_group_id', { body: { user_group_id: LONG, name: 'A' } }, 400, 'Field "user_group_id" is longer than 255 characters.'],
  ['GET with a numeric name', { body: { user_group_id: 'new', name: 7 } }, 400, 'Field "name" must be a string, not a number.'],
  ['GET with an empty name', { body: { user_group_id: 'new', name: '' } }, 400, 'Field "name" must not be empty.'],
  ['GET with a 256-character name', { body: { user_group_id: 'new', name: LONG } }, 400, 'Field "name" is longer than 255 characters.'],
  [
    'GET creating without name',
    { body: { user_group_id: 'brand-new' } },
    400,
    'Missing field "name": it is required when GET creates a user group, and "brand-new" does not exist in the Customer environment yet.',
  ],
  ['GET with an array mapping', { body: { user_group_id: 'new', name: 'A', mapping: ['x'] } }, 400, 'Field "mapping" must be an object or null, not an array.'],
  ['GET with string properties', { body: { user_group_id: 'new', name: 'A', properties: 'plan=pro' } }, 400, 'Field "properties" must be an object or null, not a string.'],
  ['GET with boolean properties', { body: { user_group_id: 'new', name: 'A', properties: true } }, 400, 'Field "properties" must be an object or null, not a boolean.'],
  ['GET with properties 33 levels deep', { body: { user_group_id: 'new', name: 'A', properties: nested(33) } }, 400, 'Field "properties" is nested deeper than 32 levels.'],
  ['GET with a misspelt field', { body: { user_group_id: 'new', nmae: 'A' } }, 400, 'Unknown field "nmae" for GET /api/user. Allowed fields: "user_group_id", "name", "mapping", "properties".'],
  ['GET on an existing group with a wrongly typed field', { body: { user_group_id: 'exists', properties: [1] } }, 400, 'Field "properties" must be an object or null, not an array.'],
  // Fields of PUT (400) and unknown group (404)
  ['PUT without user_group_id', { method: 'PUT', body: { name: 'A' } }, 400, 'Missing field "user_group_id" (a non-empty string).'],
  ['PUT with a null name', { method: 'PUT', body: { user_group_id: 'exists', name: null } }, 400, 'Field "name" must be a string, not null.'],
  [
    'PUT with current_token',
    { method: 'PUT', body: { user_group_id: 'exists', current_token: 'x' } },
    400,
    'Unknown field "current_token" for PUT /api/user. Allowed fields: "user_group_id", "name", "mapping", "properties".',
  ],
  [
    'PUT on an unknown id',
    { method: 'PUT', body: { user_group_id: 'nope', name: 'A' } },
    404,
    'No user group with user_group_id "nope" in the Customer environment. Create it with GET /api/user first.',
  ],
  [
    'PUT on an id that exists only in Customer, as Testing',
    { method: 'PUT', token: TESTING_TOKEN, body: { user_group_id: 'exists', name: 'A' } },
    404,
    'No user group with user_group_id "exists" in the Testing environment. Create it with GET /api/user first.',
  ],
  // Fields of POST (400) and unknown token (404)
  ['POST without current_token', { method: 'POST', body: {} }, 400, 'Missing field "current_token" (a non-empty string).'],
  ['POST with a numeric current_token', { method: 'POST', body: { current_token: 123 } }, 400, 'Field "current_token" must be a string, not a number.'],
  ['POST with an empty current_token', { method: 'POST', body: { current_token: '' } }, 400, 'Field "current_token" must not be empty.'],
  ['POST with user_group_id', { method: 'POST', body: { current_token: 'x', user_group_id: 'exists' } }, 400, 'Unknown field "user_group_id" for POST /api/user. Allowed fields: "current_token".'],
  [
    'POST with an unknown current_token',
    { method: 'POST', body: { current_token: 'nope' } },
    404,
    'No user group in the Customer environment holds this current_token. It may have been rotated already, or belong to the other environment.',
  ],
  // Routing (404, 405): answered before authentication
  ['an unknown path', { path: '/api/users', token: null, body: {} }, 404, 'Not found: "/api/users". The sandbox serves /api/user only.'],
  ['a trailing slash', { path: '/api/user/', body: {} }, 404, 'Not found: "/api/user/". The sandbox serves /api/user only.'],
  ['the root', { path: '/' }, 404, 'Not found: "/". The sandbox serves /api/user only.'],
  ['DELETE', { method: 'DELETE', token: null }, 405, 'Method DELETE is not allowed on /api/user. Allowed: GET, PUT, POST, OPTIONS.'],
  ['PATCH', { method: 'PATCH', body: { user_group_id: 'exists', name: 'A' } }, 405, 'Method PATCH is not allowed on /api/user. Allowed: GET, PUT, POST, OPTIONS.'],
  // Size (413)
  [
    'a body over 64 KiB (Content-Length)',
    { body: { user_group_id: 'big', name: 'B', properties: { pad: 'x'.repeat(70_000) } } },
    413,
    'Request body too large: the sandbox accepts at most 65536 bytes.',
  ],
  [
    'a body over 64 KiB (chunked)',
    { chunked: true, body: { user_group_id: 'big', name: 'B', properties: { pad: 'x'.repeat(70_000) } } },
    413,
    'Request body too large: the sandbox accepts at most 65536 bytes.',
  ],
];

for (const [name, request, status, message] of cases) {
  test(`${status} for ${name}`, async () => {
    const reply = await send(sandbox.url, request);
    assertFailure(reply, status, message);
    if (status === 401) assert.equal(reply.headers['www-authenticate'], 'Token realm="User Group API sandbox"');
    if (status === 405) assert.equal(reply.headers.allow, 'GET, PUT, POST, OPTIONS');
  });
}

test('405 for HEAD, with the Allow header (HEAD answers carry no body)', async () => {
  const reply = await send(sandbox.url, { method: 'HEAD' });
  assert.equal(reply.status, 405);
  assert.equal(reply.headers.allow, 'GET, PUT, POST, OPTIONS');
  assert.equal(reply.text, '');
});

test('failed requests changed nothing', async () => {
  assert.equal(sandbox.countUserGroups(), 1, 'only the group made in before()');
});

test('the limits are inclusive: 255 characters, 32 levels, 64 KiB pass', async () => {
  const exactly = 'y'.repeat(255);
  const deep = await send(sandbox.url, { body: { user_group_id: exactly, name: exactly, properties: nested(32) } });
  assert.equal(deep.status, 200, deep.text);
  assert.equal(deep.json.user_group.name, exactly);
  const skeleton = JSON.stringify({ user_group_id: 'max-size', name: 'M', properties: { pad: '' } });
  const body = JSON.stringify({ user_group_id: 'max-size', name: 'M', properties: { pad: 'z'.repeat(65536 - skeleton.length) } });
  assert.equal(Buffer.byteLength(body), 65536);
  const full = await send(sandbox.url, { body });
  assert.equal(full.status, 200, full.text);
});

test('accepted variants: lowercase "token" scheme, charset=utf-8, either environment token', async () => {
  const lower = await send(sandbox.url, { token: null, headers: { Authorization: `token ${CUSTOMER_TOKEN}` }, body: { user_group_id: 'exists' } });
  assert.equal(lower.status, 200);
  const charset = await send(sandbox.url, { headers: { 'Content-Type': 'application/json; charset=UTF-8' }, body: { user_group_id: 'exists' } });
  assert.equal(charset.status, 200);
  const testing = await send(sandbox.url, { token: TESTING_TOKEN, body: { user_group_id: 'exists', name: 'T' } });
  assert.equal(testing.status, 200);
  assert.equal(testing.json.new_user_group, true);
});

test('the check order: path, then method, then authentication, then content type, then body', async () => {
  // Each request is wrong in several ways; the answer names the first check it fails.
  assert.equal((await send(sandbox.url, { path: '/nope', method: 'DELETE', token: null })).status, 404);
  assert.equal((await send(sandbox.url, { method: 'DELETE', token: null, body: 'x' })).status, 405);
  assert.equal((await send(sandbox.url, { token: 'bad', body: 'x', headers: { 'Content-Type': 'text/plain' } })).status, 401);
  assert.equal((await send(sandbox.url, { body: 'x'.repeat(70_000), headers: { 'Content-Type': 'text/plain' } })).status, 415);
  assert.equal((await send(sandbox.url, { body: '{' + ' '.repeat(70_000) })).status, 413);
});
