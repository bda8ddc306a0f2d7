import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { axe, seriousViolations } from './axe.ts';

// The screenshot set a person looks at before calling a change to the pages done: the
// repository's own site (home, a page of components, an API page, the phone menu), in both modes.
// The PNGs go to test-results/screenshots/; what is asserted is only what a reader would notice
// without looking closely: the page loaded, nothing drawn as a neutral block, and on a phone
// nothing wider than the screen.
const OUT = join('test-results', 'screenshots');
// Each test opens its own page: both workers take them (the file's six tests took 31 s each, in one worker).
test.describe.configure({ mode: 'parallel' });
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

/**
 * What starts under the sticky chrome (top bar and tab bar) when the page opens: the page's title
 * and the sidebar's first row must begin below it, not half hidden behind it.
 */
async function underTheTopBar(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const chrome = Math.max(...[...document.querySelectorAll('.topbar, .tab-bar')].map((element) => element.getBoundingClientRect().bottom));
    const firstShown = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)].find((element) => element.getClientRects().length > 0);
    const watched = { title: firstShown('main h1'), 'first sidebar row': firstShown('#sidebar a, #sidebar .sidebar-heading') };
    return Object.entries(watched)
      .filter(([, element]) => element !== undefined && element.getBoundingClientRect().top < chrome - 0.5)
      .map(([name, element]) => `${name} starts at ${element!.getBoundingClientRect().top}px, under the chrome ending at ${chrome}px`);
  });
}

async function expectReadable(page: Page) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await underTheTopBar(page)).toEqual([]);
  expect(await seriousViolations(axe(page))).toEqual([]);
}

for (const mode of MODES) {
  for (const { name, path } of PAGES) {
    test(`${name}, ${mode} mode, 1280 and 390 px: nothing drawn as a neutral block, wider than the screen or under the top bar; axe-core clean`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(page, path, mode);
      await expectNoNeutralBlock(page);
      await expectReadable(page);
      await page.screenshot({ path: join(OUT, `${name}-${mode}-desktop.png`), fullPage: true });

      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, path, mode);
      await expectReadable(page);
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

  for (const width of [1280, 390]) {
    test(`the search dialog and the API playground, ${mode} mode, ${width} px: open over the page, axe-core clean`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await open(page, '/', mode);
      await page.getByRole('button', { name: /Search/ }).click();
      const search = page.getByRole('dialog', { name: 'Search the docs' });
      await search.getByRole('combobox').fill('user group');
      await expect(search.getByRole('option').first()).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(axe(page))).toEqual([]);
      await page.screenshot({ path: join(OUT, `search-${mode}-${width}.png`) });

      await open(page, '/api/update-user', mode);
      await page.getByRole('button', { name: 'Try it' }).click();
      await expect(page.getByRole('dialog', { name: 'Try it' }).getByRole('button', { name: 'Send' })).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(axe(page))).toEqual([]);
      await page.screenshot({ path: join(OUT, `playground-${mode}-${width}.png`) });
    });
  }
}
