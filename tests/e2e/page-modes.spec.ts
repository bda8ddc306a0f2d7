import { expect, test } from './fixture-sites.ts';

// tests/fixtures/page-modes: one page per Mintlify page mode (its organize/pages.mdx): wide hides
// the table of contents; center the sidebar too; custom keeps only the top bar; frame is custom
// with the sidebar.
test.describe('page modes, as Mintlify draws them', () => {
  let base = '';
  test.beforeEach(async ({ site, page }) => {
    base = await site('page-modes');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  const parts = async (page: import('@playwright/test').Page, path: string) => {
    await page.goto(`${base}${path}`);
    await expect(page.getByText(/Text of the \w+ page\./)).toBeVisible();
    return {
      sidebar: await page.getByRole('navigation', { name: 'Main' }).isVisible(),
      title: await page.getByRole('heading', { level: 1 }).isVisible(),
      toc: await page.getByRole('link', { name: 'Second section' }).isVisible(),
      footer: await page.getByRole('contentinfo').isVisible(),
    };
  };

  test('each mode shows the parts its documentation names', async ({ page }) => {
    expect(await parts(page, '/')).toEqual({ sidebar: true, title: true, toc: true, footer: true });
    expect(await parts(page, '/wide')).toEqual({ sidebar: true, title: true, toc: false, footer: true });
    expect(await parts(page, '/center')).toEqual({ sidebar: false, title: true, toc: false, footer: true });
    expect(await parts(page, '/custom')).toEqual({ sidebar: false, title: false, toc: false, footer: false });
    expect(await parts(page, '/frame')).toEqual({ sidebar: true, title: false, toc: false, footer: false });
  });

  test('center mode centres the article; custom mode gives it the whole width', async ({ page }) => {
    await page.goto(`${base}/center`);
    const article = await page.locator('article').boundingBox();
    expect(Math.abs(article!.x + article!.width / 2 - 720)).toBeLessThan(40);
    await page.goto(`${base}/custom`);
    const canvas = await page.locator('article').boundingBox();
    expect(canvas!.width).toBeGreaterThan(1200);
  });

  test('a custom page is a blank canvas: no prose rules on its links and headings', async ({ page }) => {
    const look = async (path: string) => {
      await page.goto(`${base}${path}`);
      const link = page.locator('article').getByRole('link', { name: 'the wide page', exact: true });
      const heading = page.locator('article').getByRole('heading', { name: 'First section' });
      return {
        underline: await link.evaluate((element) => getComputedStyle(element).textDecorationLine),
        headingMargin: await heading.evaluate((element) => getComputedStyle(element).marginTop),
      };
    };
    expect(await look('/')).toEqual({ underline: 'underline', headingMargin: '32px' });
    expect(await look('/custom')).toEqual({ underline: 'none', headingMargin: '0px' });
  });

  test('on a phone the menu still reaches the rest of the site from a custom page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}/custom`);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'The wide page' }).click();
    await expect(page).toHaveURL(`${base}/wide`);
  });
});
