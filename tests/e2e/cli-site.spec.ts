import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { listeningOrigin } from '../support/child-server.ts';
import { projectRoot } from '../support/run-build.ts';
import { serveStatic } from '../support/static-server.ts';

// A user's docs folder outside the repository, built with `quire build` (through bin/quire.mjs, on
// the machine's own Node) and opened in Chromium; then served by `quire preview`.
const files: Record<string, string> = {
  'site.json': JSON.stringify({ name: 'Folder Docs', feedback: { suggestEdit: true }, navigation: [{ group: 'Start', pages: ['index', 'guides/setup'] }] }),
  'docs/index.md': '---\ntitle: Welcome\n---\n\nStart with [the setup](/guides/setup#install).\n',
  'docs/guides/setup.mdx': '# Setup\n\n## Install\n\n<Note>Runs anywhere.</Note>\n\n![Logo](/logo.svg)\n',
  'public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="teal"/></svg>',
};
let dir = '';
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0', QUIRE_LOG_LEVEL: 'warn' };
const quireArgs = (args: string[]) => [join(projectRoot, 'bin/quire.mjs'), ...args];

test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'quire-e2e-site-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  const run = spawnSync('/usr/bin/node', quireArgs(['build', dir, '--site', 'https://docs.example.com', '--repo', 'https://github.com/acme/handbook', '--branch', 'stable']), {
    cwd: tmpdir(),
    env,
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (run.status !== 0) throw new Error(`quire build failed:\n${run.stdout}${run.stderr}`);
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('quire build of a folder outside the repository: the site works in Chromium, with the flags applied', async ({ page }) => {
  const server = await serveStatic(join(dir, 'dist'));
  try {
    await page.goto(`${server.url}/`);
    await expect(page).toHaveTitle('Welcome – Folder Docs');
    await page.getByRole('main').getByRole('link', { name: 'the setup' }).click();
    await expect(page).toHaveURL(/\/guides\/setup#install$/);
    await expect(page.getByRole('heading', { name: 'Install' })).toBeInViewport();
    await expect(page.locator('.callout, [class*="note"]').filter({ hasText: 'Runs anywhere.' }).first()).toBeVisible();
    // public/ is served: the image really loads.
    const logo = page.getByRole('img', { name: 'Logo' });
    await expect(logo).toBeVisible();
    // Polled: visible (its box laid out) can come before the file has loaded.
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
    // --site and --repo/--branch
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://docs.example.com/guides/setup');
    await expect(page.getByRole('link', { name: /Suggest edits/ })).toHaveAttribute('href', 'https://github.com/acme/handbook/edit/stable/docs/guides/setup.mdx');
  } finally {
    await server.close();
  }
});

test('quire preview serves the build; Ctrl-C stops it', async ({ page }) => {
  const preview: ChildProcess = spawn('/usr/bin/node', quireArgs(['preview', dir, '--port', '0', '--host', '127.0.0.1']), { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  preview.stdout!.on('data', (chunk) => (log += chunk));
  preview.stderr!.on('data', (chunk) => (log += chunk));
  // On port 0 the OS picks a free port; quire preview says which ("serving …dist at http://…").
  const origin = listeningOrigin(preview, () => log);
  try {
    await page.goto(`${await origin}/guides/setup`);
    await expect(page).toHaveTitle('Setup – Folder Docs');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Welcome' }).click();
    await expect(page.getByText('Start with')).toBeVisible();
  } finally {
    const exited = new Promise((resolve) => preview.once('exit', resolve));
    preview.kill('SIGINT');
    await exited;
  }
  await expect(fetch(`${await origin}/`)).rejects.toThrow();
});
