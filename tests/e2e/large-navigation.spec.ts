import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixture-sites.ts';

// tests/fixtures/large-navigation: 184 sidebar links in four groups ("Guides" holds a nested
// "Deploy"), above the limit at which a page stops carrying the whole sidebar.

test.describe('a large sidebar without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the page's own group is open, other groups are headings that lead to their pages", async ({ page, site }) => {
    const base = await site('large-navigation');
    await page.goto(`${base}/guides/g05`);
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar.locator('.sidebar-heading')).toHaveText(['Start', 'Guides', 'Deploy', 'Reference', 'Recipes']);
    await expect(sidebar.getByRole('link', { name: 'Guide 60' })).toBeVisible();
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Guide 05');
    await expect(sidebar.getByRole('link', { name: 'Reference 02' })).toHaveCount(0);

    await sidebar.getByRole('link', { name: 'Reference', exact: true }).click();
    await expect(page).toHaveURL(`${base}/reference/r01`);
    const there = page.getByRole('navigation', { name: 'Main' });
    await expect(there.locator('[aria-current="page"]')).toHaveText('Reference 01');
    await there.getByRole('link', { name: 'Reference 42' }).click();
    await expect(page).toHaveURL(`${base}/reference/r42`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reference 42');
  });

  test('a page in a nested group opens that group and the groups around it', async ({ page, site }) => {
    await page.goto(`${await site('large-navigation')}/guides/deploy/kubernetes`);
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Kubernetes');
    await expect(sidebar.getByRole('link', { name: 'Docker' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Guide 31' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Recipe 02' })).toHaveCount(0);
  });
});

test.describe('a large sidebar with JavaScript', () => {
  test('the whole sidebar comes in when the reader reaches for the navigation, the current page still marked', async ({ page, site }) => {
    await page.goto(`${await site('large-navigation')}/guides/g05`);
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar.getByRole('link', { name: 'Recipe 60' })).toHaveCount(0);
    await sidebar.hover();
    await expect(sidebar.getByRole('link', { name: 'Recipe 60' })).toBeAttached();
    await expect(sidebar.getByRole('link', { name: 'Reference 02' })).toBeVisible();
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Guide 05');
    await expect(sidebar.locator('[aria-current="page"]')).toBeInViewport();
  });

  test("keyboard focus survives the swap: a closed group's heading becomes its first page", async ({ page, site }) => {
    await page.goto(`${await site('large-navigation')}/guides/g05`);
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await sidebar.getByRole('link', { name: 'Recipes', exact: true }).focus();
    await expect(sidebar.getByRole('link', { name: 'Recipe 60' })).toBeAttached();
    await expect(sidebar.getByRole('link', { name: 'Recipe 01' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/recipes\/c01$/);
  });
});

test.describe('a large sidebar in the mobile drawer', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opening the menu brings in the whole sidebar with focus on its first link', async ({ page, site }) => {
    await page.goto(`${await site('large-navigation')}/reference/r03`);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar.getByRole('link', { name: 'Guide 31' })).toBeAttached();
    await expect(sidebar.getByRole('link', { name: 'Welcome' })).toBeFocused();
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Reference 03');
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`closed groups pass axe-core in ${colorScheme} mode`, async ({ page, site }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto(`${await site('large-navigation')}/guides/g05`);
    // Start, Reference, Recipes and Guides' nested Deploy are closed.
    await expect(page.locator('.sidebar-group-link')).toHaveCount(4);
    const { violations } = await new AxeBuilder({ page }).include('#sidebar').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
}
