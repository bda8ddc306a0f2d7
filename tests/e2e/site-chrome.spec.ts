import type { Page } from '@playwright/test';
import { expect, test } from './fixture-sites.ts';

/** WCAG contrast between an element's text colour and the page background. */
async function textContrast(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const rgb = (value: string) =>
      value
        .match(/\d+(\.\d+)?/g)!
        .slice(0, 3)
        .map(Number);
    const lum = (c: number[]) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const fg = lum(rgb(getComputedStyle(document.querySelector(sel)!).color));
    const bg = lum(rgb(getComputedStyle(document.body).backgroundColor));
    return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
  }, selector);
}

test.describe('a minimal site.json', () => {
  test('shows the name, a mode toggle, and no optional chrome', async ({ page, site }) => {
    await page.goto(`${await site('gallery-minimal')}/`);
    await expect(page.locator('.site-title')).toHaveText('Minimal Docs');
    await expect(page.locator('.site-title')).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: /Switch to (dark|light) mode/ })).toBeVisible();
    for (const absent of ['.anchors', '.tab-bar', '#version-select', '.feedback', '.footer-socials', '.cta-button']) {
      await expect(page.locator(absent)).toHaveCount(0);
    }
    // No favicon configured: an empty one, so the browser does not request /favicon.ico and log a 404.
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', 'data:,');
  });
});

test.describe('every key of site.json', () => {
  let base = '';
  test.beforeEach(async ({ page, site }) => {
    base = await site('gallery-every-key');
    // The build never needs the network; the reader's browser asks GitHub, mocked here.
    await page.route('https://api.github.com/**', (route) => route.fulfill({ json: { stargazers_count: 12_345 } }));
  });

  test('logo: one image per mode, linking to href, named after the site; favicon with its type', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${base}/`);
    const title = page.locator('a.site-title');
    await expect(title).toHaveAttribute('href', 'https://acme.example');
    // modeToggle.default is dark: the first visit is dark whatever the OS says.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(title.getByRole('img', { name: 'Acme Docs' })).toHaveAttribute('src', '/logo-dark.svg');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(title.getByRole('img', { name: 'Acme Docs' })).toHaveAttribute('src', '/logo-light.svg');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('type', 'image/svg+xml');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  });

  test('colors: backgrounds per mode, accents from primary/light, buttons from dark, all readable', async ({ page }) => {
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(251, 250, 247)');
    // primary #ffc107 is too pale for text on white: darkened until AA, but still accent-coloured.
    expect(await textContrast(page, '.sidebar a[aria-current="page"]')).toBeGreaterThanOrEqual(4.5);
    expect(await textContrast(page, '.eyebrow')).toBeGreaterThanOrEqual(4.5);
    await expect(page.locator('.topbar .cta-button')).toHaveCSS('background-color', 'rgb(185, 28, 28)');
    await expect(page.locator('.topbar .cta-button')).toHaveCSS('color', 'rgb(255, 255, 255)');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(11, 16, 32)');
    await expect(page.locator('.eyebrow')).toHaveCSS('color', 'rgb(125, 211, 252)');
    expect(await textContrast(page, '.sidebar a[aria-current="page"]')).toBeGreaterThanOrEqual(4.5);
  });

  test('topbarLinks: external ones open safely in a new tab and say so', async ({ page }) => {
    await page.goto(`${base}/`);
    const links = page.getByRole('navigation', { name: 'Top bar' });
    const status = links.getByRole('link', { name: /Status/ });
    await expect(status).toHaveAttribute('href', 'https://status.acme.example');
    await expect(status).toHaveAttribute('target', '_blank');
    await expect(status).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(status).toContainText('(opens in a new tab)');
    await links.getByRole('link', { name: 'Changelog' }).click();
    await expect(page).toHaveURL(`${base}/guides/changelog`);
  });

  test('github button: repository name and star count, fetched once per session', async ({ page }) => {
    let requests = 0;
    await page.route('https://api.github.com/repos/acme/docs', (route) => {
      requests++;
      return route.fulfill({ json: { stargazers_count: 12_345 } });
    });
    await page.goto(`${base}/`);
    const button = page.locator('.topbar .github-button');
    await expect(button).toHaveAttribute('href', 'https://github.com/acme/docs');
    await expect(button).toContainText('acme/docs');
    await expect(button.locator('[data-stars]')).toBeVisible();
    await expect(button.locator('[data-count]')).toHaveText('12k');
    await page.goto(`${base}/guides/changelog`);
    await expect(page.locator('.topbar .github-button [data-count]')).toHaveText('12k');
    expect(requests).toBe(1);
  });

  test('on a phone the navbar links and the call-to-action are in the menu', async ({ page }) => {
    await page.route('https://api.github.com/repos/acme/docs', (route) => route.fulfill({ json: { stargazers_count: 7 } }));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}/`);
    const menu = page.getByRole('navigation', { name: 'Main' }).locator('.sidebar-topbar-links');
    await expect(page.getByRole('navigation', { name: 'Top bar' })).toBeHidden();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(menu.getByRole('link', { name: /Status/ })).toBeVisible();
    await expect(menu.locator('.github-button [data-count]')).toHaveText('7');
    await menu.getByRole('link', { name: 'Changelog' }).click();
    await expect(page).toHaveURL(`${base}/guides/changelog`);
  });

  test('github button offline or rate-limited: no count, no layout shift', async ({ page }) => {
    await page.route('https://api.github.com/repos/acme/docs', (route) => route.fulfill({ status: 403, json: { message: 'rate limited' } }));
    await page.goto(`${base}/`);
    const button = page.locator('.topbar .github-button');
    const width = await button.evaluate((el) => el.getBoundingClientRect().width);
    await expect(button).toContainText('acme/docs');
    await expect(button.locator('[data-stars]')).toBeHidden();
    // The script has had GitHub's answer and drawn its final state: the width must not have moved.
    await expect(button.locator('[data-stars][data-settled]')).toBeAttached();
    expect(await button.evaluate((el) => el.getBoundingClientRect().width)).toBe(width);
  });

  test('versions: a dropdown that hides other versions’ groups and anchors, and remembers the choice', async ({ page }) => {
    await page.goto(`${base}/`);
    const select = page.getByLabel('Documentation version');
    await expect(select).toHaveValue('v2');
    await expect(page.getByRole('link', { name: 'Old guide' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Legacy API' })).toBeHidden();
    await select.selectOption('v1');
    await expect(page.getByRole('link', { name: 'Legacy API' })).toBeVisible();
    await page.goto(`${base}/guides/old`);
    await expect(page.getByLabel('Documentation version')).toHaveValue('v1');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Old guide' })).toBeVisible();
  });

  test('anchors: icons, colours, sections, outbound links and default-hidden anchors', async ({ page }) => {
    await page.goto(`${base}/`);
    const anchors = page.locator('.anchors');
    await expect(anchors.getByRole('link')).toHaveText(['Guides', 'API', /Community/]);
    await expect(anchors.locator('li:visible svg')).toHaveCount(3);
    await expect(anchors.getByRole('link', { name: 'Guides' })).toHaveAttribute('aria-current', 'true');
    await expect(anchors.getByRole('link', { name: 'API' }).locator('.anchor-tile')).toHaveCSS('background-image', /linear-gradient/);
    await expect(anchors.getByRole('link', { name: /Community/ }).locator('.anchor-tile')).toHaveCSS('background-image', /rgb\(88, 101, 242\)/);
    await expect(anchors.getByRole('link', { name: /Community/ })).toHaveAttribute('target', '_blank');
    await anchors.getByRole('link', { name: 'API' }).click();
    await expect(page).toHaveURL(`${base}/api/users`);
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar.locator('.sidebar-heading')).toHaveText(['Endpoints']);
    await expect(sidebar.getByRole('link', { name: 'API' })).toHaveAttribute('aria-current', 'true');
    // isDefaultHidden: absent until someone is linked inside it.
    await expect(sidebar.getByRole('link', { name: 'Internals' })).toHaveCount(0);
    await page.goto(`${base}/internals`);
    await expect(page.locator('.anchors').getByRole('link', { name: 'Internals' })).toHaveAttribute('aria-current', 'true');
  });

  test('navigation group icons render beside the heading', async ({ page }) => {
    await page.goto(`${base}/`);
    await expect(page.locator('.sidebar-heading', { hasText: 'Getting started' }).locator('svg[data-icon="flag"]')).toHaveCount(1);
  });

  test('footerSocials: a brand icon per account, each with an accessible name', async ({ page }) => {
    await page.goto(`${base}/`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link')).toHaveCount(9);
    await expect(footer.getByRole('link', { name: 'Acme Docs on GitHub' })).toHaveAttribute('href', 'https://github.com/acme');
    await expect(footer.getByRole('link', { name: 'Acme Docs on Hacker News' }).locator('svg[data-icon="hacker-news"]')).toHaveCount(1);
    await expect(footer.getByRole('link', { name: 'Acme Docs on X (Twitter)' })).toHaveAttribute('href', 'https://twitter.com/acme');
  });

  test('feedback: suggest an edit of this page’s source, or raise an issue naming it', async ({ page }) => {
    await page.goto(`${base}/api/users`);
    await expect(page.getByRole('link', { name: /Suggest edits/ })).toHaveAttribute('href', 'https://github.com/acme/docs/edit/main/docs/api/users.md');
    const issue = new URL((await page.getByRole('link', { name: /Raise issue/ }).getAttribute('href'))!);
    expect(issue.origin + issue.pathname).toBe('https://github.com/acme/docs/issues/new');
    expect(issue.searchParams.get('title')).toBe('Issue on docs: Users (/api/users)');
  });

  test('backgroundImage: fixed behind the page', async ({ page }) => {
    await page.goto(`${base}/`);
    await expect(page.locator('body')).toHaveCSS('background-image', /background\.svg/);
    await expect(page.locator('body')).toHaveCSS('background-attachment', /^fixed/);
  });
});

test.describe('modeToggle locked', () => {
  test('isHidden with default: no toggle, and the site stays in that mode', async ({ page, site }) => {
    const base = await site('gallery-mode-locked');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${base}/`);
    await page.evaluate(() => localStorage.setItem('quire-theme', 'light'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: /Switch to/ })).toHaveCount(0);
  });
});

test.describe('tabs with anchors', () => {
  test('the tab bar and anchors split the sidebar into sections', async ({ page, site }) => {
    const base = await site('gallery-tabs-anchors');
    await page.goto(`${base}/`);
    const tabs = page.getByRole('navigation', { name: 'Sections' });
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(tabs.getByRole('link')).toHaveText(['Docs', 'API reference']);
    await expect(tabs.getByRole('link', { name: 'Docs' })).toHaveAttribute('aria-current', 'true');
    await expect(sidebar.locator('.sidebar-heading')).toHaveText(['Guides']);
    await tabs.getByRole('link', { name: 'API reference' }).click();
    await expect(page).toHaveURL(`${base}/api-reference/list`);
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'API reference' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).locator('.sidebar-heading')).toHaveText(['Endpoints']);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SDKs' }).click();
    await expect(page).toHaveURL(`${base}/sdk/python`);
    await expect(page.getByRole('navigation', { name: 'Main' }).locator('.sidebar-heading')).toHaveText(['SDKs']);
    // A page outside navigation still lands in the tab its path names.
    await page.goto(`${base}/api-reference/orphan`);
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'API reference' })).toHaveAttribute('aria-current', 'true');
  });

  test('previous and next stay in the tab and anchor of the page', async ({ page, site }) => {
    const base = await site('gallery-tabs-anchors');
    const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
    await page.goto(`${base}/guides/install`);
    await expect(pager.getByRole('link', { name: /Previous/ })).toContainText('Welcome');
    await expect(pager.getByRole('link', { name: /Next/ }), 'the last Docs page does not lead into the API tab').toHaveCount(0);
    await page.goto(`${base}/api-reference/list`);
    await expect(pager.getByRole('link', { name: /Previous/ })).toHaveCount(0);
    await pager.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(`${base}/api-reference/create`);
    await expect(pager.getByRole('link', { name: /Next/ }), 'nor the last API page into the SDKs anchor').toHaveCount(0);
  });

  test('a link call-to-action: the button text leads to its url, in the "dark" colour with readable text', async ({ page, site }) => {
    await page.goto(`${await site('gallery-tabs-anchors')}/`);
    const cta = page.getByRole('link', { name: 'Install now' });
    await expect(cta).toHaveAttribute('href', '/guides/install');
    await expect(cta).toHaveCSS('background-color', /rgb\(/);
    // colors.dark #fde047 is a pale yellow: the text on it must be dark.
    await expect(cta).toHaveCSS('color', 'rgb(17, 17, 17)');
    await cta.click();
    await expect(page).toHaveURL(/\/guides\/install$/);
  });

  test('tabs scroll sideways on a phone instead of widening the page', async ({ page, site }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${await site('gallery-tabs-anchors')}/`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });

  test('a tab row longer than the screen scrolls inside itself with faded ends', async ({ page, site }) => {
    // Narrower than the two tabs with their gap: the row overflows, as a site with many tabs does on a phone.
    await page.setViewportSize({ width: 170, height: 740 });
    await page.goto(`${await site('gallery-tabs-anchors')}/`);
    const row = page.getByRole('navigation', { name: 'Sections' }).getByRole('list');
    expect(await row.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
    expect(await row.evaluate((list) => getComputedStyle(list).maskImage)).toMatch(/linear-gradient/);
    // Scrolled, the row brings its last tab whole into its box; the page itself does not move.
    await row.evaluate((list) => list.scrollBy({ left: list.scrollWidth }));
    const inside = await row.getByRole('link', { name: 'API reference' }).evaluate((link) => {
      const box = link.closest('ul')!.getBoundingClientRect();
      const own = link.getBoundingClientRect();
      return own.left >= box.left && own.right <= box.right;
    });
    expect(inside).toBe(true);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });
});

test.describe('versions on navigation groups', () => {
  test('switching version swaps the groups', async ({ page, site }) => {
    await page.goto(`${await site('gallery-versions')}/`);
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar.getByRole('link', { name: 'Setup (v2)' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Setup (v1)' })).toBeHidden();
    // Drawn as Quire's choices are, not as the platform's control: one chevron of its own.
    const picker = page.getByLabel('Documentation version');
    await expect(picker).toHaveCSS('appearance', 'none');
    await expect(picker).toHaveCSS('background-image', /^url\("data:image\/svg\+xml/);
    await page.getByLabel('Documentation version').selectOption('v1');
    await expect(sidebar.getByRole('link', { name: 'Setup (v1)' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Setup (v2)' })).toBeHidden();
  });
});
