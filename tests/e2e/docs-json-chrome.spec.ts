import { expect, test } from './fixture-sites.ts';
import { recordTexts } from './text-history.ts';

test.describe('docs.json chrome in the browser', () => {
  test('a dismissed banner stays dismissed on the next page load', async ({ page, site }) => {
    const url = await site('docs-json-chrome');
    await page.goto(`${url}/guides/setup`);
    const banner = page.locator('.site-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'changelog' })).toHaveAttribute('href', '/guides/setup');
    await banner.getByRole('button', { name: 'Dismiss banner' }).click();
    await expect(banner).toBeHidden();
    await page.goto(`${url}/guides/deploy`);
    await expect(page.locator('.site-banner')).toBeHidden();
    // A different banner (another key) would show again: the dismissal is stored under this content's key only.
    const keys = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('quire-banner:')));
    expect(keys).toHaveLength(1);
  });

  test("docs.json fonts and colours are what the reader sees: the body's family, the dark background", async ({ page, site }) => {
    const url = await site('docs-json-chrome');
    await page.goto(`${url}/guides/setup`);
    // The site's body font replaces the default Inter; headings take their own family.
    await expect(page.locator('body')).toHaveCSS('font-family', /^"Body Sans", system-ui/);
    await expect(page.getByRole('heading', { level: 1, name: 'Setup' })).toHaveCSS('font-family', /^Inter, system-ui/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(16, 24, 32)');
  });

  test('a redirect in the built site lands on its destination', async ({ page, site }) => {
    const url = await site('docs-json-chrome');
    await page.goto(`${url}/old-setup`);
    await page.waitForURL(`${url}/guides/setup`);
    await expect(page.getByRole('heading', { level: 1, name: 'Setup' })).toBeVisible();
    await page.goto(`${url}/beta/deploy`);
    await page.waitForURL(`${url}/guides/deploy`);
  });

  test('the contextual copy button puts the page markdown on the clipboard', async ({ page, context, site }) => {
    const url = await site('docs-json-chrome');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    await page.goto(`${url}/guides/setup`);
    const copy = page.getByRole('button', { name: 'Copy page' });
    const shown = await recordTexts(copy);
    await copy.click();
    await expect.poll(shown).toContainEqual(expect.stringContaining('Copied'));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Run the installer.');
    expect(copied).toContain('## Install');
  });
});
