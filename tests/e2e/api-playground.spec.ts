import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/server.ts';
import { serveApiSite, type ServedSite } from '../support/api-sites.ts';
import { projectRoot } from '../support/run-build.ts';
import { openPlayground } from './playground-dialog.ts';
import { join } from 'node:path';

// Two sandboxes (to see the base URL switch reach the other one), a server that answers without
// CORS headers, and a port nothing listens on. The fixture site lists all four as base URLs.
let sandboxA: RunningSandbox;
let sandboxB: RunningSandbox;
let noCors: Server;
let noCorsUrl: string;
let deadUrl: string;
let site: ServedSite;

const AUTH = { method: 'key', name: 'Authorization', inputPrefix: 'Token ' };

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(200_000);
  sandboxA = await startSandbox({ port: 0, logError: () => {} });
  sandboxB = await startSandbox({ port: 0, tokens: { customer: 'b-customer-token', testing: 'b-testing-token' }, logError: () => {} });
  noCors = createServer((_req, res) => res.end('{"success": 1}'));
  noCorsUrl = await listen(noCors);
  const dead = createServer();
  deadUrl = await listen(dead);
  await new Promise((resolve) => dead.close(resolve));
  site = await serveApiSite('api-show', { baseUrl: [sandboxA.url, sandboxB.url, deadUrl, noCorsUrl], auth: AUTH, playground: { mode: 'show' }, maintainOrder: true });
});

test.afterAll(async () => {
  await site?.stop();
  await sandboxA?.close();
  await sandboxB?.close();
  await new Promise((resolve) => noCors?.close(resolve));
});

async function open(page: Page, path: string, token = sandboxA.tokens.customer) {
  await page.goto(`${site.url}${path}`);
  const playground = await openPlayground(page);
  if (token) await playground.getByLabel('Authorization header').fill(`Token ${token}`);
  return playground;
}

const result = (page: Page) => page.getByRole('region', { name: 'Response', exact: true });
const body = async (page: Page) => JSON.parse((await result(page).locator('pre code').textContent())!);

test('GET with a JSON body goes through the local forwarder and the sandbox creates the user group', async ({ page }) => {
  await open(page, '/api/get-user');
  await expect(page.getByText('This page sends it through the forwarder')).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(result(page).locator('[data-status]')).toHaveText('200 OK');
  await expect(result(page)).toContainText('via the local forwarder');
  await expect(result(page)).toContainText(/\d+ ms/);
  const first = await body(page);
  expect(first).toMatchObject({ success: 1, new_user_group: true, user_group: { name: 'Acme Corporation', provided_id: 'acme-42', properties: { region: 'EU' } } });
  expect(Object.keys(first.user_group).sort()).toEqual(['name', 'properties', 'provided_id', 'team_id', 'token']);
  expect(sandboxA.countUserGroups()).toBe(1);
  // The response headers are listed, and the body is highlighted JSON.
  await result(page)
    .getByText(/Response headers \(\d+\)/)
    .click();
  await expect(result(page).locator('dt', { hasText: 'content-type' })).toBeVisible();
  await expect(result(page).locator('.json-key').first()).toHaveText('"success"');
  // Same id again: found, not created.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(async () => (await body(page)).new_user_group).toBe(false);
  expect(sandboxA.countUserGroups()).toBe(1);
});

test('the sandbox receives exactly "Authorization: Token <API_TOKEN>": the token picks the environment, anything else is refused', async ({ page }) => {
  // Create the group in the Testing environment first (GET page), then update it.
  await open(page, '/api/get-user', sandboxA.tokens.testing);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(result(page).locator('[data-status]')).toHaveText('200 OK');
  const playground = await open(page, '/api/update-user', sandboxA.tokens.testing);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(result(page).locator('[data-status]')).toHaveText('200 OK');
  expect((await body(page)).user_group.api_environment_tag).toBe('Testing');
  // A Bearer header is not what the API takes: the sandbox says so.
  await playground.getByLabel('Authorization header').fill(`Bearer ${sandboxA.tokens.testing}`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(result(page).locator('[data-status]')).toHaveText('401 Unauthorized');
  expect(await body(page)).toMatchObject({ success: 0, message: expect.stringContaining('Malformed Authorization header') });
});

test('PUT and POST are sent directly; POST rotates the token the GET returned', async ({ page }) => {
  const get = await open(page, '/api/get-user');
  await get.getByLabel('Body').fill(JSON.stringify({ name: 'Rotate Me', user_group_id: 'rotate-1' }));
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(result(page).locator('[data-status]')).toHaveText('200 OK');
  const oldToken = (await body(page)).user_group.token as string;

  const put = await open(page, '/api/update-user');
  await put.getByLabel('Body').fill(JSON.stringify({ name: 'Rotate Me (it\'s "renamed")', user_group_id: 'rotate-1' }));
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(result(page).locator('[data-status]')).toHaveText('200 OK');
  await expect(result(page)).not.toContainText('via the local forwarder');
  // Sent straight to another origin: the page says it sees only the headers CORS exposes.
  await expect(result(page).locator('[data-headers-summary]')).toHaveText(/^Response headers \(\d+, those CORS lets this page read\)$/);
  expect((await body(page)).user_group).toMatchObject({ name: 'Rotate Me (it\'s "renamed")', api_environment_tag: 'Customer', token: oldToken });

  const post = await open(page, '/api/rotate-token');
  await post.getByLabel('Body').fill(JSON.stringify({ current_token: oldToken }));
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(result(page).locator('[data-status]')).toHaveText('200 OK');
  const rotated = await body(page);
  expect(Object.keys(rotated.user_group).sort()).toEqual(['api_environment_tag', 'name', 'provided_id', 'team_id', 'token']);
  expect(rotated.user_group.token).not.toBe(oldToken);
  // The old token no longer works.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(result(page).locator('[data-status]')).toHaveText('404 Not Found');
  expect((await body(page)).success).toBe(0);
});

test('the code samples follow the inputs but never show the typed token', async ({ page }) => {
  const playground = await open(page, '/api/update-user', 'super-secret-value');
  await playground.getByLabel('Body').fill('{"name": "O\'Brien", "user_group_id": "ob-1"}');
  // The request as typed shows beside the form, in the dialog.
  const samples = page.getByRole('dialog').getByRole('region', { name: 'Request', exact: true });
  const curl = samples.getByRole('tabpanel');
  await expect(curl).toContainText(`--header 'Authorization: Token <API_TOKEN>'`);
  await expect(curl).toContainText(`"name": "O'\\''Brien"`);
  await expect(curl).toContainText(`--url '${sandboxA.url}/api/user'`);
  await samples.getByRole('tab', { name: 'Python' }).click();
  await expect(samples.getByRole('tabpanel')).toContainText('requests.request("PUT", url, headers=headers, json=payload)');
  await page.getByLabel('Base URL').selectOption(sandboxB.url);
  await expect(samples.getByRole('tabpanel')).toContainText(`url = "${sandboxB.url}/api/user"`);
  await expect(page.locator('quire-playground')).not.toContainText('super-secret-value');
  expect(page.url()).not.toContain('secret');
});

test('invalid JSON is reported under the editor and nothing is sent', async ({ page }) => {
  const playground = await open(page, '/api/update-user');
  await playground.getByLabel('Body').fill('{"name": }');
  await page.getByRole('button', { name: 'Send' }).click();
  const error = page.locator('[data-body-error]');
  await expect(error).toBeVisible();
  await expect(error).toContainText('The body is not valid JSON, so nothing was sent');
  await expect(playground.getByLabel('Body')).toHaveAttribute('aria-invalid', 'true');
  await expect(result(page)).toBeHidden();
  await playground.getByLabel('Body').fill('{}');
  await expect(error).toBeHidden();
});

test('switching the base URL sends to the other server, and the choice persists', async ({ page }) => {
  const playground = await open(page, '/api/get-user', 'b-customer-token');
  await playground.getByLabel('Body').fill(JSON.stringify({ name: 'On B', user_group_id: 'only-on-b' }));
  await page.getByLabel('Base URL').selectOption(sandboxB.url);
  const before = sandboxA.countUserGroups();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(result(page).locator('[data-status]')).toHaveText('200 OK');
  expect(sandboxB.countUserGroups()).toBe(1);
  expect(sandboxA.countUserGroups()).toBe(before);
  await page.goto(`${site.url}/api/update-user`);
  await openPlayground(page);
  await expect(page.getByLabel('Base URL')).toHaveValue(sandboxB.url);
  await page.getByLabel('Base URL').selectOption(sandboxA.url);
});

test('the secret stays in memory unless "Remember for this tab" is ticked; Clear forgets it', async ({ page }) => {
  const playground = await open(page, '/api/update-user', 'remember-me');
  const input = playground.getByLabel('Authorization header');
  await expect(input).toHaveAttribute('type', 'password');
  await page.reload();
  await openPlayground(page);
  await expect(input).toHaveValue('Token ');
  await input.fill('Token remember-me');
  await playground.getByLabel('Remember for this tab').check();
  await page.reload();
  await openPlayground(page);
  await expect(input).toHaveValue('Token remember-me');
  // Kept for this tab only, under this API's own key (a key typed for one API is never offered to another).
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('quire-api-auth')))).toEqual([]);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('quire-api-auth:')))).toHaveLength(1);
  await playground.getByRole('button', { name: 'Clear' }).click();
  await expect(input).toHaveValue('Token ');
  await expect(playground.getByLabel('Remember for this tab')).not.toBeChecked();
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('quire-api-auth')))).toEqual([]);
  await page.reload();
  await openPlayground(page);
  await expect(input).toHaveValue('Token ');
});

test('failures are explained: nothing listening, and a server that does not allow this origin (CORS)', async ({ page }) => {
  await open(page, '/api/update-user');
  await page.getByLabel('Base URL').selectOption(deadUrl);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(result(page).locator('[data-failure]')).toContainText(`Could not connect to ${deadUrl}: nothing answered`);
  await expect(result(page).locator('[data-status]')).toHaveText('Not sent');
  await page.getByLabel('Base URL').selectOption(noCorsUrl);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(result(page).locator('[data-failure]')).toContainText(`${noCorsUrl} answered, but the browser did not let this page read the response`);
  await expect(result(page).locator('[data-failure]')).toContainText('CORS');
  await page.getByLabel('Base URL').selectOption(sandboxA.url);
});

test('on a static host (no forwarder), GET with a body is not sent and the exact cURL is offered', async ({ page }) => {
  // What a static host answers for the probe: the file the build wrote there.
  const staticAnswer = readFileSync(join(projectRoot, 'dist/_quire/forwarder.json'), 'utf8');
  expect(JSON.parse(staticAnswer)).toEqual({ forwarder: false });
  await page.route('**/_quire/forwarder.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: staticAnswer }));
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const playground = await open(page, '/api/get-user');
  await expect(page.getByText('this site is served as static files')).toBeVisible();
  expect(consoleErrors, 'a static host logs no failed request on an API page').toEqual([]);
  await playground.getByLabel('Body').fill(JSON.stringify({ name: 'Static', user_group_id: 'static-1' }));
  const before = sandboxA.countUserGroups();
  await page.getByRole('button', { name: 'Send' }).click();
  const box = page.locator('[data-unsendable]');
  await expect(box).toBeVisible();
  await expect(box).toContainText('Browsers cannot send a body with GET');
  const curl = box.locator('code');
  await expect(curl).toContainText('curl --request GET');
  await expect(curl).toContainText(`--url '${sandboxA.url}/api/user'`);
  await expect(curl).toContainText(`'Authorization: Token <API_TOKEN>'`);
  await expect(curl).toContainText('"user_group_id": "static-1"');
  await expect(curl).not.toContainText(sandboxA.tokens.customer);
  await expect(result(page)).toBeHidden();
  expect(sandboxA.countUserGroups()).toBe(before);
});

test('the forwarder is not an open proxy', async ({ page }) => {
  await page.goto(`${site.url}/api/get-user`);
  const answer = await page.evaluate(async () => {
    const response = await fetch('/_quire/forward', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'GET', url: 'http://127.0.0.1:1/elsewhere', headers: [], body: '{}' }),
    });
    return { status: response.status, body: await response.json() };
  });
  expect(answer.status).toBe(403);
  expect(answer.body.error).toContain('not under one of the configured base URLs');
});

// The key must never reach a URL: not without JavaScript, not before the playground script has run.
test.describe('without the playground script, nothing typed can be submitted', () => {
  const KEY = 'Token never-in-a-url-42';

  /** Enter in the key field and a click on Send; the page must stay where it is, with no key in its URL. */
  async function tryToSubmit(page: Page, before: string) {
    // "Try it" opens the dialog without any script (the button's `command`).
    const playground = await openPlayground(page);
    const key = playground.getByLabel('Authorization header');
    // No fixed delay: Playwright's press and click (without noWaitAfter) return only once every
    // navigation they set off has committed or failed, so a submission would already be listed here.
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    const stayed = async () => {
      expect(navigations).toEqual([]);
      expect(page.url()).not.toContain('never-in-a-url');
      expect(page.url()).toBe(before);
      // Enter submits a form in a dialog the way such a form submits: the dialog closes, nothing is sent.
      if (!(await key.isVisible())) await openPlayground(page);
      await expect(key).toHaveValue(KEY);
    };
    await key.fill(KEY);
    await key.press('Enter');
    await stayed();
    const send = playground.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await send.click({ force: true });
    await stayed();
  }

  test('JavaScript off: Enter and Send do nothing, and a forced GET submission carries no field', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/api/update-user`);
    const before = page.url();
    await tryToSubmit(page, before);
    // Even a form turned into a GET and submitted (as an old browser might) has nothing to put in the URL.
    await Promise.all([
      page.waitForEvent('framenavigated'),
      page.evaluate(() => {
        const form = document.querySelector<HTMLFormElement>('form[data-playground]')!;
        form.method = 'get';
        form.submit();
      }),
    ]);
    expect(page.url()).not.toContain('never-in-a-url');
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  test('script still loading: Enter and Send do nothing', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    await page.goto(`${site.url}/api/update-user`, { waitUntil: 'commit' });
    await tryToSubmit(page, page.url());
    release();
  });

  test('once the script runs, Enter in a field sends through it and the URL keeps no key', async ({ page }) => {
    const playground = await open(page, '/api/update-user');
    const before = page.url();
    await playground.getByLabel('Body').fill(JSON.stringify({ name: 'By Enter', user_group_id: 'no-such-group' }));
    await playground.getByLabel('Authorization header').press('Enter');
    // The sandbox answered, so the script sent it: there is no such group to update.
    await expect(result(page).locator('[data-status]')).toHaveText('404 Not Found');
    expect(page.url()).toBe(before);
  });
});
