import { expect, test } from '@playwright/test';
import { recordTexts } from './text-history.ts';

// docs/guides/components.mdx uses every authoring component, without imports.
test.describe('authoring components', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/guides/components');
  });

  test('callouts render as labelled notes with their icons', async ({ page }) => {
    const main = page.getByRole('main');
    for (const label of ['Note', 'Tip', 'Info', 'Warning', 'Check', 'Callout']) {
      const callout = main.getByRole('note', { name: label, exact: true });
      await expect(callout).toBeVisible();
      await expect(callout.locator('svg')).toBeVisible();
    }
    await expect(main.getByRole('note', { name: 'Note', exact: true })).toContainText('A note for something worth knowing.');
    await expect(main.getByRole('note', { name: 'Callout', exact: true }).locator('svg')).toHaveAttribute('data-icon', 'key');
  });

  test('code blocks: title from the fence, highlighted line, copy puts the code on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const block = page.locator('.code-block', { has: page.locator('.code-block-title', { hasText: 'hello.js' }) });
    await expect(block).toHaveCount(1);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the page's code sample, shown as written
    await expect(block.locator('.line.highlighted')).toHaveText('console.log(`Hello from ${name}`);');
    await expect(page.locator('.code-block-title', { hasText: /^Install$/ })).toBeVisible();
    const copy = block.getByRole('button', { name: 'Copy code' });
    const shown = await recordTexts(copy);
    await copy.click();
    await expect.poll(shown).toContainEqual(expect.stringContaining('Copied'));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the page's code sample, copied as written
    expect(copied).toBe("const name = 'Quire';\nconsole.log(`Hello from ${name}`);");
  });

  test('code block options: line numbers that are not copied, wrapped long lines', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const block = page.locator('.code-block', { has: page.locator('.code-block-title', { hasText: 'settings.yaml' }) });
    const numbers = await block.locator('.line').evaluateAll((lines) => lines.map((line) => getComputedStyle(line, '::before').content));
    expect(numbers).toEqual(['counter(line)', 'counter(line)']);
    const pre = block.locator('pre');
    expect(await pre.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await block.getByRole('button', { name: 'Copy code' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^name: Quire\ndescription: A documentation/);
  });

  test('code blocks follow the colour mode without a second highlighter', async ({ page }) => {
    const keyword = page.locator('.code-block', { hasText: 'hello.js' }).locator('pre .line > span').first();
    await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
    const light = await keyword.evaluate((el) => getComputedStyle(el).color);
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    const dark = await keyword.evaluate((el) => getComputedStyle(el).color);
    // github-light's keyword red (#d73a49), darkened to #c23442 for 4.5:1 on the code background
    // (src/markdown/accessible-theme.ts); github-dark's keyword colour passes as it is.
    expect(light).toBe('rgb(194, 52, 66)');
    expect(dark).toBe('rgb(249, 117, 131)');
  });

  test('a code group shows one block at a time; its tabs are labelled by the block titles', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const group = page.locator('.code-group').first();
    const tabs = group.getByRole('tab');
    await expect(tabs).toHaveText(['npm', 'pnpm', 'yarn']);
    await expect(group.getByRole('tabpanel')).toHaveText(/npm install quire-docs/);
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(group.getByRole('tabpanel')).toHaveCount(1);
    await expect(group.getByRole('tabpanel')).toContainText('pnpm add quire-docs');
    await group.getByRole('tabpanel').getByRole('button', { name: 'Copy code' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('pnpm add quire-docs');
  });

  test('tabs switch by click and by keyboard', async ({ page }) => {
    const tabs = page.locator('quire-tabs.tabs').first();
    const tab = (name: string) => tabs.getByRole('tab', { name });
    await expect(tabs.getByRole('tabpanel')).toContainText('Content of the first tab.');
    await expect(tab('Second').locator('svg[data-icon="code"]')).toBeVisible();
    await tab('Second').click();
    await expect(tabs.getByRole('tabpanel')).toContainText('Content of the second tab.');
    await expect(tabs.getByText('Content of the first tab.')).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Third')).toBeFocused();
    await expect(tabs.getByRole('tabpanel')).toContainText('Content of the third tab.');
    await page.keyboard.press('Home');
    await expect(tab('First')).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tabpanel')).toContainText('Content of the first tab.');
  });

  test('cards link where their href says, with icons; card groups lay out in columns', async ({ page }) => {
    const card = page.getByRole('link', { name: /Getting started.*Build your first site/ });
    await expect(card.locator('svg[data-icon="rocket"]')).toBeVisible();
    await expect(page.getByRole('link', { name: /GitHub.*The source/ }).locator('svg[data-icon="github"]')).toBeVisible();
    const inline = page.locator('.card', { hasText: 'Inline SVG icon' });
    await expect(inline.locator('.card-icon svg.custom-icon circle')).toHaveAttribute('r', '6');
    await expect(page.locator('.card-group').first()).not.toContainText('[object Object]');
    const group = page.locator('.card-group').first();
    const columns = await group.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);
    await card.click();
    await expect(page).toHaveURL(/\/getting-started\/?$/);
  });

  test('steps are a numbered list with titles', async ({ page }) => {
    const steps = page.locator('ol.steps > li');
    await expect(steps).toHaveCount(3);
    await expect(steps.locator('.step-title')).toHaveText(['Install', 'Write', 'Build']);
    await expect(steps.locator('.step-marker')).toHaveText(['1', '2', '3']);
  });

  test('accordions open by click and by keyboard', async ({ page }) => {
    const accordion = page.locator('details.accordion', { hasText: 'What is Quire?' });
    await expect(accordion.getByText('A documentation site generator built on Astro.')).toBeHidden();
    await accordion.getByText('What is Quire?').click();
    await expect(accordion.getByText('A documentation site generator built on Astro.')).toBeVisible();
    const second = page.locator('details.accordion', { hasText: 'Does it need JavaScript?' });
    await second.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(second.getByText('Accordions open without any script.')).toBeVisible();
  });

  test('parameter and response fields show name, location, type, required and default; expandables open', async ({ page }) => {
    const userId = page.locator('.field', { has: page.locator('code', { hasText: /^user_id$/ }) });
    await expect(userId.locator('.field-location')).toHaveText('path');
    await expect(userId.locator('.field-type')).toHaveText('string');
    await expect(userId.locator('.field-required')).toHaveText('required');
    const limit = page.locator('.field', { has: page.locator('code', { hasText: /^limit$/ }) });
    await expect(limit.locator('.field-location')).toHaveText('query');
    await expect(limit.locator('.field-default')).toHaveText('default: 20');
    await expect(limit.locator('.field-required')).toHaveCount(0);
    await expect(page.locator('.field-location', { hasText: /^header$/ })).toBeVisible();
    await expect(page.locator('.field-location', { hasText: /^body$/ })).toBeVisible();
    const expandable = page.locator('details.expandable');
    await expect(expandable.getByText(/email address/)).toBeHidden();
    await expandable.getByText('Show properties').click();
    await expect(expandable.getByText(/email address/)).toBeVisible();
    await expect(expandable.getByText('Hide properties')).toBeVisible();
  });

  test('request and response examples are tabbed code groups', async ({ page }) => {
    const request = page.getByRole('region', { name: 'Request example' });
    await expect(request.getByRole('tab')).toHaveText(['cURL', 'JavaScript']);
    await request.getByRole('tab', { name: 'JavaScript' }).click();
    await expect(request.getByRole('tabpanel')).toContainText("await fetch('https://api.example.com/users/42');");
    const response = page.getByRole('region', { name: 'Response example' });
    await expect(response.getByRole('tab')).toHaveText(['200']);
    await expect(response.getByRole('tabpanel')).toContainText('"email": "ada@example.com"');
  });

  test('the frontmatter icon shows before the page in the sidebar', async ({ page }) => {
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Components' });
    await expect(link.locator('svg[data-icon="puzzle-piece"]')).toBeVisible();
    const box = await link.locator('svg').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(20);
  });

  test('frame, icon and tooltip', async ({ page }) => {
    const frame = page.locator('figure.frame');
    await expect(frame.getByRole('img', { name: 'The Quire mark: three lines of text' })).toBeVisible();
    await expect(frame.locator('figcaption')).toHaveText('A framed image.');
    await expect(page.getByRole('img', { name: 'Heart' })).toBeVisible();
    await expect(page.locator('article svg[data-icon="star"]')).toBeVisible();
    const trigger = page.locator('.tooltip-trigger', { hasText: 'API' });
    const tip = page.getByRole('tooltip', { name: /Application Programming Interface/ });
    await expect(tip).toBeHidden();
    await trigger.focus();
    await expect(tip).toBeVisible();
    await expect(trigger).toHaveAccessibleDescription('Application Programming Interface');
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('update entries, badges and formulas', async ({ page }) => {
    const update = page.getByRole('region', { name: 'v0.2' });
    await expect(update).toContainText('Search and link checking arrived.');
    await expect(update.locator('.update-tags .badge')).toHaveText(['Search', 'Links']);
    await update.getByRole('link', { name: 'v0.2' }).click();
    await expect(page).toHaveURL(/#update-v0\.2$/);
    await expect(page.locator('.badge', { hasText: /^beta$/ })).toBeVisible();
    // The formula is MathML drawn by the browser (c² as a superscript); the TeX it came from is its annotation.
    const formula = page.getByRole('math');
    await expect(formula).toBeVisible();
    await expect(formula.locator('msup')).toHaveCount(1);
    await expect(formula.locator('annotation')).toHaveText('E = mc^2');
  });

  test('at 360 px wide the components page does not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/guides/components');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('every id on the page is unique, even for fields that share a name', async ({ page }) => {
    const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((el) => el.id));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    await expect(page.locator('#param-id-2')).toContainText('request’s id');
  });
});

// A page carries only the scripts of what it shows: tabs and tooltips bring their own modules.
test('tab and tooltip scripts load on pages that show them, and only there', async ({ page }) => {
  const scriptsOf = async (path: string) => {
    await page.goto(path);
    // Every script the page fetched, the modules its scripts import included.
    await page.waitForLoadState('load');
    const sources = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    );
    const texts = await Promise.all(sources.map(async (src) => (await page.request.get(src)).text()));
    return { tabs: texts.some((text) => text.includes('quire-tabs')), tooltips: texts.some((text) => text.includes('__quireTooltips')) };
  };
  expect(await scriptsOf('/guides/components')).toEqual({ tabs: true, tooltips: true });
  await expect(page.getByRole('tab').first()).toBeVisible();
  expect(await page.evaluate(() => customElements.get('quire-tabs') !== undefined)).toBe(true);
  expect(await scriptsOf('/getting-started')).toEqual({ tabs: false, tooltips: false });
});
