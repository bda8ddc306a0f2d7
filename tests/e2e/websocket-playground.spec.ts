import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { WebSocketServer } from 'ws';
import { listeningOrigin, stopChild } from '../support/child-server.ts';
import { startDevSite, type DevSiteProcess } from '../support/dev-site-process.ts';
import { buildFixture, projectRoot } from '../support/run-build.ts';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixture-sites.ts';
import { axe, seriousViolations } from './axe.ts';

// tests/fixtures/docs-json-asyncapi: a page naming an AsyncAPI channel draws a WebSocket playground.
// A reader connects to a server only when they press Connect, sends the message's example (or
// what they type), and reads what comes back in the log, as text.

/** A WebSocket server on this machine that answers each message with "echo: <message>". */
async function echoServer() {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  const received: string[] = [];
  const paths: string[] = [];
  server.on('connection', (socket, request) => {
    paths.push(request.url ?? '');
    socket.on('message', (data) => {
      received.push(String(data));
      socket.send(`echo: ${String(data)}`);
    });
  });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `ws://127.0.0.1:${port}/chat`, received, paths, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('the WebSocket playground connects only when asked, sends the example, shows the echo as text and closes', async ({ page, site }) => {
  const echo = await echoServer();
  const opened: string[] = [];
  page.on('websocket', (socket) => opened.push(socket.url()));
  try {
    await page.goto(`${await site('docs-json-asyncapi')}/chat`);
    const playground = page.locator('[data-ws-playground]');
    await expect(playground.getByRole('status')).toHaveText('Not connected');
    await expect(playground.getByRole('button', { name: 'Send' })).toBeDisabled();
    // The page's script has started (it marks the playground's state) and opened no connection.
    await expect(playground).toHaveAttribute('data-ws-state', 'closed');
    expect(opened).toEqual([]);

    // Choosing a server fills the URL; the reader may edit it (a local server here).
    await playground.getByLabel('Server').selectOption({ label: 'production (wss://chat.example.com/chat)' });
    await expect(playground.getByLabel('URL')).toHaveValue('wss://chat.example.com/chat');
    await playground.getByLabel('URL').fill(echo.url);
    await playground.getByRole('button', { name: 'Connect' }).click();
    await expect(playground.getByRole('status')).toHaveText(`Connected to ${echo.url}`);
    expect(opened).toEqual([echo.url]);
    expect(echo.paths).toEqual(['/chat']);

    await expect(playground.getByLabel('Text to send')).toHaveValue('{\n  "text": "Hello, room"\n}');
    await playground.getByRole('button', { name: 'Send' }).click();
    const log = playground.locator('[data-ws-log]');
    await expect(log.locator('[data-ws-entry="received"] .ws-entry-text')).toHaveText('echo: {\n  "text": "Hello, room"\n}');
    expect(echo.received).toEqual(['{\n  "text": "Hello, room"\n}']);

    // What comes back is text: markup in a message is shown, never drawn.
    await playground.getByLabel('Text to send').fill('<img src=x onerror="document.title=\'owned\'">');
    await playground.getByRole('button', { name: 'Send' }).click();
    await expect(log.locator('[data-ws-entry="received"]').nth(1)).toContainText('echo: <img src=x');
    await expect(log.locator('img')).toHaveCount(0);
    expect(await page.title()).not.toBe('owned');

    await playground.getByRole('button', { name: 'Disconnect' }).click();
    await expect(playground.getByRole('status')).toHaveText('Closed (1000)');
    await expect(playground.getByRole('button', { name: 'Send' })).toBeDisabled();
  } finally {
    await echo.close();
  }
});

test('the playground opens only ws:// and wss:// URLs', async ({ page, site }) => {
  await page.goto(`${await site('docs-json-asyncapi')}/chat`);
  const playground = page.locator('[data-ws-playground]');
  await playground.getByLabel('URL').fill('javascript:alert(1)');
  await playground.getByRole('button', { name: 'Connect' }).click();
  await expect(playground.getByRole('status')).toHaveText('Only a ws:// or wss:// URL can be opened here.');
  await expect(playground.getByRole('button', { name: 'Connect' })).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the channel page and its playground pass axe-core in ${colorScheme} mode and fit a 390 px phone`, async ({ page, site }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${await site('docs-json-asyncapi')}/chat`);
    await expect(page.locator('[data-ws-playground]')).toHaveAttribute('data-ws-state', 'closed');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(axe(page).include('article'))).toEqual([]);
  });
}

/** The stand-in is listed first and chosen; connected, it answers the example with what the channel's server sends. */
async function talkToTheStandIn(playground: Locator) {
  await expect(playground.getByLabel('Server').locator('option').first()).toHaveText('Mock (local)');
  await expect(playground.getByLabel('URL')).toHaveValue(/^ws:\/\/127\.0\.0\.1:\d+\/_quire\/ws-mock\/chat$/);
  await playground.getByRole('button', { name: 'Connect' }).click();
  await expect(playground.getByRole('status')).toHaveText(/^Connected to ws:\/\//);
  await playground.getByRole('button', { name: 'Send' }).click();
  await expect(playground.locator('[data-ws-entry="received"] .ws-entry-text')).toHaveText('{\n  "from": "string",\n  "text": "string"\n}');
}

test.describe('in quire dev', () => {
  let dev: DevSiteProcess;
  test.beforeAll(() => {
    dev = startDevSite('docs-json-asyncapi', 'websocket-playground-dev');
  });
  test.afterAll(async () => dev.stop());

  test("the playground offers quire dev's stand-in for the channel's server first, which answers with what the server sends", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`${await dev.origin}/chat`);
    const playground = page.locator('[data-ws-playground]');
    await expect(playground).toHaveAttribute('data-ws-state', 'closed', { timeout: 60_000 });
    await talkToTheStandIn(playground);
  });
});

test.describe('in quire preview', () => {
  let preview: ChildProcess | undefined;
  let origin: Promise<string>;
  test.beforeAll(() => {
    const { status, output } = buildFixture('tests/fixtures/docs-json-asyncapi');
    if (status !== 0) throw new Error(`building the fixture failed:\n${output}`);
    preview = spawn(
      process.execPath,
      ['bin/quire.mjs', 'preview', 'tests/fixtures/docs-json-asyncapi', '--out', join(projectRoot, 'tests/.builds/docs-json-asyncapi'), '--port', '0', '--host', '127.0.0.1'],
      { cwd: projectRoot, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    origin = listeningOrigin(preview);
  });
  test.afterAll(async () => stopChild(preview));

  test("the built page offers quire preview's stand-in for the channel's server, which answers with what the server sends; a static host offers none", async ({ page, site }) => {
    test.setTimeout(120_000);
    await page.goto(`${await origin}/chat`);
    const playground = page.locator('[data-ws-playground]');
    await expect(playground).toHaveAttribute('data-ws-mock-state', 'offered');
    await talkToTheStandIn(playground);

    // The same build on a static host: the build's answer to the forwarder's probe says "no", so no stand-in is offered.
    const staticUrl = await site('docs-json-asyncapi');
    await page.goto(`${staticUrl}/chat`);
    await expect(playground).toHaveAttribute('data-ws-mock-state', 'unavailable');
    await expect(playground.getByLabel('Server').locator('option').first()).toHaveText('local (ws://127.0.0.1:9/chat)');
    await expect(playground.getByLabel('Server').locator('option', { hasText: 'Mock (local)' })).toHaveCount(0);
  });
});
