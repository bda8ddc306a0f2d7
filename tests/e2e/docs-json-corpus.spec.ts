import type { Page } from '@playwright/test';
import { corpusSkip } from '../support/corpus.ts';
import { expect, HOPPSCOTCH, SAFEFY, test, VOCOBASE } from './corpus-sites.ts';
import { openPlayground } from './playground-dialog.ts';

// Real docs.json sites from public repositories (the corpus beside the checkout), each copied,
// built once per run and read in Chromium the way a reader does: clicking and typing.

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Sections' });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const sidebarHeadings = (page: Page) => sidebar(page).locator('.sidebar-heading');

test.describe('Safefy Pay (tabs in two languages, global anchors)', () => {
  const skip = corpusSkip(SAFEFY);
  test.skip(skip !== false, String(skip));

  test('clicking a tab lands on its first page, marks it current and shows its groups in the sidebar', async ({ page, safefy }) => {
    await page.goto(`${safefy}/quickstart`);
    await expect(tabBar(page).getByRole('link', { name: 'Documentação' })).toHaveAttribute('aria-current', 'true');
    await expect(sidebarHeadings(page)).toHaveText(['Introdução', 'Conceitos', 'Status da API', 'Ambiente de testes']);

    await tabBar(page).getByRole('link', { name: 'API' }).click();
    await page.waitForURL(`${safefy}/api-reference/auth/token`);
    await expect(page.getByRole('heading', { level: 1, name: 'Gerar token' })).toBeVisible();
    await expect(tabBar(page).getByRole('link', { name: 'API' })).toHaveAttribute('aria-current', 'true');
    await expect(tabBar(page).getByRole('link', { name: 'Documentação' })).not.toHaveAttribute('aria-current', /.*/);
    await expect(sidebarHeadings(page)).toHaveText(['Autenticação', 'Clientes', 'Transações', 'Saldo', 'Saques']);
    await expect(sidebar(page).getByRole('link', { name: 'Gerar token' })).toHaveAttribute('aria-current', 'page');

    // And back: the first tab's first page is the home page.
    await tabBar(page).getByRole('link', { name: 'Documentação' }).click();
    await page.waitForURL(`${safefy}/`);
    await expect(sidebarHeadings(page).first()).toHaveText('Introdução');
  });

  test('the language switch moves to the English tabs and their sidebar', async ({ page, safefy }) => {
    await page.goto(`${safefy}/`);
    const language = page.locator('details.division-menu[data-kind="language"]');
    await language.getByLabel(/^Language: /).click();
    await language.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${safefy}/en`);
    await expect(tabBar(page).getByRole('link')).toHaveText(['Documentation', 'API']);
    await expect(tabBar(page).getByRole('link', { name: 'Documentation' })).toHaveAttribute('aria-current', 'true');
    await expect(sidebarHeadings(page)).toHaveText(['Introduction', 'Concepts', 'API Status', 'Testing environment']);
    await expect(page.locator('details.division-menu[data-kind="language"] summary')).toHaveAccessibleName('Language: English');
  });

  test("search belongs to the reader's language: on an English page every result is an English page, on a Portuguese one a Portuguese page", async ({ page, safefy }) => {
    const results = async (path: string, word: string) => {
      await page.goto(`${safefy}${path}`);
      await page.waitForFunction(() => customElements.get('quire-search') !== undefined);
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: 'Search the docs' });
      await dialog.getByRole('combobox', { name: 'Search the docs' }).fill(word);
      await expect(dialog.getByRole('option').first()).toBeVisible();
      // Each result is a link with the option role.
      return dialog.getByRole('option').evaluateAll((options) => options.map((option) => new URL((option as HTMLAnchorElement).href, location.href).pathname));
    };
    // "sandbox" is a page of both languages (/sandbox and /en/sandbox).
    const english = await results('/en/sandbox', 'sandbox');
    expect(english.length).toBeGreaterThan(0);
    for (const path of english) expect(path).toMatch(/^\/en(\/|$)/);
    const portuguese = await results('/sandbox', 'sandbox');
    expect(portuguese.length).toBeGreaterThan(0);
    for (const path of portuguese) expect(path).not.toMatch(/^\/en(\/|$)/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });

  test('a global anchor is in every sidebar and lands on the page it points to', async ({ page, safefy }) => {
    await page.goto(`${safefy}/api-reference/customers/create`);
    const anchors = sidebar(page).locator('.anchors');
    await expect(anchors.getByRole('link', { name: 'Support' })).toHaveAttribute('href', 'mailto:suporte@safefypay.com.br');
    await anchors.getByRole('link', { name: 'Status' }).click();
    await page.waitForURL(`${safefy}/en/status`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API Status');
    await expect(sidebar(page).getByRole('link', { name: 'API Status', exact: true })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('Hoppscotch (anchors at the top of navigation, each with its own groups)', () => {
  const skip = corpusSkip(HOPPSCOTCH);
  test.skip(skip !== false, String(skip));

  test('clicking an anchor lands on its first page, marks it current and shows its groups; link anchors leave the site', async ({ page, hoppscotch }) => {
    await page.goto(`${hoppscotch}/documentation/getting-started/introduction`);
    const anchors = sidebar(page).locator('.anchors');
    await expect(anchors.getByRole('link', { name: 'Documentation' })).toHaveAttribute('aria-current', 'true');
    await expect(anchors.getByRole('link', { name: /^Download/ })).toHaveAttribute('href', 'https://hoppscotch.com/download');
    await expect(anchors.getByRole('link', { name: /^Download/ })).toHaveAttribute('target', '_blank');

    await anchors.getByRole('link', { name: 'Guides' }).click();
    await page.waitForURL(`${hoppscotch}/guides/getting-started/introduction`);
    await expect(page.getByRole('heading', { level: 1, name: 'Introduction to guides' })).toBeVisible();
    await expect(sidebar(page).locator('.anchors').getByRole('link', { name: 'Guides' })).toHaveAttribute('aria-current', 'true');
    await expect(sidebar(page).locator('.anchors').getByRole('link', { name: 'Documentation' })).not.toHaveAttribute('aria-current', /.*/);
    await expect(sidebarHeadings(page)).toHaveText(['Getting started', 'Articles']);
  });
});

test.describe('vocobase (an API group generated from openapi.json, no MDX file per operation)', () => {
  const skip = corpusSkip(VOCOBASE);
  test.skip(skip !== false, String(skip));

  test('a generated operation page: the playground sends the typed path parameter to a local API and shows its answer', async ({ page, vocobase, localApi }) => {
    await page.goto(`${vocobase}/`);
    // The generated operations are grouped by their OpenAPI tag, each group folded until opened.
    const agents = sidebar(page).locator('summary', { hasText: /^Agents$/ });
    await agents.click();
    await sidebar(page).getByRole('link', { name: 'Get an agent' }).click();
    await page.waitForURL(`${vocobase}/api-reference/agents/get-an-agent`);
    await expect(page.getByRole('heading', { level: 1, name: 'Get an agent' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Get an agent' })).toHaveAttribute('aria-current', 'page');

    const playground = await openPlayground(page, 'Try GET /agent/{id}');
    await expect(playground).toContainText(`${localApi.url}/api/v2`);
    // docs.json says nothing about auth: the spec's bearerAuth scheme is what the playground asks for.
    await playground.getByLabel(/^Bearer token/).fill('rg_live_local');
    await playground.getByLabel(/^id\b/).fill('agent-42');
    await playground.getByRole('button', { name: 'Send' }).click();

    const response = page.getByRole('region', { name: 'Response', exact: true });
    await expect(response.locator('[data-status]')).toHaveText('200 OK');
    await expect(response.locator('pre code')).toContainText('"received": "GET /api/v2/agent/agent-42"');
    expect(localApi.received).toContainEqual({ method: 'GET', url: '/api/v2/agent/agent-42', authorization: 'Bearer rg_live_local' });
    // The samples follow the typed parameter and show where the token goes, never the token itself.
    const curl = page.getByRole('dialog').getByRole('region', { name: 'Request', exact: true }).getByRole('tabpanel');
    await expect(curl).toContainText(`--url '${localApi.url}/api/v2/agent/agent-42'`);
    await expect(curl).toContainText(`--header 'Authorization: Bearer <TOKEN>'`);
    await expect(page.locator('quire-playground')).not.toContainText('rg_live_local');
  });
});

test.describe('versions and dropdowns (no corpus site has them: a small docs.json fixture)', () => {
  test('the version switch lands on the first page of the other version, with its own sidebar', async ({ page, site }) => {
    const url = await site('docs-json-divisions');
    await page.goto(`${url}/v2/setup`);
    const version = page.locator('details.division-menu[data-kind="version"]');
    await expect(version.locator('summary')).toHaveAccessibleName('Version: v2');
    await expect(sidebarHeadings(page)).toHaveText(['Start here']);
    await version.locator('summary').click();
    await version.getByRole('link', { name: /v1/ }).click();
    await page.waitForURL(`${url}/v1`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to v1' })).toBeVisible();
    await expect(page.locator('details.division-menu[data-kind="version"] summary')).toHaveAccessibleName('Version: v1');
    await expect(sidebarHeadings(page)).toHaveText(['Version 1 basics']);
    // v1 has no tabs; v2's tab bar is gone.
    await expect(tabBar(page)).toHaveCount(0);
  });

  test('search looks in the reader\'s version first; ticking "Search all versions" brings the others', async ({ page, site }) => {
    const url = await site('docs-json-divisions');
    await page.goto(`${url}/v2/setup`);
    await page.waitForFunction(() => customElements.get('quire-search') !== undefined);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    await dialog.getByRole('combobox', { name: 'Search the docs' }).fill('install');
    const paths = () => dialog.getByRole('option').evaluateAll((options) => options.map((option) => new URL((option as HTMLAnchorElement).href).pathname));
    await expect(dialog.getByRole('status')).toHaveText('1 result in v2');
    expect(await paths()).toEqual(['/v2/setup/']);
    await dialog.getByRole('checkbox', { name: 'Search all versions' }).check();
    await expect(dialog.getByRole('status')).toHaveText('2 results');
    expect((await paths()).sort()).toEqual(['/v1/setup/', '/v2/setup/']);
  });

  test('a dropdown inside a tab switches the sidebar to its groups', async ({ page, site }) => {
    const url = await site('docs-json-divisions');
    await page.goto(`${url}/v2`);
    await tabBar(page).getByRole('link', { name: 'API Reference' }).click();
    await page.waitForURL(`${url}/v2/api/payments/create`);
    const section = page.locator('details.division-menu[data-kind="dropdown"]');
    await expect(section.locator('summary')).toHaveAccessibleName('Section: Payments');
    await expect(sidebarHeadings(page)).toHaveText(['Payments API']);
    await section.locator('summary').click();
    await expect(section.getByRole('link', { name: /Wallets/ })).toContainText('Hold balances');
    await section.getByRole('link', { name: /Wallets/ }).click();
    await page.waitForURL(`${url}/v2/api/wallets/list`);
    await expect(page.getByRole('heading', { level: 1, name: 'List wallets' })).toBeVisible();
    await expect(page.locator('details.division-menu[data-kind="dropdown"] summary')).toHaveAccessibleName('Section: Wallets');
    await expect(sidebarHeadings(page)).toHaveText(['Wallets API']);
    await expect(tabBar(page).getByRole('link', { name: 'API Reference' })).toHaveAttribute('aria-current', 'true');
  });
});
