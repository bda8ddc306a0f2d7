import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { projectRoot } from '../support/run-build.ts';
import { openPlayground } from './playground-dialog.ts';

// The first hour: `quire init`, then `quire dev`, then the starter's API page in Chromium with no
// network at all. The starter's server (https://api.example.com) can never answer; Send gets the
// response its OpenAPI file documents from the dev server's mock.
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0', QUIRE_LOG_LEVEL: 'warn' };
const quireArgs = (args: string[]) => [join(projectRoot, 'bin/quire.mjs'), ...args];
let dir = '';
let dev: ChildProcess | undefined;
let log = '';
let origin = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'quire-e2e-starter-'));
  const init = spawnSync('/usr/bin/node', quireArgs(['init', dir]), { env, encoding: 'utf8', timeout: 60_000 });
  if (init.status !== 0) throw new Error(`quire init failed:\n${init.stdout}${init.stderr}`);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dev = spawn('/usr/bin/node', quireArgs(['dev', dir, '--port', String(port), '--host', '127.0.0.1']), { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  dev.stdout!.on('data', (chunk) => (log += chunk));
  dev.stderr!.on('data', (chunk) => (log += chunk));
});

test.afterAll(async () => {
  if (dev?.pid && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev!.once('exit', resolve));
    process.kill(-dev.pid, 'SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

test("the starter's playground answers on a fresh install with no network: Mock (local) is chosen, and Send shows the documented plant", async ({ page }) => {
  test.setTimeout(120_000);
  // No network: every request that leaves this machine fails.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('internetdisconnected'));
  await expect.poll(async () => (await fetch(`${origin}/api/get-plant`).catch(() => undefined))?.status, { timeout: 90_000, message: `quire dev did not answer:\n${log}` }).toBe(200);
  await page.goto(`${origin}/api/get-plant`);
  await openPlayground(page);
  const baseUrl = page.getByLabel('Base URL');
  await expect(baseUrl).toHaveValue(`${origin}/_quire/mock`);
  await expect(baseUrl.locator('option:checked')).toHaveText('Mock (local)');
  await expect(baseUrl.locator('option')).toHaveText(['https://api.example.com', 'Mock (local)']);
  await page.getByRole('button', { name: 'Send' }).click();
  const result = page.getByRole('region', { name: 'Response', exact: true });
  await expect(result.locator('[data-status]')).toHaveText('200 OK');
  await expect(result).toContainText('Aloe vera');

  // The documented server cannot be reached; the failure names what this reader can do here.
  await baseUrl.selectOption('https://api.example.com');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(result.locator('[data-failure]')).toContainText('Could not connect to https://api.example.com: nothing answered');
  await expect(result.locator('[data-failure]')).toContainText('choose "Mock (local)" as the base URL');
  await expect(result.locator('[data-failure]')).not.toContainText('npm run sandbox');
});
