import { expect, test } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSnippetId } from '../../src/source/snippet-files.ts';
import { pageHref, pageIdFromFile } from '../../src/navigation/pages.ts';
import { axe, seriousViolations } from './axe.ts';

// Every page of the repository's own site (built and served by the webServer in
// playwright.config.ts), plus the 404 page, in both colour modes: axe-core must find no
// serious or critical violation. Pages are listed from docs/ so the list is known before the build.
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

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe-core, ${colorScheme} mode`, () => {
    test.use({ colorScheme });
    for (const path of [...pages, '/no-such-page']) {
      test(`${path}: no serious or critical violations`, async ({ page }) => {
        await page.goto(path);
        // An API page is checked with its playground open (the dialog "Try it" opens), where the reader types.
        const tryIt = page.getByRole('button', { name: 'Try it' });
        if ((await tryIt.count()) > 0) {
          await tryIt.click();
          await expect(page.getByRole('dialog', { name: 'Try it' })).toBeVisible();
        }
        expect(await seriousViolations(axe(page))).toEqual([]);
      });
    }
  });
}
