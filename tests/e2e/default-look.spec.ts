import { expect, test } from '@playwright/test';

// The repository's own site, which keeps Quire's default look (no docs.json fonts).
test.describe('the default look', () => {
  test('text is set in the self-hosted Inter, fetched from the site itself (no font service)', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'font' && fonts.push(request.url()));
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    await expect(page.locator('body')).toHaveCSS('font-family', /^"Inter Variable"/);
    expect(fonts.some((url) => /inter-latin-wght-normal\.[\w-]+\.woff2$/.test(url))).toBe(true);
    expect(fonts.every((url) => url.startsWith(new URL(page.url()).origin))).toBe(true);
  });

  test("code is set in the self-hosted Geist Mono, Mintlify's code font, and Mintlify's --font-geist-mono in a site's CSS replaces it", async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'font' && fonts.push(request.url()));
    await page.goto('/guides/install');
    await page.evaluate(() => document.fonts.ready);
    await expect(page.locator('.prose pre code').first()).toHaveCSS('font-family', /^"Geist Mono Variable"/);
    await expect(page.locator('.prose :not(pre) > code').first()).toHaveCSS('font-family', /^"Geist Mono Variable"/);
    expect(await page.evaluate(() => document.fonts.check('14px "Geist Mono Variable"'))).toBe(true);
    expect(fonts.some((url) => /geist-mono-latin-wght-normal\.[\w-]+\.woff2$/.test(url))).toBe(true);
    expect(fonts.every((url) => url.startsWith(new URL(page.url()).origin))).toBe(true);
    // What a Mintlify site's custom CSS does (Mintlify's own docs set it to load Geist Mono from Google).
    await page.addStyleTag({ content: ':root { --font-geist-mono: "Courier New", monospace; }' });
    await expect(page.locator('.prose pre code').first()).toHaveCSS('font-family', /^"Courier New", monospace$/);
  });

  test('on a phone, the search dialog has a close button you can see and tap', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Close search' });
    await expect(close.locator('.search-close-icon')).toBeVisible();
    await close.click();
    await expect(dialog).toBeHidden();
  });

  test('a focused top tab shows its whole focus ring (the scrolling bar would clip one drawn outside)', async ({ page }) => {
    await page.goto('/');
    const tab = page.locator('.tab-bar a').first();
    await tab.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(tab).toBeFocused();
    const ring = await tab.evaluate((link) => ({
      style: getComputedStyle(link).outlineStyle,
      offset: Number.parseFloat(getComputedStyle(link).outlineOffset),
      width: Number.parseFloat(getComputedStyle(link).outlineWidth),
    }));
    expect(ring.style).not.toBe('none');
    expect(ring.offset + ring.width).toBeLessThanOrEqual(0);
  });
});
