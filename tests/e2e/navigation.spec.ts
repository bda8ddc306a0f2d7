import { expect, test } from '@playwright/test';

test.describe('the built site', () => {
  test('home page: title, landmarks and the current page marked in the sidebar', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Introduction – Quire');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Quire');
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Introduction');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  });

  test('following the sidebar moves the current-page mark', async ({ page }) => {
    await page.goto('/');
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await sidebar.getByRole('link', { name: 'site.json reference' }).click();
    await expect(page).toHaveURL(/\/reference\/site-json\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('site.json reference');
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText('site.json reference');
    await expect(sidebar.getByRole('link', { name: 'Introduction' })).not.toHaveAttribute('aria-current', 'page');
    // Group headings follow site.json's navigation order.
    await expect(sidebar.locator('.sidebar-heading')).toHaveText(['Get started', 'Writing', 'Mintlify', 'Publishing', 'Reference']);
  });

  test('the table of contents lists h2/h3 and jumps to the section', async ({ page }) => {
    await page.goto('/getting-started');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc).toBeVisible();
    const firstH2 = page.locator('article h2').first();
    const h2Text = (await firstH2.textContent())!.trim();
    await expect(toc.getByRole('link').first()).toHaveText(h2Text);
    const lastLink = toc.getByRole('link').last();
    const target = (await lastLink.getAttribute('href'))!;
    await lastLink.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();
    // Not hidden under the sticky top bar and tab bar.
    const stickyBottom = await page.evaluate(() => Math.max(...[...document.querySelectorAll('.topbar, .tab-bar')].map((el) => el.getBoundingClientRect().bottom)));
    const headingTop = await page.locator(target).evaluate((el) => el.getBoundingClientRect().top);
    expect(headingTop).toBeGreaterThanOrEqual(stickyBottom);
  });

  test('previous and next walk the pages of the current tab, forwards and back', async ({ page }) => {
    await page.goto('/');
    const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
    const current = page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]');
    await expect(pager.getByRole('link', { name: /Previous/ })).toHaveCount(0);
    const visited = [(await current.textContent())!.trim()];
    // Each "Next" names the page it opens, and that page is then the current one in the sidebar.
    while ((await pager.getByRole('link', { name: /Next/ }).count()) > 0) {
      const label = (await pager.getByRole('link', { name: /Next/ }).locator('.prev-next-title').textContent())!.trim();
      await pager.getByRole('link', { name: /Next/ }).click();
      await expect(current).toHaveText(label);
      // The sidebar comes before the pager: the page must be parsed whole before asking whether it has a Next link.
      await page.waitForLoadState('load');
      visited.push(label);
      expect(visited.length, 'the walk must end').toBeLessThan(100);
    }
    // The docs tab ends with the Reference group; the User Group API tab is not walked into.
    expect(visited.length).toBeGreaterThan(3);
    await expect(page).toHaveURL(/\/reference\/security$/);
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Guides' })).toHaveAttribute('aria-current', 'true');
    for (const label of visited.slice(0, -1).reverse()) {
      await pager.getByRole('link', { name: /Previous/ }).click();
      await expect(current).toHaveText(label);
    }
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown address shows the 404 page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
    await page.goto('/getting-started');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#content$/);
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('themes', () => {
  test('the mode toggle switches to dark and the choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const lightBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(lightBg);
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test('the operating system preference picks the first theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens the navigation as a drawer, traps focus and closes on Escape', async ({ page }) => {
    await page.goto('/');
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    const menu = page.getByRole('button', { name: 'Open navigation' });
    await expect(sidebar).toBeHidden();
    await menu.click();
    await expect(sidebar).toBeVisible();
    const close = page.getByRole('button', { name: 'Close navigation' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    // The drawer opens on the reader's page.
    await expect(sidebar.locator('[aria-current="page"]')).toBeFocused();
    // Tabbing past the last link wraps around instead of escaping behind the drawer.
    await sidebar.getByRole('link').first().focus();
    const links = await sidebar.getByRole('link').count();
    for (let i = 0; i < links; i++) await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeFocused();
  });

  test('choosing a page in the drawer navigates there', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Getting started' }).click();
    await expect(page).toHaveURL(/\/getting-started\/?$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });

  test('no horizontal scrolling at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/', '/getting-started', '/reference/site-json']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
  });
});
