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

// The same from the other tools' artifacts: a Java reader follows a method's return type from its
// signature to its page, a Python reader the class a deprecation names; the search finds a C# class.
test('Javadoc, Sphinx and DocFX pages: names in signatures and notices lead to their pages, and search finds them', async ({ page, site }) => {
  const base = await site('docs-json-sdk');
  await page.goto(`${base}/sdk/java/com-example-plants/client`);
  await expect(page.locator('.sdk-declaration')).toHaveText('public class Client');
  await page.locator('[data-member="getPlant"] .sdk-signature').getByRole('link', { name: 'Plant', exact: true }).click();
  await expect(page).toHaveURL(/\/sdk\/java\/com-example-plants\/plant$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plant');
  await page.goto(`${base}/sdk/python/plants/client`);
  await page.locator('[data-member="fetch_plant"] .sdk-deprecated').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/sdk\/python\/plants\/client#get_plant$/);
  await expect(page.locator('#get_plant')).toBeInViewport();
  // Ctrl+K once the search script listens for it (a key pressed while it loads is lost, as for a reader).
  await page.waitForFunction(() => customElements.get('quire-search') !== undefined);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the docs' });
  await dialog.getByRole('combobox', { name: 'Search the docs' }).fill('IPlantStore');
  await dialog.getByRole('option').filter({ hasText: 'IPlantStore' }).first().click();
  await expect(page).toHaveURL(/\/sdk\/dotnet\/plants\/iplantstore\/?(#.*)?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('IPlantStore');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a class page and a function page pass axe-core in ${colorScheme} mode`, async ({ page, site }) => {
    await page.emulateMedia({ colorScheme });
    const base = await site('docs-json-sdk');
    for (const path of [
      '/sdk/typescript/client',
      '/sdk/typescript/listplants',
      '/sdk/java/com-example-plants/client',
      '/sdk/python/plants/client',
      '/sdk/dotnet/plants/client',
      '/sdk/php/plants/client',
    ]) {
      await page.goto(`${base}${path}`);
      expect(await seriousViolations(axe(page).include('main')), path).toEqual([]);
    }
  });
}
