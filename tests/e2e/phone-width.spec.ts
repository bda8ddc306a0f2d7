import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { corpusSkip } from '../support/corpus.ts';
import { projectRoot } from '../support/run-build.ts';
import { corpusOutDir, expect, HOPPSCOTCH, SAFEFY, VOCOBASE, test } from './corpus-sites.ts';

// Every page read on a 390 px phone: nothing makes the page scroll sideways (long inline code and
// URLs wrap; code blocks, tables and forms scroll inside their own box). Real sites of the corpus
// and this repository's own site, page by page.
test.use({ viewport: { width: 390, height: 844 } });

/** The pages a build wrote (its `index.html` files), as URL paths; redirect pages, which move on at once, left out. */
const pagesOf = (outDir: string): string[] =>
  readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html') && !file.startsWith('pagefind'))
    .filter((file) => !/<meta http-equiv="refresh"/i.test(readFileSync(join(outDir, file), 'utf8')))
    .map((file) => `/${file.replace(/index\.html$/, '')}`);

/** The pages wider than the screen, each with how wide. */
async function widePages(page: Page, origin: string, paths: readonly string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(`${origin}${path}`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) wide.push(`${path} is ${width} px wide`);
  }
  return wide;
}

test("no page of this repository's site scrolls sideways at 390 px", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  expect(await widePages(page, baseURL!, pagesOf(join(projectRoot, 'dist')))).toEqual([]);
});

for (const [name, source] of [
  ['safefy', SAFEFY],
  ['hoppscotch', HOPPSCOTCH],
  ['vocobase', VOCOBASE],
] as const) {
  test(`no page of the corpus site ${name} scrolls sideways at 390 px`, async ({ page, safefy, hoppscotch, vocobase }) => {
    const skip = corpusSkip(source);
    test.skip(skip !== false, String(skip));
    test.setTimeout(300_000);
    const origin = { safefy, hoppscotch, vocobase }[name];
    expect(await widePages(page, origin, pagesOf(corpusOutDir(name, test.info().parallelIndex)))).toEqual([]);
  });
}
