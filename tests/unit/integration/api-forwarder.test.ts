import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { AstroIntegrationLogger } from 'astro';
import { buildSiteJsonModel } from '../../../src/config/model.ts';
import { siteConfigSchema } from '../../../src/config/schema/index.ts';
import { setupApi } from '../../../src/integration/api-setup.ts';
import { loadedApiSources } from '../../support/api-sources.ts';

const logger = { warn: () => {}, error: () => {}, info: () => {} } as unknown as AstroIntegrationLogger;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An API that records the headers of every request it receives. */
async function recordingApi(): Promise<{ url: string; received: IncomingMessage['headers'][]; server: Server }> {
  const received: IncomingMessage['headers'][] = [];
  const server = createServer((req, res) => {
    received.push(req.headers);
    req.resume();
    req.on('end', () => res.end('{}'));
  });
  return { url: await listen(server), received, server };
}

const specWith = (server: string, path: string, security?: object) => ({
  openapi: '3.1.0',
  info: { title: path, version: '1' },
  servers: [{ url: server }],
  ...(security ? { components: { securitySchemes: { key: security } }, security: [{ key: [] }] } : {}),
  paths: { [path]: { get: { summary: `Read ${path}`, responses: { '200': { description: 'ok' } } } } },
});

/*
 * The key header an operation's OpenAPI security names (apiKey in a header) is forwarded, to that
 * API only. Forwarded: the playground sends a GET with a body through the forwarder, and a docs.json
 * site has no site-wide auth setting, so without it the key the reader typed would be dropped and
 * every such request would arrive unauthenticated (the playground could not call the API). To that
 * API only: the forwarder allows a page's headers for the base URLs of that page, so a key typed for
 * one API of the site is never sent on to another API the site documents.
 */
test("the forwarder sends an API's key header (from its OpenAPI security) to that API, never to another API of the site", async () => {
  const shop = await recordingApi();
  const other = await recordingApi();
  const siteDir = await mkdtemp(join(tmpdir(), 'quire-api-forwarder-'));
  let site: Server | undefined;
  try {
    const docsDir = join(siteDir, 'docs');
    await mkdir(docsDir);
    await writeFile(join(siteDir, 'shop.json'), JSON.stringify(specWith(shop.url, '/orders', { type: 'apiKey', in: 'header', name: 'X-Shop-Key' })));
    await writeFile(join(siteDir, 'other.json'), JSON.stringify(specWith(other.url, '/carts')));
    await writeFile(join(docsDir, 'orders.md'), '---\nopenapi: GET /orders\n---\n');
    await writeFile(join(docsDir, 'carts.md'), '---\nopenapi: GET /carts\n---\n');
    const model = buildSiteJsonModel(siteConfigSchema.parse({ name: 'S', openapi: ['shop.json', 'other.json'], navigation: [{ group: 'G', pages: ['orders', 'carts'] }] }));
    const setup = await setupApi(await loadedApiSources(model, { siteDir, siteFile: join(siteDir, 'site.json'), docsDir }), logger, true);
    assert.equal(setup.problem, undefined);
    site = createServer((req, res) =>
      setup.devMiddleware(req, res, () => {
        res.statusCode = 404;
        res.end();
      }),
    );
    const siteUrl = await listen(site);
    /** What the playground POSTs for a GET with a body: the key header as the reader typed it. */
    const forward = (url: string) =>
      fetch(`${siteUrl}/_quire/forward`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: siteUrl },
        body: JSON.stringify({ method: 'GET', url, headers: [['X-Shop-Key', 'typed-for-shop']], body: '{}' }),
      });

    assert.equal((await forward(`${shop.url}/orders`)).status, 200);
    assert.equal(shop.received.at(-1)?.['x-shop-key'], 'typed-for-shop', 'the playground can call the API its key is for');
    assert.equal((await forward(`${other.url}/carts`)).status, 200);
    assert.equal(other.received.length, 1, 'the other API is reached');
    assert.equal(other.received[0]['x-shop-key'], undefined, "the shop's key never reaches another API");
  } finally {
    for (const server of [site, shop.server, other.server]) await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await rm(siteDir, { recursive: true, force: true });
  }
});
