import { expect, test } from './fixture-sites.ts';
import { axe, seriousViolations } from './axe.ts';

// tests/fixtures/large-navigation: 244 sidebar links in four groups ("Guides" holds a nested
// "Deploy"), above the limit at which a page stops carrying the whole sidebar; "Recipes" holds 120
// pages, more than a page carries of its own group (a window of 51 around the page).

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

  test('a page of a very large group carries the pages around it; the others are reached through links to the pages showing them', async ({ page, site }) => {
    const base = await site('large-navigation');
    await page.goto(`${base}/recipes/c90`);
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Recipe 90');
    await expect(sidebar.getByRole('link', { name: /^Recipe \d+$/ })).toHaveCount(51);
    await expect(sidebar.getByRole('link', { name: 'Recipe 65', exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Recipe 115', exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Recipe 64', exact: true })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: '5 later pages' })).toHaveAttribute('href', /\/recipes\/c120$/);

    // The sidebar opens at the reader's page, 26 links down the group; the page itself is not scrolled.
    await expect(sidebar.locator('[aria-current="page"]')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await sidebar.getByRole('link', { name: '64 earlier pages' }).click();
    await expect(page).toHaveURL(`${base}/recipes/c39`);
    const there = page.getByRole('navigation', { name: 'Main' });
    // This page's window ends where the last one began.
    await expect(there.getByRole('link', { name: /^Recipe \d+$/ }).last()).toHaveText('Recipe 64');
    await there.getByRole('link', { name: '13 earlier pages' }).click();
    await expect(page).toHaveURL(`${base}/recipes/c01`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recipe 01');
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

  test('on a page of a very large group the whole group comes in, the current page where it was', async ({ page, site }) => {
    await page.goto(`${await site('large-navigation')}/recipes/c90`);
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar.getByRole('link', { name: 'Recipe 01' })).toHaveCount(0);
    const current = sidebar.locator('[aria-current="page"]');
    const before = (await current.boundingBox())?.y;
    await sidebar.hover();
    await expect(sidebar.getByRole('link', { name: 'Recipe 01' })).toBeAttached();
    await expect(sidebar.getByRole('link', { name: /^\d+ (earlier|later) pages$/ })).toHaveCount(0);
    await expect(current).toHaveText('Recipe 90');
    // 64 links came in above it: the list moved so the reader's place did not.
    expect(Math.abs(((await current.boundingBox())?.y ?? 0) - (before ?? -100))).toBeLessThan(2);
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

  test("opening the menu brings in the whole sidebar, opened on the reader's page: its link focused and in view, its group open", async ({ page, site }) => {
    await page.goto(`${await site('large-navigation')}/recipes/c60`);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar.getByRole('link', { name: 'Guide 31' })).toBeAttached();
    const current = sidebar.locator('[aria-current="page"]');
    await expect(current).toHaveText('Recipe 60');
    await expect(current).toBeFocused();
    // Far down a long list: without the drawer scrolling to it, the link would be out of view.
    await expect(current).toBeInViewport();
    expect(await sidebar.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`closed groups and a windowed group pass axe-core in ${colorScheme} mode`, async ({ page, site }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto(`${await site('large-navigation')}/guides/g05`);
    // Start, Reference, Recipes and Guides' nested Deploy are closed.
    await expect(page.locator('.sidebar-group-link')).toHaveCount(4);
    expect(await seriousViolations(axe(page).include('#sidebar'))).toEqual([]);
    // A window over a very large group, with its links to the pages left out.
    await page.goto(`${await site('large-navigation')}/recipes/c90`);
    await expect(page.locator('.sidebar-more')).toHaveCount(2);
    expect(await seriousViolations(axe(page).include('#sidebar'))).toEqual([]);
  });
}

test.describe('a large sidebar, scrolled only when it must be', () => {
  test('the sidebar is not scrolled for a page whose link already shows (the anchors above stay in view)', async ({ page, site }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${await site('large-navigation')}/recipes/c05`);
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar.locator('[aria-current="page"]')).toBeInViewport();
    expect(await sidebar.evaluate((element) => element.scrollTop)).toBe(0);
  });

  test('only a page whose link may stand below the fold carries the scroll script, and that page opens at its link', async ({ page, site }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const base = await site('large-navigation');
    // Read from the DOM: Playwright's text matching leaves out what scripts hold.
    const scrollScripts = () => page.evaluate(() => [...document.querySelectorAll('script:not([src])')].filter((script) => script.textContent?.includes('aria-current')).length);
    await page.goto(`${base}/`);
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar.locator('[aria-current="page"]')).toBeInViewport();
    expect(await scrollScripts()).toBe(0);
    await page.goto(`${base}/recipes/c90`);
    expect(await scrollScripts()).toBe(1);
    await expect(sidebar.locator('[aria-current="page"]')).toBeInViewport();
    expect(await sidebar.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  });
});
