import { expect, test } from '@playwright/test';

// The repository's own API pages, at a phone's width and a desktop's.
test.describe('API page layout', () => {
  test('on a phone, the examples come before the page’s end, and "Try it" opens the playground over the whole screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/api/update-user');
    const top = (locator: import('@playwright/test').Locator) => locator.evaluate((element) => element.getBoundingClientRect().top + scrollY);
    const reference = await top(page.getByRole('heading', { level: 1 }));
    const examples = await top(page.locator('.api-aside > .api-code').first());
    const pageEnd = await top(page.locator('.prev-next'));
    expect(reference).toBeLessThan(examples);
    expect(examples).toBeLessThan(pageEnd);
    const tryIt = page.getByRole('button', { name: 'Try it' });
    expect(await top(tryIt)).toBeLessThan(examples);
    await tryIt.click();
    const dialog = page.getByRole('dialog', { name: 'Try it' });
    await expect(dialog.getByRole('form', { name: /^Try PUT / })).toBeVisible();
    const fit = await dialog.evaluate((element) => ({ width: element.getBoundingClientRect().width, overflow: element.scrollWidth - element.clientWidth }));
    expect(fit).toEqual({ width: 390, overflow: 0 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(tryIt).toBeFocused();
  });

  test('on a desktop, the reference has a full column and the examples the right one; the playground is a dialog over the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/api/update-user');
    const width = (selector: string) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().width);
    // The reference's column is the wider one (it was ~400 px beside a 480 px playground).
    expect(await width('.api-main')).toBeGreaterThanOrEqual(500);
    expect(await width('.api-main')).toBeGreaterThan(await width('.api-aside'));
    const aside = page.locator('.api-aside');
    await expect(aside.locator('> .api-code .api-code-title')).toHaveText(['Request', 'Response example']);
    await expect(aside.getByRole('form')).toHaveCount(0);
    await page.getByRole('button', { name: 'Try it' }).click();
    const dialog = page.getByRole('dialog', { name: 'Try it' });
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeVisible();
    // Modal: the page behind takes no clicks while it is open; Close gives the page back.
    expect(await page.evaluate(() => document.querySelector('#playground-dialog')!.matches(':modal'))).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('on a desktop, the examples column has no scrollbar of its own: everything in it is reached by scrolling the page', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 700 });
    await page.goto('/api/update-user');
    const aside = page.locator('.api-aside');
    const box = await aside.evaluate((element) => ({ overflow: getComputedStyle(element).overflowY, hidden: element.scrollHeight - element.clientHeight }));
    expect(box.overflow).toBe('visible');
    expect(box.hidden).toBeLessThanOrEqual(0);
    const last = aside.locator('> *').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
  });
});
