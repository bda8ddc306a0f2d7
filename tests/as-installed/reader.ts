import { chromium, type Page } from '@playwright/test';
import { chromiumPath } from '../support/chromium-path.mjs';

/** The starter's pages a reader opens first: its home (Quire's components), a written page and the API operation page. */
export interface StarterPages {
  home: string;
  page: string;
  api: string;
  /** A word of `page` the search must find. */
  word: string;
}

/**
 * What a reader of a served Quire site (dev or preview) would find broken, in real Chromium with no
 * network: any same-origin request answering 4xx/5xx on the starter's pages (a stylesheet, a script, the
 * font), a page error, a mode toggle that does not switch, a Ctrl-K that opens no search or finds
 * nothing, a playground whose Send gets no answer from the mock. An empty list when all is well.
 */
export async function readerProblems(origin: string, pages: StarterPages): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
  const problems: string[] = [];
  try {
    const page = await browser.newPage({ reducedMotion: 'reduce' });
    page.setDefaultTimeout(60_000);
    await page.route(
      (url) => url.origin !== origin,
      (route) => route.abort('internetdisconnected'),
    );
    page.on('response', (response) => {
      if (response.url().startsWith(origin) && response.status() >= 400) problems.push(`${response.status()} for ${response.url().slice(origin.length)}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    for (const path of [pages.home, pages.page, pages.api]) {
      const response = await page.goto(origin + path, { waitUntil: 'networkidle' });
      if (response?.status() !== 200) problems.push(`${path} answered ${response?.status()}`);
    }
    await page.goto(origin + pages.page, { waitUntil: 'networkidle' });
    problems.push(...(await modeToggleProblems(page)), ...(await searchProblems(page, pages.word)));
    await page.goto(origin + pages.api, { waitUntil: 'networkidle' });
    problems.push(...(await playgroundProblems(page)));
  } finally {
    await browser.close();
  }
  return problems;
}

async function modeToggleProblems(page: Page): Promise<string[]> {
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme');
  await page.getByRole('button', { name: /^Switch to (dark|light) mode$/ }).click();
  const after = await html.getAttribute('data-theme');
  return after !== before && (after === 'dark' || after === 'light') ? [] : [`the mode toggle left data-theme at ${after}`];
}

async function searchProblems(page: Page, word: string): Promise<string[]> {
  // The shortcut listens once the search element is defined (a key pressed before is lost, as for a reader).
  await page.waitForFunction(() => customElements.get('quire-search') !== undefined);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the docs' });
  await dialog.waitFor({ state: 'visible' });
  await dialog.getByRole('combobox', { name: 'Search the docs' }).fill(word);
  try {
    await dialog.getByRole('option').first().waitFor({ state: 'visible', timeout: 30_000 });
  } catch {
    return [`Ctrl-K search for "${word}" found nothing: ${((await dialog.textContent()) ?? '').replace(/\s+/g, ' ')}`];
  }
  await page.keyboard.press('Escape');
  return [];
}

async function playgroundProblems(page: Page): Promise<string[]> {
  // The playground opens from "Try it" beside the endpoint, as a reader opens it.
  const tryIt = page.getByRole('button', { name: 'Try it' });
  if ((await tryIt.count()) === 0) return ['the API page has no "Try it" button to open its playground'];
  await tryIt.click();
  const baseUrl = await page.getByLabel('Base URL').elementHandle();
  try {
    // The mock is offered once the playground asked the server for it; with no network it is the one chosen.
    await page.waitForFunction((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent === 'Mock (local)', baseUrl, { timeout: 30_000 });
  } catch {
    return [`the playground did not choose the mock: its base URL is ${await baseUrl?.evaluate((select) => (select as HTMLSelectElement).value)}`];
  }
  await page.getByRole('button', { name: 'Send' }).click();
  const status = await page.getByRole('region', { name: 'Response', exact: true }).locator('[data-status]').elementHandle();
  await page.waitForFunction((element) => /^(\d{3}|Not sent)/.test(element?.textContent ?? ''), status);
  const text = await status?.textContent();
  return text === '200 OK' ? [] : [`the playground's Send answered "${text}" from the mock`];
}
