import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { createForwarder, isAllowedTarget, type ForwarderOptions } from '../../../src/forwarder/forwarder.ts';

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
let forwarder: Awaited<ReturnType<typeof startForwarder>>;
let forwarderUrl: string;
const received: Array<{ method?: string; headers: IncomingMessage['headers']; body: string }> = [];

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A server with only the forwarder, as astro dev serves it; `close` stops it. */
async function startForwarder(options: ForwarderOptions): Promise<{ url: string; close: () => Promise<unknown> }> {
  const handle = createForwarder(options);
  const server = createServer((req, res) => {
    void handle(req, res).then((handled) => {
      if (!handled) {
        res.statusCode = 404;
        res.end('not the forwarder');
      }
    });
  });
  return { url: await listen(server), close: () => new Promise((resolve) => server.close(resolve)) };
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
  forwarder = await startForwarder({ baseUrls: () => [upstreamUrl], authHeader: () => 'X-Api-Key', pageHeaders: () => [{ baseUrls: [upstreamUrl], headers: ['X-Request-Id'] }] });
  forwarderUrl = forwarder.url;
});

after(async () => {
  await forwarder.close();
  await new Promise((resolve) => upstream.close(resolve));
});

/** POSTs an envelope as the playground does: JSON, from a page of the forwarder's own origin. */
const post = (envelope: unknown, headers: Record<string, string> = { 'content-type': 'application/json', origin: forwarderUrl }, url = forwarderUrl) =>
  fetch(`${url}/_quire/forward`, { method: 'POST', headers, body: JSON.stringify(envelope) });

test('a GET with a body arrives upstream with its body, the allowed headers and no others', async () => {
  const response = await post({
    method: 'GET',
    url: `${upstreamUrl}/api/user`,
    headers: [
      ['Authorization', 'Token abc'],
      ['Content-Type', 'application/json'],
      ['X-Api-Key', 'k'],
      ['x-request-id', 'r1'],
      ['Cookie', 'session=1'],
      ['Host', 'evil.test'],
    ],
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
  const form = await post({ method: 'GET', url: `${upstreamUrl}/api/user`, headers: [] }, { 'content-type': 'text/plain', origin: forwarderUrl });
  assert.equal(form.status, 415);
  const badMethod = await post({ method: 'CONNECT', url: `${upstreamUrl}/api/user`, headers: [] });
  assert.equal(badMethod.status, 400);
  assert.equal(received.length, count, 'nothing reached the upstream');
});

test('GET on the forwarder answers the probe; a dead upstream is a 502 with the reason', async () => {
  const probe = await fetch(`${forwarderUrl}/_quire/forward`);
  assert.deepEqual(await probe.json(), { forwarder: 'quire', baseUrls: [upstreamUrl] });
  // The playground's probe address: the server answers it before the build's static "no".
  const staticProbe = await fetch(`${forwarderUrl}/_quire/forwarder.json`);
  assert.deepEqual(await staticProbe.json(), { forwarder: 'quire', baseUrls: [upstreamUrl] });
  assert.equal((await fetch(`${forwarderUrl}/_quire/forwarder.json`, { method: 'POST', body: '{}' })).status, 405);
  const dead = await startForwarder({ baseUrls: () => ['http://127.0.0.1:1'] });
  try {
    const response = await post({ method: 'GET', url: 'http://127.0.0.1:1/api/user', headers: [] }, { 'content-type': 'application/json', origin: dead.url }, dead.url);
    assert.equal(response.status, 502);
    assert.match((await response.json()).error, /could not reach http:\/\/127\.0\.0\.1:1: ECONNREFUSED/);
  } finally {
    await dead.close();
  }
});

test('a POST without an Origin header is refused with 403 and the reason; nothing reaches the upstream', async () => {
  const count = received.length;
  const response = await post({ method: 'GET', url: `${upstreamUrl}/api/user`, headers: [['Authorization', 'Token abc']], body: '{}' }, { 'content-type': 'application/json' });
  assert.equal(response.status, 403);
  assert.match((await response.json()).error, /^the request has no Origin header; only this site's own pages \(the API playground\) may use the forwarder/);
  assert.equal(received.length, count);
});

test('hop-by-hop and session headers are never forwarded, even when the OpenAPI file declares them', async () => {
  // What an envelope may carry for each, and what the upstream must not receive.
  const cases: Array<[string, string, 'no body'?]> = [
    ['Host', 'internal-admin.example'],
    ['Cookie', 'session=stolen'],
    ['Connection', 'X-Hop'],
    ['Keep-Alive', 'timeout=99'],
    ['Transfer-Encoding', 'chunked'],
    ['TE', 'trailers'],
    ['Trailer', 'X-Trail'],
    ['Upgrade', 'websocket'],
    ['content-length', '1'],
    // Without a body node:http adds no Content-Length, so a forwarded one would reach the upstream.
    ['Content-Length', '0', 'no body'],
    ['Proxy-Authorization', 'Basic c2VjcmV0'],
    ['Proxy-Connection', 'keep-alive'],
  ];
  const declared = [...cases.map(([name]) => name), 'X-Hop', 'X-Request-Id'];
  const open = await startForwarder({ baseUrls: () => [upstreamUrl], authHeader: () => 'Cookie', pageHeaders: () => [{ baseUrls: [upstreamUrl], headers: declared }] });
  // Every case is tried, and the test lists every header that got through (not only the first).
  const problems: string[] = [];
  try {
    for (const [name, value, noBody] of cases) {
      const body = noBody ? undefined : '{"user_group_id":"h"}';
      const headers = [
        [name, value],
        ['X-Hop', 'named-in-connection'],
        ['X-Request-Id', 'r2'],
      ];
      const count = received.length;
      const response = await post({ method: 'GET', url: `${upstreamUrl}/api/user`, headers, body }, { 'content-type': 'application/json', origin: open.url }, open.url);
      const answer = await response.json();
      const last = received.at(-1)!;
      if (response.status !== 200 || answer.status !== 201 || received.length !== count + 1) {
        problems.push(`${name}: the request did not arrive whole (${response.status} ${JSON.stringify(answer).slice(0, 120)})`);
        continue;
      }
      if (last.headers[name.toLowerCase()] === value) problems.push(`${name}: forwarded as given`);
      if (last.body !== (body ?? '') || last.headers['content-length'] !== body?.length.toString()) problems.push(`${name}: the body or its length arrived changed`);
      if (last.headers['x-request-id'] !== 'r2') problems.push(`${name}: the declared X-Request-Id was dropped`);
      if (name === 'Connection' && last.headers['x-hop'] !== undefined) problems.push('X-Hop: forwarded though the Connection header names it');
    }
  } finally {
    await open.close();
  }
  assert.deepEqual(problems, []);
});
