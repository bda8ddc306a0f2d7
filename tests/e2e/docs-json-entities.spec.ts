import type { Page } from '@playwright/test';
import { expect, test } from './fixture-sites.ts';

/** Every dialog a page opens (an alert() that ran), dismissed so the page goes on. */
function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

// docs.json refuses script URLs (tests/unit/config/docs-json/url-values.test.ts); an HTML
// character reference in a value is text, and the page escapes its "&", so the browser never
// reads "javascript:" out of "&#106;avascript:" or "javascript&colon;".
test.describe('HTML entities in docs.json links', () => {
  test('clicking the logo and contextual links written with entities runs nothing and stays on the site', async ({ page, site }) => {
    const url = await site('docs-json-entities');
    const origin = new URL(url).origin;
    const dialogs = recordDialogs(page);

    await page.goto(`${url}/`);
    await page.locator('a.site-title').click();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).origin).toBe(origin);

    for (const name of ['Entity link', 'Named entity link']) {
      await page.goto(`${url}/`);
      await page.locator('.contextual-more summary').click();
      await page.getByRole('link', { name: new RegExp(name) }).click();
      await page.waitForLoadState('load');
      expect(new URL(page.url()).origin).toBe(origin);
      expect(page.url()).not.toMatch(/^javascript:/i);
    }
    expect(dialogs).toEqual([]);
  });

  test('a redirect page whose destination holds an entity refreshes to a page of the site and runs nothing', async ({ page, site }) => {
    const url = await site('docs-json-entities');
    const dialogs = recordDialogs(page);
    await page.goto(`${url}/entity`);
    // The refresh resolves the destination as a relative path, which the site's 404 page answers.
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(url).origin);
    expect(dialogs).toEqual([]);
  });
});
