import { expect, test } from '@playwright/test';

/**
 * Ctrl+K once the page's search script listens for it: a key pressed while the deferred script is
 * still loading is lost, as it would be for a reader (the element is defined when it listens).
 */
async function pressSearchShortcut(page: import('@playwright/test').Page) {
  await page.waitForFunction(() => customElements.get('quire-search') !== undefined);
  await page.keyboard.press('Control+k');
}

test.describe('search', () => {
  test('Ctrl-K opens the dialog; typing a word from a page finds it, Enter opens it', async ({ page }) => {
    const pagefindRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/pagefind/')) pagefindRequests.push(request.url());
    });
    await page.goto('/getting-started');
    await page.waitForLoadState('networkidle');
    expect(pagefindRequests, 'the index is loaded only when search opens').toEqual([]);

    await pressSearchShortcut(page);
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('combobox', { name: 'Search the docs' });
    await expect(input).toBeFocused();
    // The dialog is made by the search script (pages do not carry it); the field still says what it searches.
    await expect(input).toHaveAttribute('placeholder', 'Search the docs');
    await input.fill('copyable');
    const results = dialog.getByRole('option');
    await expect(results.first()).toContainText('Components › Code blocks');
    await expect(results.first().locator('mark')).toHaveText(/copyable/i);
    expect(pagefindRequests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
    await input.press('Enter');
    // The result leads to the section that matched.
    await expect(page).toHaveURL(/\/guides\/components\/?#code-blocks$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Components');
    await expect(page.getByRole('heading', { name: 'Code blocks' })).toBeInViewport();
  });

  test('the search button opens it; arrows move through results; Escape closes', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Search/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    const input = dialog.getByRole('combobox');
    await input.fill('site.json');
    const options = dialog.getByRole('option');
    await expect(options.nth(1)).toBeVisible();
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toHaveAttribute('aria-selected', 'false');
    await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await input.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test("an excerpt shows the page's text as written: `<` once, never as &lt;, and only the match marked", async ({ page }) => {
    await page.goto('/');
    await pressSearchShortcut(page);
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    await dialog.getByRole('combobox').fill('literal');
    const excerpt = dialog.getByRole('option').first().locator('.search-result-excerpt');
    await expect(excerpt).toContainText('a component tag');
    const text = await excerpt.textContent();
    expect(text).toContain('<');
    expect(text).not.toMatch(/&lt;|&amp;|&#/);
    await expect(excerpt.locator('mark')).toHaveText(/literal/i);
    await expect(excerpt.locator('*:not(mark)')).toHaveCount(0);
  });

  test('a word on no page says so; site chrome is not indexed', async ({ page }) => {
    await page.goto('/');
    await pressSearchShortcut(page);
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    await dialog.getByRole('combobox').fill('zzyzxnotaword');
    await expect(dialog.getByRole('status')).toHaveText('No results for “zzyzxnotaword”');
    // "Skip to content" is on every page, outside the article: it must never be a result.
    await dialog.getByRole('combobox').fill('Skip');
    await expect(dialog.getByRole('status')).toHaveText(/No results/);
  });

  test('API operation pages are searchable by what the OpenAPI file says; the playground is not indexed', async ({ page }) => {
    await page.goto('/');
    await pressSearchShortcut(page);
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    const input = dialog.getByRole('combobox');
    // Only in the OpenAPI file: the description of the request body's `properties` field.
    await input.fill('Properties are available as variables');
    const results = dialog.getByRole('option');
    const getUser = results.filter({ hasText: 'Get user (get or create)' });
    await expect(getUser).toHaveCount(1);
    await expect(results.filter({ hasText: 'Update user' })).toHaveCount(1);
    // Field names and types stay words of their own in what is indexed.
    await expect(getUser).toContainText('properties object');
    await getUser.click();
    await expect(page).toHaveURL(/\/api\/get-user/);
    // The playground's own text is on every API page, but only the pages explaining it match.
    await pressSearchShortcut(page);
    await dialog.getByRole('combobox').fill('Remember for this tab');
    await expect(results.first()).toBeVisible();
    await expect(results.filter({ hasText: 'Get user (get or create)' })).toHaveCount(0);
    await expect(results.filter({ hasText: 'Update user' })).toHaveCount(0);
  });

  test('the searching part is not loaded with the page, only once a reader heads for search; then search works', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const searchingPart = (urls: string[]) => urls.filter((url) => /\/search-results\.[\w-]+\.js$/.test(url));
    await page.goto('/getting-started');
    expect(searchingPart(requested), 'requested before the load event').toEqual([]);
    // The dialog's frame is made when the browser is first idle (or a second on, if it is never idle):
    // once it is there, the page has had its quiet moment too.
    await expect(page.locator('quire-search dialog')).toBeAttached();
    const fetchedByPage = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    expect(searchingPart([...fetchedByPage, ...requested]), 'requested once the page was idle').toEqual([]);
    expect(requested.filter((url) => url.includes('/pagefind/'))).toEqual([]);

    // Focus on the button (a keyboard reader on their way to it) is enough to fetch it.
    const button = page.getByRole('button', { name: /Search/ });
    const searching = page.waitForRequest((request) => /\/search-results\.[\w-]+\.js$/.test(new URL(request.url()).pathname));
    await button.focus();
    await searching;
    expect(
      requested.filter((url) => url.includes('/pagefind/')),
      'Pagefind still waits for the dialog to open',
    ).toEqual([]);

    await button.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    const input = dialog.getByRole('combobox', { name: 'Search the docs' });
    await expect(input).toBeFocused();
    await input.fill('copyable');
    await expect(dialog.getByRole('option').first()).toContainText('Components › Code blocks');
    expect(searchingPart(requested)).toHaveLength(1);
  });

  test('a page that is never idle still gets its search frame, so its status region is there before it speaks', async ({ page }) => {
    // A site script that keeps the main thread busy in back-to-back tasks: the browser never has an idle moment.
    await page.addInitScript(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const until = performance.now() + 20;
        while (performance.now() < until);
        channel.port2.postMessage(null);
      };
      channel.port2.postMessage(null);
    });
    await page.goto('/getting-started');
    await expect(page.locator('quire-search dialog [role="status"]')).toBeAttached();
  });

  test('Ctrl-K then typing at once loses no key while the searching part is still on its way', async ({ page }) => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    // The searching part is held back until the words are typed: the worst case of a slow network.
    await page.route(/\/search-results\.[\w-]+\.js/, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto('/getting-started');
    const searching = page.waitForRequest(/\/search-results\.[\w-]+\.js/);
    await pressSearchShortcut(page);
    await page.keyboard.type('copyable');
    await searching;
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    const input = dialog.getByRole('combobox', { name: 'Search the docs' });
    await expect(input).toHaveValue('copyable');
    await expect(dialog.getByRole('option')).toHaveCount(0);
    arrive();
    // What was typed meanwhile is searched as soon as the part arrives.
    await expect(dialog.getByRole('option').first()).toContainText('Components › Code blocks');
  });

  test('offline, the dialog says search could not be loaded; opening it again once online retries', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let online = false;
    await page.route(/\/search-results\.[\w-]+\.js/, (route) => (online ? route.continue() : route.abort('internetdisconnected')));
    await page.goto('/getting-started');
    const button = page.getByRole('button', { name: /Search/ });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    await expect(dialog.getByRole('status')).toHaveText('Search could not be loaded. Check the connection, then open search again.');
    await dialog.getByRole('combobox').press('Escape');
    await expect(dialog).toBeHidden();

    online = true;
    await button.click();
    await dialog.getByRole('combobox').fill('copyable');
    await expect(dialog.getByRole('option').first()).toContainText('Components › Code blocks');
    await expect(dialog.getByRole('status'), 'the message made way for the count').toHaveText(/^\d+ results?$/);
    expect(errors, 'no unhandled rejection').toEqual([]);
  });

  test('on a phone the search button is an icon that still has a name and opens search', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Search', exact: true });
    await expect(button).toBeVisible();
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Search the docs' })).toBeVisible();
  });
});
