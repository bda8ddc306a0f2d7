import { expect, test } from '@playwright/test';
import { serveApiSite, type ServedSite } from '../support/api-sites.ts';

// An API page as Mintlify draws one: nested attributes folded behind "Show child attributes", each
// response's attributes folded but the first success's, one response example at a time.
let site: ServedSite;
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(200_000);
  site = await serveApiSite(
    'api-reference',
    { playground: { mode: 'hide' } },
    {
      openapi: 'tests/fixtures/openapi/orders.yaml',
      pages: { 'get-order': '---\nopenapi: GET /orders/{orderId}\n---\n' },
    },
  );
});
test.afterAll(async () => site?.stop());

for (const theme of ['light', 'dark'] as const) {
  test(`nested attributes are folded and open by click and by keyboard (${theme})`, async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${site.url}/get-order`);
    const main = page.locator('.api-main');
    const email = main.getByText('Where the receipt goes.');
    await expect(main.getByText("The order's id.")).toBeVisible();
    await expect(email).toBeHidden();
    const show = main.locator('summary', { hasText: 'of customer' });
    // "Show"/"Hide" is drawn by CSS (search and copied text keep "child attributes of customer"): the name a reader hears has it.
    await expect(show).toHaveAccessibleName('Show child attributes of customer');
    await show.click();
    await expect(email).toBeVisible();
    await expect(show).toHaveAccessibleName('Hide child attributes of customer');
    await page.screenshot({ path: testInfo.outputPath(`api-reference-${theme}.png`), fullPage: true });

    // The 404's attributes wait behind their own control; Enter on it (focused by Tab) opens them.
    const notFound = main.getByText('Always order_not_found.');
    await expect(notFound).toBeHidden();
    const responseAttributes = main.locator('[data-status="404"] > details > summary');
    await responseAttributes.focus();
    await page.keyboard.press('Enter');
    const errorAttributes = main.locator('[data-status="404"] summary', { hasText: 'of error' });
    await errorAttributes.focus();
    await page.keyboard.press('Enter');
    await expect(notFound).toBeVisible();
  });
}

test('the response-code selector shows one example at a time', async ({ page }) => {
  await page.goto(`${site.url}/get-order`);
  const examples = page.getByRole('region', { name: 'Response example' });
  await expect(examples.getByRole('tabpanel')).toHaveCount(1);
  await expect(examples.getByRole('tabpanel')).toContainText('ada@example.com');
  await examples.getByRole('tab', { name: '404' }).click();
  await expect(examples.getByRole('tabpanel')).toHaveCount(1);
  await expect(examples.getByRole('tabpanel')).toContainText('order_not_found');
});

test('the response-code selector is used from the keyboard: arrows, Home and End choose a status code and show its example', async ({ page }) => {
  await page.goto(`${site.url}/get-order`);
  const examples = page.getByRole('region', { name: 'Response example' });
  const ok = examples.getByRole('tab', { name: '200' });
  const notFound = examples.getByRole('tab', { name: '404' });
  await ok.focus();
  await page.keyboard.press('End');
  await expect(notFound).toBeFocused();
  await expect(notFound).toHaveAttribute('aria-selected', 'true');
  await expect(examples.getByRole('tabpanel')).toContainText('order_not_found');
  await page.keyboard.press('Home');
  await expect(ok).toBeFocused();
  await expect(examples.getByRole('tabpanel')).toContainText('ada@example.com');
  await page.keyboard.press('ArrowRight');
  await expect(notFound).toBeFocused();
  await expect(examples.getByRole('tabpanel')).toHaveCount(1);
  await expect(examples.getByRole('tabpanel')).toContainText('order_not_found');
  // Tab leaves the tab list for the example itself (one tab stop for the list, as the pattern asks).
  await page.keyboard.press('Tab');
  await expect(examples.getByRole('button', { name: 'Copy' })).toBeFocused();
});

test('a long response example is read to its end by scrolling the page, with no scroll box of its own', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${site.url}/get-order`);
  const aside = page.locator('.api-aside');
  const trapped = await aside.evaluate(
    (root) =>
      [root, ...root.querySelectorAll('*')].filter((element) => {
        const overflow = getComputedStyle(element).overflowY;
        return (overflow === 'auto' || overflow === 'scroll') && element.scrollHeight > element.clientHeight + 1;
      }).length,
  );
  expect(trapped).toBe(0);
  const lastLine = aside.getByText('last-line-of-the-example');
  await page.mouse.wheel(0, 20_000);
  await expect(lastLine).toBeInViewport();
});
