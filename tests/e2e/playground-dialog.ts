import { expect, type Locator, type Page } from '@playwright/test';

/** Opens an API page's playground as a reader does ("Try it" beside the endpoint) and returns its form. */
export async function openPlayground(page: Page, name: string | RegExp = /^Try /): Promise<Locator> {
  await page.getByRole('button', { name: 'Try it' }).click();
  const form = page.getByRole('dialog').getByRole('form', { name });
  await expect(form).toBeVisible();
  return form;
}
