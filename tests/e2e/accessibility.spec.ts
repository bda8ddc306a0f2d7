import { expect, type Page, test } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSnippetId } from '../../src/source/snippet-files.ts';
import { pageHref, pageIdFromFile } from '../../src/navigation/pages.ts';
import { axe, COLOUR_RULES, seriousViolations } from './axe.ts';

// Every page of the repository's own site (built and served by the webServer in
// playwright.config.ts), plus the 404 page, in both colour modes: axe-core must find no
// serious or critical violation (in dark mode, those of the rules that read colours). Pages are listed from docs/ so the list is known before the build.
// API pages are checked with the playground's dialog open. The pages are independent, so both
// workers take them (the file alone is a quarter of the browser tests' time).
test.describe.configure({ mode: 'parallel' });
const docsDir = fileURLToPath(new URL('../../docs', import.meta.url));
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : /\.mdx?$/.test(entry.name) ? [join(dir, entry.name)] : []));
const pages = walk(docsDir)
  .map((file) => pageIdFromFile(relative(docsDir, file)))
  .filter((id) => !isSnippetId(id))
  .map(pageHref)
  .sort();

/** The page as a reader in that colour scheme opens it; on an API page, with the playground open ("Try it"), where the reader types. */
async function openAt(page: Page, path: string, colorScheme: 'light' | 'dark') {
  // The site picks its mode from the system's when the page loads.
  await page.emulateMedia({ colorScheme });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
  const tryIt = page.getByRole('button', { name: 'Try it' });
  if ((await tryIt.count()) > 0) {
    await tryIt.click();
    await expect(page.getByRole('dialog', { name: 'Try it' })).toBeVisible();
  }
}

for (const path of [...pages, '/no-such-page']) {
  test(`${path}: no serious or critical violations, light and dark`, async ({ page }) => {
    await openAt(page, path, 'light');
    expect(await seriousViolations(axe(page)), 'light mode').toEqual([]);
    // Dark mode changes colours, not the page: the rules that read colours run again on every page
    // (every rule runs in dark mode on the pages of screenshots.spec.ts, at both widths).
    await openAt(page, path, 'dark');
    expect(await seriousViolations(axe(page).withRules(COLOUR_RULES)), 'dark mode').toEqual([]);
  });
}

test('the check finds what it is there to find: an image with no text and grey text on grey; the colour rules alone find the grey', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>Faults</title></head><body><main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" /><p style="color:#999;background:#aaa">Hard to read</p></main></body></html>',
  );
  const found = (await seriousViolations(axe(page))).join('\n');
  expect(found).toMatch(/^image-alt /m);
  expect(found).toMatch(/^color-contrast /m);
  expect(await seriousViolations(axe(page).withRules(COLOUR_RULES))).toEqual([expect.stringMatching(/^color-contrast /)]);
});
