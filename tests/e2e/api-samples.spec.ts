import { expect, test } from './fixture-sites.ts';
import { openPlayground } from './playground-dialog.ts';

// tests/fixtures/docs-json-api lists api.examples.languages ["python", "bash", "golang", …]: Go's
// sample comes from the generator (openapi/generated-samples.ts), which the playground loads only on
// pages that show such a language, and which follows what the reader types as the others do.

/** The text of every script the page loads, as it arrives. */
function scriptsOf(page: import('@playwright/test').Page): Promise<string>[] {
  const texts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') texts.push(response.text().catch(() => ''));
  });
  return texts;
}

/** A line only the generator holds (its C sample's call): whether a page loaded it at all. */
const GENERATOR_CODE = 'curl_easy_init';

test('a generated language’s sample (Go) follows what the reader types, the OpenAPI file’s own sample stays as written; the generator loads only where a page shows one', async ({ page, site }) => {
  const scripts = scriptsOf(page);
  await page.goto(`${await site('docs-json-api')}/reference/adopt`);
  const playground = await openPlayground(page);
  const samples = page.getByRole('dialog').getByRole('region', { name: 'Request', exact: true });
  await expect(samples.getByRole('tab')).toHaveText(['Create with the SDK', 'Python', 'cURL', 'Go']);
  await samples.getByRole('tab', { name: 'Go' }).click();
  await playground.getByLabel(/^Body/).fill('{"name": "Typed-Name"}');
  const go = samples.getByRole('tabpanel');
  await expect(go).toContainText('"name": "Typed-Name"');
  await expect(go).toContainText('http.NewRequest("POST", requestUrl, payload)');
  // The OpenAPI file's own sample (x-codeSamples) stays as written whatever the reader types.
  await samples.getByRole('tab', { name: 'Create with the SDK' }).click();
  await expect(samples.getByRole('tabpanel')).toContainText("import { Pets } from 'pets-sdk';");
  await expect(samples.getByRole('tabpanel')).toContainText("await new Pets().create({ name: 'Rex' });");
  await expect(samples.getByRole('tabpanel')).not.toContainText('Typed-Name');
  expect((await Promise.all(scripts)).some((text) => text.includes(GENERATOR_CODE))).toBe(true);
});

test('a page whose samples are all written by hand loads no generator', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/api/update-user');
  await openPlayground(page);
  await page.getByRole('dialog').getByLabel('Body').fill('{"name": "x"}');
  await expect(page.getByRole('dialog').getByRole('region', { name: 'Request', exact: true }).getByRole('tabpanel')).toContainText('"name": "x"');
  const texts = await Promise.all(scripts);
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter((text) => text.includes(GENERATOR_CODE))).toEqual([]);
});
