import { expect, test } from './fixture-sites.ts';
import { axe, seriousViolations } from './axe.ts';

// A reader of a docs.json `sdk` tab made from a TypeDoc export: from a function to the types of its
// signature, and from a deprecation's {@link} to the method it names, on its owner's page.
test('a reader goes from a function to the type it returns, and from a deprecated method to the one its notice links', async ({ page, site }) => {
  const base = await site('docs-json-sdk');
  await page.goto(`${base}/sdk/typescript/listplants`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('listPlants');
  await page.locator('.sdk-declaration').getByRole('link', { name: 'Page', exact: true }).click();
  await expect(page).toHaveURL(/\/sdk\/typescript\/page$/);
  await expect(page.locator('.sdk-declaration')).toHaveText('interface Page<T>');
  await expect(page.locator('#sidebar [aria-current="page"]')).toHaveText('Page');
  await page.goto(`${base}/sdk/typescript/client`);
  await page.locator('[data-member="fetchPlant"] .sdk-deprecated').getByRole('link', { name: 'Client.getPlant' }).click();
  await expect(page).toHaveURL(/\/sdk\/typescript\/client#getplant$/);
  await expect(page.locator('#getplant')).toBeInViewport();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a class page and a function page pass axe-core in ${colorScheme} mode`, async ({ page, site }) => {
    await page.emulateMedia({ colorScheme });
    const base = await site('docs-json-sdk');
    for (const path of ['/sdk/typescript/client', '/sdk/typescript/listplants']) {
      await page.goto(`${base}${path}`);
      expect(await seriousViolations(axe(page).include('main')), path).toEqual([]);
    }
  });
}
