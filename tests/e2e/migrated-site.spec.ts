import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { projectRoot } from '../support/run-build.ts';
import { serveStatic } from '../support/static-server.ts';
import { corpusSkip } from '../support/corpus.ts';

// A real Mintlify site (embedchain's docs, ../shared/corpus/sites), moved over with `quire migrate`,
// built with `quire build --links warn` and read in Chromium as a reader would.
const SOURCE = join(projectRoot, '../shared/corpus/sites/embedchain__embedchain');
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' };
let dir = '';
let server: Awaited<ReturnType<typeof serveStatic>> | undefined;

test.skip(corpusSkip(SOURCE) !== false, `no corpus at ${SOURCE}`);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = mkdtempSync(join(tmpdir(), 'quire-e2e-migrated-'));
  for (const args of [
    ['migrate', SOURCE, dir, '--force'],
    ['build', dir, '--links', 'warn'],
  ]) {
    const run = spawnSync(process.execPath, [join(projectRoot, 'bin/quire.mjs'), ...args], { cwd: projectRoot, env, encoding: 'utf8', timeout: 200_000 });
    if (run.status !== 0) throw new Error(`quire ${args[0]} failed:\n${run.stdout}${run.stderr}`);
  }
  server = await serveStatic(join(dir, 'dist'));
});
test.afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('the sidebar holds the Mintlify groups; a link leads to its page and is marked current', async ({ page }) => {
  await page.goto(`${server!.url}/get-started/quickstart`);
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar.locator('.sidebar-heading').first()).toHaveText('Get Started');
  await expect(sidebar.getByRole('link', { name: '⚡ Quickstart' })).toHaveAttribute('aria-current', 'page');
  await sidebar.getByRole('link', { name: '❓ FAQs' }).click();
  await expect(page).toHaveURL(/\/get-started\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('❓ FAQs');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: '❓ FAQs' })).toHaveAttribute('aria-current', 'page');
});

test('the tabs split the site: "API Reference" shows its own sidebar, the anchor leads out', async ({ page }) => {
  await page.goto(`${server!.url}/get-started/quickstart`);
  const tabs = page.getByRole('navigation', { name: 'Sections' });
  await expect(tabs.getByRole('link')).toHaveText(['📘 Documentation', 'Examples', 'API Reference']);
  await tabs.getByRole('link', { name: 'API Reference' }).click();
  await expect(page).toHaveURL(/\/api-reference\//);
  await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'API Reference' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' }).locator('.sidebar-heading')).toContainText(['API Reference']);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Talk to founders' })).toHaveAttribute('href', 'https://cal.com/taranjeetio/ec');
});

test('components work: an accordion opens, a code group switches files, a snippet shows its cards', async ({ page }) => {
  await page.goto(`${server!.url}/get-started/faq`);
  const accordion = page.locator('details.accordion', { hasText: 'How to use MistralAI language model?' });
  await expect(accordion.getByText('Use the model provided on huggingface')).toBeHidden();
  await accordion.locator('summary').click();
  await expect(accordion.getByText('Use the model provided on huggingface')).toBeVisible();
  const group = accordion.locator('.code-group');
  await expect(group.getByRole('tab')).toHaveText(['main.py', 'huggingface.yaml']);
  await group.getByRole('tab', { name: 'huggingface.yaml' }).click();
  await expect(group.getByRole('tabpanel')).toContainText('provider: huggingface');
  // <Snippet file="get-help.mdx" /> from the legacy _snippets/ folder: a group of three cards.
  const help = page.locator('.card', { hasText: 'Join our slack community' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('link').or(help.locator('xpath=ancestor-or-self::a')).first()).toHaveAttribute('href', 'https://embedchain.ai/slack');
});
