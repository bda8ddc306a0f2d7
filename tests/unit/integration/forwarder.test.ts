import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { createForwarder, isAllowedTarget } from '../../../src/integration/forwarder.ts';

test('only URLs under a configured base URL are allowed', () => {
  const bases = ['https://api.example.com', 'http://127.0.0.1:8787/v1'];
  assert.equal(isAllowedTarget('https://api.example.com/api/user', bases), true);
  assert.equal(isAllowedTarget('http://127.0.0.1:8787/v1/api/user', bases), true);
  assert.equal(isAllowedTarget('http://127.0.0.1:8787/v10/api/user', bases), false, 'a path that only starts with the same letters');
  assert.equal(isAllowedTarget('http://127.0.0.1:8787/api/user', bases), false, 'outside the base path');
  assert.equal(isAllowedTarget('https://api.example.com.evil.test/api/user', bases), false);
  assert.equal(isAllowedTarget('http://api.example.com/api/user', bases), false, 'another scheme is another origin');
  assert.equal(isAllowedTarget('https://user:pw@api.example.com/api/user', bases), false);
  assert.equal(isAllowedTarget('not a url', bases), false);
});

// An upstream that echoes what it received, and the forwarder in front of it.
let upstream: Server;
let upstreamUrl: string;
let forwarder: Server;
let forwarderUrl: string;
const received: Array<{ method?: string; headers: IncomingMessage['headers']; body: string }> = [];

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

before(async () => {
  upstream = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    received.push({ method: req.method, headers: req.headers, body });
    res.setHeader('content-type', 'application/json');
    res.setHeader('x-upstream', 'yes');
    res.statusCode = 201;
    res.end(JSON.stringify({ echoed: body }));
  });
  upstreamUrl = await listen(upstream);
  const handle = createForwarder({ baseUrls: () => [upstreamUrl], authHeader: () => 'X-Api-Key', parameterHeaders: () => ['X-Request-Id'] });
  forwarder = createServer((req, res) => {
    void handle(req, res).then((handled) => {
      if (!handled) {
        res.statusCode = 404;
        res.end('not the forwarder');
      }
    });
  });
  forwarderUrl = await listen(forwarder);
});

after(async () => {
  await new Promise((resolve) => forwarder.close(resolve));
  await new Promise((resolve) => upstream.close(resolve));
});

const post = (envelope: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  fetch(`${forwarderUrl}/_quire/forward`, { method: 'POST', headers, body: JSON.stringify(envelope) });

test('a GET with a body arrives upstream with its body, the allowed headers and no others', async () => {
  const response = await post({
    method: 'GET',
    url: `${upstreamUrl}/api/user`,
    headers: [['Authorization', 'Token abc'], ['Content-Type', 'application/json'], ['X-Api-Key', 'k'], ['x-request-id', 'r1'], ['Cookie', 'session=1'], ['Host', 'evil.test']],
    body: '{"user_group_id":"a"}',
  });
  assert.equal(response.status, 200);
  const answer = await response.json();
  assert.equal(answer.status, 201);
  assert.deepEqual(JSON.parse(answer.body), { echoed: '{"user_group_id":"a"}' });
  assert.ok(answer.headers.some(([name, value]: [string, string]) => name === 'x-upstream' && value === 'yes'));
  assert.equal(typeof answer.timeMs, 'number');
  const last = received.at(-1)!;
  assert.equal(last.method, 'GET');
  assert.equal(last.body, '{"user_group_id":"a"}');
  assert.equal(last.headers.authorization, 'Token abc');
  assert.equal(last.headers['x-api-key'], 'k');
  assert.equal(last.headers['x-request-id'], 'r1', 'a header parameter the OpenAPI file declares');
  assert.equal(last.headers.cookie, undefined);
  assert.notEqual(last.headers.host, 'evil.test');
});

test('refuses other targets, other origins, non-JSON envelopes and malformed ones', async () => {
  const count = received.length;
  const elsewhere = await post({ method: 'GET', url: 'http://127.0.0.1:1/x', headers: [] });
  assert.equal(elsewhere.status, 403);
  assert.match((await elsewhere.json()).error, /not an open proxy/);
  const crossSite = await post({ method: 'GET', url: `${upstreamUrl}/api/user`, headers: [] }, { 'content-type': 'application/json', origin: 'https://evil.test' });
  assert.equal(crossSite.status, 403);
  const sandboxedFrame = await post({ method: 'GET', url: `${upstreamUrl}/api/user`, headers: [] }, { 'content-type': 'application/json', origin: 'null' });
  assert.equal(sandboxedFrame.status, 403);
  const form = await post({ method: 'GET', url: `${upstreamUrl}/api/user`, headers: [] }, { 'content-type': 'text/plain' });
  assert.equal(form.status, 415);
  const badMethod = await post({ method: 'CONNECT', url: `${upstreamUrl}/api/user`, headers: [] });
  assert.equal(badMethod.status, 400);
  assert.equal(received.length, count, 'nothing reached the upstream');
});

test('GET on the forwarder answers the probe; a dead upstream is a 502 with the reason', async () => {
  const probe = await fetch(`${forwarderUrl}/_quire/forward`);
  assert.deepEqual(await probe.json(), { forwarder: 'quire', baseUrls: [upstreamUrl] });
  const handle = createForwarder({ baseUrls: () => ['http://127.0.0.1:1'] });
  const server = createServer((req, res) => void handle(req, res));
  const url = await listen(server);
  try {
    const response = await fetch(`${url}/_quire/forward`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'GET', url: 'http://127.0.0.1:1/api/user', headers: [] }) });
    assert.equal(response.status, 502);
    assert.match((await response.json()).error, /could not reach http:\/\/127\.0\.0\.1:1: ECONNREFUSED/);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
