import assert from 'node:assert/strict';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { test } from 'node:test';
import { projectRoot } from '../support/run-build.ts';

// `astro dev` serves the playground's forwarder too (astro preview is covered by Playwright).
test('astro dev: the forwarder answers the probe and sends a GET with its body to a configured base URL', async () => {
  let received = '';
  const upstream = createServer(async (req, res) => {
    for await (const chunk of req) received += chunk;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ method: req.method, authorization: req.headers.authorization }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

  const siteDir = join(projectRoot, 'tests/.builds/sites/dev-forwarder');
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(join(siteDir, 'docs'), { recursive: true });
  cpSync(join(projectRoot, 'openapi.yaml'), join(siteDir, 'openapi.yaml'));
  cpSync(join(projectRoot, 'docs/api/get-user.md'), join(siteDir, 'docs/get-user.md'));
  const site = {
    name: 'Dev',
    navigation: [{ group: 'API', pages: ['get-user'] }],
    openapi: 'openapi.yaml',
    api: { baseUrl: upstreamUrl, auth: { method: 'key', name: 'Authorization', inputPrefix: 'Token ' } },
  };
  writeFileSync(join(siteDir, 'site.json'), JSON.stringify(site));

  const { dev } = await import('astro');
  const { default: quire } = await import('../../src/integration/index.ts');
  const server = await dev({
    root: projectRoot,
    configFile: false,
    cacheDir: join(projectRoot, 'tests/.builds/.cache/dev-forwarder'),
    logLevel: 'error',
    integrations: [quire({ siteDir })],
    server: { host: '127.0.0.1', port: 0 },
  });
  try {
    const base = `http://127.0.0.1:${server.address.port}`;
    const probe = await fetch(`${base}/_quire/forwarder.json`);
    assert.deepEqual(await probe.json(), { forwarder: 'quire', baseUrls: [upstreamUrl] });
    const forward = (headers: Record<string, string>) =>
      fetch(`${base}/_quire/forward`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({
          method: 'GET',
          url: `${upstreamUrl}/api/user`,
          headers: [
            ['Authorization', 'Token t1'],
            ['Content-Type', 'application/json'],
          ],
          body: '{"user_group_id":"x"}',
        }),
      });
    // Only the site's own pages may use it: a tool without an Origin, or another site, gets a 403 that says why.
    const withoutOrigin = await forward({});
    assert.equal(withoutOrigin.status, 403);
    assert.match((await withoutOrigin.json()).error, /no Origin header; only this site's own pages/);
    const otherSite = await forward({ origin: 'http://evil.test' });
    assert.equal(otherSite.status, 403);
    assert.equal(received, '', 'nothing was forwarded');
    const response = await forward({ origin: base });
    const answer = await response.json();
    assert.equal(answer.status, 200);
    assert.deepEqual(JSON.parse(answer.body), { method: 'GET', authorization: 'Token t1' });
    assert.equal(received, '{"user_group_id":"x"}');
    const page = await fetch(`${base}/get-user`);
    assert.match(await page.text(), /data-operation="GET \/api\/user"/);
  } finally {
    await server.stop();
    await new Promise((resolve) => upstream.close(resolve));
  }
});
