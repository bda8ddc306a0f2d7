import type { Page } from '@playwright/test';
import { expect, test } from './fixture-sites.ts';

// A docs.json site written as real sites write it: Tailwind pairs and grids in a page, a style.css
// and a script.js beside docs.json, GA4 and Plausible in `integrations`. Nothing leaves the machine:
// every request to another host is answered here and recorded.
async function blockVendors(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    asked.push(route.request().url());
    return route.abort();
  });
  return asked;
}

// By its alt text: an image with display none is not in the accessibility tree getByRole reads.
const display = (page: Page, name: string) => page.locator(`img[alt="${name}"]`).evaluate((element) => getComputedStyle(element).display);

test.describe("the site's own code in the browser", () => {
  test("the light and dark screenshots swap with Quire's mode toggle", async ({ page, site }) => {
    await blockVendors(page);
    const url = await site('site-code');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${url}/`);
    expect(await display(page, 'Light screenshot')).toBe('block');
    expect(await display(page, 'Dark screenshot')).toBe('none');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await display(page, 'Light screenshot')).toBe('none');
    expect(await display(page, 'Dark screenshot')).toBe('block');
  });

  test('a grid has its two columns, an arbitrary width its pixels, rounded corners their radius', async ({ page, site }) => {
    await blockVendors(page);
    const url = await site('site-code');
    await page.goto(`${url}/`);
    const grid = page.locator('#feature-grid');
    const columns = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);
    expect(await grid.evaluate((element) => getComputedStyle(element).display)).toBe('grid');
    expect(await page.locator('#fixed-width').evaluate((element) => getComputedStyle(element).width)).toBe('120px');
    expect(await page.getByText('First').evaluate((element) => getComputedStyle(element).borderTopLeftRadius)).toBe('16px');
  });

  test('a class beats the page’s prose rules, and `not-prose` blocks draw as their classes say', async ({ page, site }) => {
    await blockVendors(page);
    const url = await site('site-code');
    await page.goto(`${url}/`);
    const style = (selector: string, property: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
    const card = '#theme-cards a';
    expect(await style(card, 'text-decoration-line')).toBe('none');
    // The link's colour is its class's green, not the page's link colour.
    const green = await page.locator('#theme-cards').evaluate((element) => {
      const probe = element.appendChild(document.createElement('span'));
      probe.className = 'text-green-600';
      return getComputedStyle(probe).color;
    });
    expect(await style(card, 'color')).toBe(green);
    expect(await style(`${card} h4`, 'margin-top')).toBe('0px');
    expect(await style(`${card} h4`, 'font-size')).toBe('16px');
    expect(await style(`${card} p`, 'margin-bottom')).toBe('0px');
    expect(await style('h3.mt-0', 'margin-top')).toBe('0px');
  });

  test("the docs folder's style.css and script.js apply on every page", async ({ page, site }) => {
    await blockVendors(page);
    const url = await site('site-code');
    await page.goto(`${url}/`);
    expect(await page.locator('.my-callout').evaluate((element) => getComputedStyle(element).borderTopLeftRadius)).toBe('16px');
    await expect(page.locator('#script-target')).toHaveText('The site script ran.');
    await page.goto(`${url}/plain`);
    await expect(page.locator('html')).toHaveAttribute('data-site-script', 'ran');
    // Files in a tools' folder or listed in .mintignore never run.
    await expect(page.locator('html')).not.toHaveAttribute('data-draft', 'ran');
    await expect(page.locator('html')).not.toHaveAttribute('data-tool-folder', 'ran');
  });

  test('the analytics tags carry their ids; the requests to the vendors are the only ones leaving, and they are stopped here', async ({ page, site }) => {
    const asked = await blockVendors(page);
    const url = await site('site-code');
    await page.goto(`${url}/plain`);
    await expect(page.locator('head script[src="https://www.googletagmanager.com/gtag/js?id=G-TEST12345"]')).toHaveAttribute('async', '');
    await expect(page.locator('head script[src="https://plausible.io/js/script.js"]')).toHaveAttribute('data-domain', 'docs.example.com');
    expect(await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer))).toContain('G-TEST12345');
    await expect.poll(() => asked.map((address) => new URL(address).hostname).sort()).toEqual(['plausible.io', 'www.googletagmanager.com']);
  });

  test('a page without Tailwind classes links no Tailwind stylesheet', async ({ page, site }) => {
    await blockVendors(page);
    const url = await site('site-code');
    await page.goto(`${url}/`);
    await expect(page.locator('link[href^="/_quire/tailwind."]')).toHaveCount(1);
    await page.goto(`${url}/plain`);
    await expect(page.locator('link[href^="/_quire/tailwind."]')).toHaveCount(0);
  });
});
