import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';

// The screenshot set a person looks at before calling a change to the pages done: the
// repository's own site (home, a page of components, an API page, the phone menu), in both modes.
// The PNGs go to test-results/screenshots/; what is asserted is only what a reader would notice
// without looking closely: the page loaded, nothing drawn as a neutral block, and on a phone
// nothing wider than the screen.
const OUT = join('test-results', 'screenshots');
mkdirSync(OUT, { recursive: true });

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'components', path: '/guides/components' },
  { name: 'api', path: '/api/get-user' },
] as const;

const MODES = ['light', 'dark'] as const;

async function open(page: Page, path: string, mode: (typeof MODES)[number]) {
  // No stored choice: the site follows the system's mode, which the browser says is `mode`.
  await page.emulateMedia({ colorScheme: mode });
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

/** What was drawn as a stand-in (a component not drawn, a React component not run) rather than as itself. */
async function expectNoNeutralBlock(page: Page) {
  await expect(page.locator('.custom-component')).toHaveCount(0);
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const mode of MODES) {
  for (const { name, path } of PAGES) {
    test(`${name}, ${mode} mode: loads with nothing drawn as a neutral block; on a phone, nothing wider than the screen`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(page, path, mode);
      await expectNoNeutralBlock(page);
      await page.screenshot({ path: join(OUT, `${name}-${mode}-desktop.png`), fullPage: true });

      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, path, mode);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(OUT, `${name}-${mode}-phone.png`), fullPage: true });
    });
  }

  test(`the phone menu, ${mode} mode: opens over the page and lists the site's pages`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/guides/components', mode);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const sidebar = page.locator('#sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Components' }).first()).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(OUT, `menu-${mode}-phone.png`) });
  });
}
