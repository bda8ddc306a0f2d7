import { expect, test } from '@playwright/test';
import { serveApiSite, type ServedSite } from '../support/api-sites.ts';

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
    await page.goto(`${site.url}/update-user`);
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
    await page.goto(`${site.url}/get-user`);
    const aside = page.locator('quire-playground');
    await expect(aside.getByLabel('Endpoint')).toHaveCount(0);
    await expect(page.getByRole('form')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Body application/json' })).toBeVisible();
    await expect(aside.getByRole('region', { name: 'Request', exact: true }).getByRole('tabpanel')).toContainText(`--url '${BASE}/api/user'`);
    await expect(aside.getByRole('region', { name: 'Response example' })).toContainText('"new_user_group": true');
  });
});
