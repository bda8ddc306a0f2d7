import { expect, test } from './fixture-sites.ts';
import { axe, seriousViolations } from './axe.ts';

// A reader of a docs.json `graphql` tab: from a query's page to the type it returns and on through
// the definition's links, the sidebar following; on a phone the definition scrolls inside its box.
test('a reader goes from a query to the type it returns and on through the definition, the sidebar marking each page', async ({ page, site }) => {
  const base = await site('docs-json-graphql');
  await page.goto(`${base}/graphql-reference/queries/organization`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('organization');
  await expect(page.locator('#sidebar [aria-current="page"]')).toHaveText('organization');
  await page.locator('.graphql-returns').getByRole('link', { name: 'Organization' }).click();
  await expect(page).toHaveURL(/\/graphql-reference\/types\/organization$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organization');
  await expect(page.locator('#sidebar [aria-current="page"]')).toHaveText('Organization');
  await page.locator('.graphql-definition').getByRole('link', { name: 'User' }).click();
  await expect(page).toHaveURL(/\/graphql-reference\/types\/user$/);
  await expect(page.locator('[data-field="isAdmin"]')).toContainText('Deprecated: Use role.');
});

test('on a phone, a long definition scrolls inside its box and the page does not scroll sideways', async ({ page, site }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${await site('docs-json-graphql')}/graphql-reference/types/organization`);
  const definition = page.locator('.graphql-definition');
  await expect(definition).toBeVisible();
  expect(await definition.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  // A keyboard reader reaches the box to scroll it.
  expect(await seriousViolations(axe(page).include('.graphql-definition'))).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a query page and a type page pass axe-core in ${colorScheme} mode`, async ({ page, site }) => {
    await page.emulateMedia({ colorScheme });
    const base = await site('docs-json-graphql');
    for (const path of ['/graphql-reference/queries/search', '/graphql-reference/types/organization']) {
      await page.goto(`${base}${path}`);
      expect(await seriousViolations(axe(page).include('main')), path).toEqual([]);
    }
  });
}
