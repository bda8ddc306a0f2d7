import { chromium, type Page } from '@playwright/test';
import { chromiumPath } from '../support/chromium-path.mjs';
import type { RunningServer } from './npm-user.ts';

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
 * nothing, a playground whose Send gets no answer from the mock. An empty list when all is well;
 * otherwise the list ends with what the reader saw (navigations, reloads the server asked for,
 * failed requests) and the server's log, so a failure in CI says where it stopped.
 *
 * A dev server may reload the page once when Vite has finished bundling the packages a page
 * imports (its first start): a step during which the page was reloaded is read again, once.
 */
export async function readerProblems(server: RunningServer, pages: StarterPages): Promise<string[]> {
  const { origin } = server;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
  const problems: string[] = [];
  const seen: string[] = [];
  const started = Date.now();
  const saw = (what: string) => seen.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${what}`);
  let navigations = 0;
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
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      navigations++;
      saw(`page ${frame.url().slice(origin.length)}`);
    });
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(origin)) saw(`request failed: ${request.url().slice(origin.length)} (${request.failure()?.errorText})`);
    });
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('full-reload')) saw(`the server asked for a reload: ${payload}`);
      }),
    );
    /** One step of the reading, read again once if the page was reloaded while it ran. */
    const step = async (name: string, read: () => Promise<string[]>): Promise<string[]> => {
      for (let attempt = 1; ; attempt++) {
        const before = navigations;
        saw(name);
        const found = await read().catch((error: Error) => [`${name}: ${error.message.split('\n')[0]}`]);
        if (found.length === 0 || navigations === before || attempt === 2) return found;
        saw(`${name} again: the page was reloaded while it ran (${found.join('; ')})`);
        await page.waitForLoadState('load');
      }
    };
    const open = (path: string) => async () => {
      const response = await page.goto(origin + path, { waitUntil: 'load' });
      return response?.status() === 200 ? [] : [`${path} answered ${response?.status()}`];
    };
    for (const path of [pages.home, pages.page, pages.api]) problems.push(...(await step(`open ${path}`, open(path))));
    await page.goto(origin + pages.page, { waitUntil: 'load' });
    problems.push(...(await step('the mode toggle', () => modeToggleProblems(page))), ...(await step('Ctrl-K search', () => searchProblems(page, pages.word))));
    await page.goto(origin + pages.api, { waitUntil: 'load' });
    problems.push(...(await step('the playground', () => playgroundProblems(page))));
  } catch (error) {
    problems.push(`the reader stopped: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    await browser.close();
  }
  return problems.length === 0 ? [] : [...problems, `what the reader saw:\n${seen.join('\n')}`, `the server's log:\n${server.log().slice(-4000)}`];
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
