import { expect, test } from '@playwright/test';

test.describe('files beside the pages', () => {
  test('llms.txt lists the pages in navigation order, linking their markdown', async ({ request }) => {
    const response = await request.get('/llms.txt');
    expect(response.ok()).toBe(true);
    const text = await response.text();
    expect(text.startsWith('# Quire\n')).toBe(true);
    const intro = text.indexOf('- [Introduction](/index.md)');
    const components = text.indexOf('- [Components](/guides/components.md): Mintlify');
    expect(intro).toBeGreaterThan(-1);
    expect(components).toBeGreaterThan(intro);
  });

  test('each page has its markdown source at <page>.md, and llms-full.txt has them all', async ({ request }) => {
    const page = await (await request.get('/guides/components.md')).text();
    expect(page.startsWith('# Components\n\n> Mintlify')).toBe(true);
    expect(page).toContain('<CodeGroup>');
    const full = await (await request.get('/llms-full.txt')).text();
    expect(full).toContain('# Components');
    expect(full).toContain('# Introduction');
  });

  test('robots.txt allows crawling; without `site` there is no sitemap or canonical link', async ({ request, page }) => {
    expect(await (await request.get('/robots.txt')).text()).toBe('User-agent: *\nAllow: /\n');
    await page.goto('/guides/components');
    await expect(page).toHaveTitle('Components – Quire');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Components – Quire');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });
});
