import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveApiSite, type ServedSite } from '../support/api-sites.ts';
import { openPlayground } from './playground-dialog.ts';

// site.json api.playground.mode, each a site of its own (the mode is a site-wide setting).
const AUTH = { method: 'key', name: 'Authorization', inputPrefix: 'Token ' };
const BASE = 'http://127.0.0.1:8787';

test.describe('playground mode "simple"', () => {
  let site: ServedSite;
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(200_000);
    site = await serveApiSite('api-simple', { baseUrl: BASE, auth: AUTH, playground: { mode: 'simple' } });
  });
  test.afterAll(async () => site?.stop());

  test('shows the endpoint and the samples, with nothing to type or send', async ({ page }) => {
    await page.goto(`${site.url}/api/update-user`);
    const aside = page.locator('quire-playground');
    await expect(aside.getByLabel('Endpoint')).toHaveText(`PUT ${BASE}/api/user`);
    await expect(aside.getByRole('form')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
    await expect(aside.getByRole('textbox')).toHaveCount(0);
    const samples = aside.getByRole('region', { name: 'Request', exact: true });
    await expect(samples.getByRole('tabpanel')).toContainText(`curl --request PUT`);
    // The language tabs still work: they are reading aids, not playground interaction.
    await samples.getByRole('tab', { name: 'JavaScript' }).click();
    await expect(samples.getByRole('tabpanel')).toContainText(`await fetch("${BASE}/api/user"`);
    await expect(aside.getByRole('region', { name: 'Response example' })).toContainText('"api_environment_tag": "Customer"');
  });
});

test.describe('playground mode "hide"', () => {
  let site: ServedSite;
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(200_000);
    site = await serveApiSite('api-hide', { baseUrl: BASE, auth: AUTH, playground: { mode: 'hide' } });
  });
  test.afterAll(async () => site?.stop());

  test('shows no playground and no endpoint box; the reference, samples and examples remain', async ({ page }) => {
    await page.goto(`${site.url}/api/get-user`);
    const aside = page.locator('quire-playground');
    await expect(aside.getByLabel('Endpoint')).toHaveCount(0);
    await expect(page.getByRole('form')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Body application/json' })).toBeVisible();
    await expect(aside.getByRole('region', { name: 'Request', exact: true }).getByRole('tabpanel')).toContainText(`--url '${BASE}/api/user'`);
    await expect(aside.getByRole('region', { name: 'Response example' })).toContainText('"new_user_group": true');
  });
});

test.describe('auth method "basic" and parameters', () => {
  // Echoes what it received, with the CORS answers a browser needs.
  let echo: Server;
  let echoUrl: string;
  let site: ServedSite;
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(200_000);
    echo = createServer((req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Request-Id');
      res.setHeader('Access-Control-Allow-Methods', 'GET, PUT, POST');
      if (req.method === 'OPTIONS') return void res.end();
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ authorization: req.headers.authorization ?? null, url: req.url, requestId: req.headers['x-request-id'] ?? null }));
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    echoUrl = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`;
    site = await serveApiSite(
      'api-basic',
      { baseUrl: echoUrl, auth: { method: 'basic', name: 'client:secret' } },
      {
        openapi: 'tests/fixtures/openapi/echo.yaml',
        pages: { 'update-thing': '---\nopenapi: PUT /things/{thingId}\n---\n' },
      },
    );
  });
  test.afterAll(async () => {
    await site?.stop();
    await new Promise((resolve) => echo?.close(resolve));
  });

  test('two inputs named from auth.name, sent base64-encoded; the samples show a placeholder', async ({ page }) => {
    await page.goto(`${site.url}/update-thing`);
    await openPlayground(page);
    await page.getByLabel('client').fill('aladdin');
    await page.getByLabel('secret').fill('open sesame');
    await expect(page.getByLabel('secret')).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Send' }).click();
    const response = page.getByRole('region', { name: 'Response', exact: true });
    await expect(response.locator('[data-status]')).toHaveText('200 OK');
    expect(JSON.parse((await response.locator('pre code').textContent())!)).toMatchObject({ authorization: `Basic ${Buffer.from('aladdin:open sesame').toString('base64')}` });
    const sample = page.getByRole('dialog').getByRole('region', { name: 'Request', exact: true }).getByRole('tabpanel');
    await expect(sample).toContainText(`--header 'Authorization: Basic <base64 of client:secret>'`);
    await expect(sample).not.toContainText('aladdin');
  });

  test('path, query and header parameters are typed in and sent; the samples follow them', async ({ page }) => {
    await page.goto(`${site.url}/update-thing`);
    await openPlayground(page);
    const thingId = page.getByRole('textbox', { name: 'thingId' });
    await expect(thingId).toHaveValue('t-1');
    await thingId.fill('a b/c');
    await page.getByRole('textbox', { name: 'verbose' }).fill('true');
    await page.getByRole('textbox', { name: 'X-Request-Id' }).fill('r-7');
    await page.getByRole('button', { name: 'Send' }).click();
    const response = page.getByRole('region', { name: 'Response', exact: true });
    await expect(response.locator('[data-status]')).toHaveText('200 OK');
    expect(JSON.parse((await response.locator('pre code').textContent())!)).toEqual({ authorization: null, url: '/things/a%20b%2Fc?verbose=true', requestId: 'r-7' });
    const sample = page.getByRole('dialog').getByRole('region', { name: 'Request', exact: true }).getByRole('tabpanel');
    await expect(sample).toContainText(`--url '${echoUrl}/things/a%20b%2Fc?verbose=true'`);
    await expect(sample).toContainText(`--header 'X-Request-Id: r-7'`);
  });
});
