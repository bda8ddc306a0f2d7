import { expect, test } from './fixture-sites.ts';

// tests/fixtures/reader-tabs: headings inside tabs, tabs and code groups of the same titles, a
// group with sync={false}, long sections for the table of contents.
test.describe('tabs and the table of contents, as a reader uses them', () => {
  let base = '';
  test.beforeEach(async ({ site }) => {
    base = await site('reader-tabs');
  });

  const firstTabs = (page: import('@playwright/test').Page) => page.locator('quire-tabs.tabs').first();

  test('a link to a heading inside a tab that is not shown opens that tab and shows the heading', async ({ page }) => {
    await page.goto(`${base}/#python-setup`);
    await expect(firstTabs(page).getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Python setup' })).toBeInViewport();
  });

  test('the table of contents entry of a heading inside a hidden tab opens the tab', async ({ page }) => {
    await page.goto(`${base}/`);
    await expect(page.getByRole('heading', { name: 'Python setup' })).toBeHidden();
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Python setup' }).click();
    await expect(page.getByRole('heading', { name: 'Python setup' })).toBeInViewport();
    await expect(firstTabs(page).getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
  });

  test('tabs and code groups of the same title switch together; sync={false} keeps its own; the choice carries to the next page', async ({ page }) => {
    await page.goto(`${base}/`);
    await firstTabs(page).getByRole('tab', { name: 'Python' }).click();
    const codeGroup = page.locator('quire-tabs.code-group').first();
    await expect(codeGroup.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    await expect(codeGroup.getByRole('tabpanel')).toContainText("print('py')");
    const independent = page.locator('quire-tabs.tabs').nth(1);
    await expect(independent.getByRole('tab', { name: 'JavaScript' })).toHaveAttribute('aria-selected', 'true');
    await page.goto(`${base}/next`);
    await expect(page.locator('quire-tabs.code-group').getByRole('tabpanel')).toContainText("run('py')");
  });

  test('the table of contents marks the section being read', async ({ page }) => {
    await page.goto(`${base}/`);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link', { name: 'Choose a language' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('heading', { name: 'Configure' }).evaluate((heading) => heading.scrollIntoView());
    await expect(toc.getByRole('link', { name: 'Configure' })).toHaveAttribute('aria-current', 'true');
    await expect(toc.locator('a[aria-current]')).toHaveCount(1);
    await page.getByRole('heading', { name: 'Deploy' }).evaluate((heading) => heading.scrollIntoView());
    await expect(toc.getByRole('link', { name: 'Deploy' })).toHaveAttribute('aria-current', 'true');
  });

  test('a nested sidebar group folds behind a drawn chevron, not the browser’s triangle', async ({ page }) => {
    await page.goto(`${base}/next`);
    const summary = page.locator('.sidebar .sidebar-group-folding > details > summary').first();
    await expect(summary).toHaveText('More pages');
    const look = await summary.evaluate((element) => ({
      marker: getComputedStyle(element).listStyleType,
      chevron: getComputedStyle(element, '::after').borderRightWidth,
      turned: getComputedStyle(element, '::after').transform,
    }));
    expect(look.marker).toBe('none');
    expect(look.chevron).not.toBe('0px');
    const link = page.locator('.sidebar').getByRole('link', { name: 'Next' });
    await expect(link).toBeVisible();
    await summary.click();
    await expect(link).toBeHidden();
    await expect.poll(() => summary.evaluate((element) => getComputedStyle(element, '::after').transform)).not.toBe(look.turned);
  });

  test('on a phone, code in a table cell stays whole instead of breaking after a hyphen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}/next`);
    const flag = page.locator('td code', { hasText: '--dangerously-skip-permissions' });
    await expect(flag).toBeVisible();
    expect(await flag.evaluate((code) => code.getClientRects().length)).toBe(1);
  });
});
