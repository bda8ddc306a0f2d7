import { expect, test, type Page } from '@playwright/test';
import { recordTexts } from './text-history.ts';

// The repository's own User Group API pages, as built from openapi.yaml and site.json.
const fieldNames = (page: Page, section: 'body' | 'responses') =>
  page
    .locator(`section[aria-labelledby="${section}"] ${section === 'responses' ? '.api-response > details.api-response-fields ' : ''}> .api-fields > .api-field > .api-field-head .api-field-name`)
    .allTextContents();
const userGroupFields = (page: Page) =>
  page.locator('section[aria-labelledby="responses"] [data-field="user_group"] .api-fields-nested > .api-field > .api-field-head .api-field-name').allTextContents();

test('the sidebar lists the User Group API pages, operations with their own titles', async ({ page }) => {
  await page.goto('/api/overview');
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar.locator('.sidebar-heading')).toContainText(['User Group API']);
  for (const name of ['Overview', 'Authentication', 'Environments', 'Errors', 'Get user', 'Update user', 'Rotate token']) {
    await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
  }
});

test('the GET page: method, path, security, body fields and exactly the GET response fields', async ({ page }) => {
  await page.goto('/api/get-user');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get user (get or create)');
  const endpoint = page.locator('.api-endpoint-heading');
  await expect(endpoint.locator('.api-method')).toHaveText('GET');
  await expect(endpoint.locator('code')).toHaveText('/api/user');
  await expect(endpoint.getByRole('button', { name: 'Try it' })).toBeVisible();
  const security = page.locator('section[aria-labelledby="authorization"] .api-field');
  await expect(security.locator('.api-field-name')).toHaveText('Authorization');
  await expect(security.locator('.api-field-type')).toHaveText('API key in header');
  await expect(security).toContainText('Authorization: Token <API_TOKEN>');
  expect(await fieldNames(page, 'body')).toEqual(['name', 'user_group_id', 'mapping', 'properties']);
  expect(await fieldNames(page, 'responses')).toEqual(['success', 'new_user_group', 'user_group']);
  expect(await userGroupFields(page)).toEqual(['team_id', 'token', 'name', 'provided_id', 'properties']);
  // Status codes are "not shown" in the spec: the page does not invent one.
  await expect(page.locator('.api-status')).toHaveText(['Any status (default)']);
  await expect(page.locator('section[aria-labelledby="responses"]')).toContainText('HTTP status codes of the responses are not shown');
  // The description is rendered markdown, not source text.
  await expect(page.locator('.api-description strong')).toHaveText('on a GET request');
});

test('PUT and POST pages list their own response fields (api_environment_tag, no properties on POST)', async ({ page }) => {
  await page.goto('/api/update-user');
  expect(await userGroupFields(page)).toEqual(['team_id', 'token', 'name', 'provided_id', 'properties', 'api_environment_tag']);
  const tag = page.locator('[data-field="api_environment_tag"]');
  await expect(tag.locator('.api-field-type')).toHaveText('string | null');
  await expect(tag).toContainText('Allowed values: "Customer", "Testing", null');
  await page.goto('/api/rotate-token');
  expect(await fieldNames(page, 'body')).toEqual(['current_token']);
  expect(await userGroupFields(page)).toEqual(['team_id', 'token', 'name', 'provided_id', 'api_environment_tag']);
});

test('code sample tabs switch by click and arrow keys, and copy the visible sample', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/api/update-user');
  const samples = page.getByRole('region', { name: 'Request', exact: true });
  await expect(samples.getByRole('tab', { selected: true })).toHaveText('cURL');
  await samples.getByRole('tab', { name: 'cURL' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(samples.getByRole('tab', { name: 'JavaScript' })).toBeFocused();
  await expect(samples.getByRole('tabpanel')).toContainText('await fetch(');
  const copy = samples.getByRole('button', { name: 'Copy' });
  const shown = await recordTexts(copy);
  await copy.click();
  await expect.poll(shown).toContainEqual(expect.stringContaining('Copied'));
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('method: "PUT"');
  // The language choice carries over to the next API page.
  await page.goto('/api/rotate-token');
  await expect(page.getByRole('region', { name: 'Request', exact: true }).getByRole('tab', { selected: true })).toHaveText('JavaScript');
});

test('API pages: two columns on a wide screen with the playground column sticky', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/api/get-user');
  const main = await page.locator('.api-main').boundingBox();
  const aside = await page.locator('quire-playground').boundingBox();
  expect(aside!.x).toBeGreaterThan(main!.x + main!.width - 1);
  await page.mouse.wheel(0, 1500);
  await expect.poll(async () => (await page.locator('quire-playground').boundingBox())!.y).toBeLessThan(200);
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('API pages stack into one column without horizontal scrolling', async ({ page }) => {
    for (const path of ['/api/get-user', '/api/update-user', '/api/overview']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
  });
});
