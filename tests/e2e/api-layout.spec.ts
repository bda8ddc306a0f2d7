import { expect, test } from '@playwright/test';

// The repository's own API pages, at a phone's width and a desktop's.
test.describe('API page layout', () => {
  test('on a phone, the examples and the playground come before the page’s end (feedback, previous/next)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/api/update-user');
    const top = (locator: import('@playwright/test').Locator) => locator.evaluate((element) => element.getBoundingClientRect().top + scrollY);
    const playground = await top(page.getByRole('form', { name: /^Try / }));
    const pageEnd = await top(page.locator('.prev-next'));
    const reference = await top(page.getByRole('heading', { level: 1 }));
    expect(reference).toBeLessThan(playground);
    expect(playground).toBeLessThan(pageEnd);
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
