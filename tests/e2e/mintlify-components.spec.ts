import { expect, test } from './fixture-sites.ts';
import { axe, seriousViolations } from './axe.ts';

// tests/fixtures/components: one page per component family, written from the examples on
// Mintlify's component pages (components/*.mdx in Mintlify's docs).

// The first test builds the fixture site (it bundles Mermaid), which can outlast the default 30 s.
test.describe.configure({ timeout: 120_000 });

test('a tree is operated from the keyboard as an ARIA tree: arrows move, open and close, Home/End, type-ahead', async ({ page, site }) => {
  await page.goto(`${await site('components')}/tree`);
  const tree = page.getByRole('tree').nth(1);
  const lib = tree.getByRole('treeitem', { name: 'lib' });
  await expect(tree.getByRole('treeitem', { name: 'layout.tsx' })).toBeVisible();
  await expect(tree.getByRole('treeitem', { name: 'utils.ts' })).toBeHidden();
  // A folder shows a chevron pointing the way it is: right while closed, down once open.
  const chevron = (item: import('@playwright/test').Locator) =>
    item.evaluate((element) => {
      const style = getComputedStyle(element.querySelector(':scope > .tree-label')!, '::after');
      return { drawn: style.maskImage.startsWith('url('), turned: style.transform !== 'none' };
    });
  expect(await chevron(lib)).toEqual({ drawn: true, turned: false });

  await tree.getByRole('treeitem', { name: /^app/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(tree.getByRole('treeitem', { name: 'layout.tsx' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tree.getByRole('treeitem', { name: /^app/ })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tree.getByRole('treeitem', { name: /^app/ })).toHaveAttribute('aria-expanded', 'false');
  await expect(tree.getByRole('treeitem', { name: 'layout.tsx' })).toBeHidden();
  await page.keyboard.press('ArrowDown');
  await expect(lib).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(lib).toHaveAttribute('aria-expanded', 'true');
  await expect(tree.getByRole('treeitem', { name: 'utils.ts' })).toBeVisible();
  await expect.poll(() => chevron(lib)).toEqual({ drawn: true, turned: true });
  await page.keyboard.press('ArrowRight');
  await expect(tree.getByRole('treeitem', { name: 'utils.ts' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(tree.getByRole('treeitem', { name: 'tsconfig.json' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tree.getByRole('treeitem', { name: /^app/ })).toBeFocused();
  await page.keyboard.press('p');
  await expect(tree.getByRole('treeitem', { name: 'package.json' })).toBeFocused();
  // One tab stop per tree: the item last focused.
  await expect(tree.locator('[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(tree.getByRole('treeitem', { name: 'package.json' })).toBeFocused();
  // A click on a folder opens and closes it.
  await tree.getByText('lib', { exact: true }).click();
  await expect(tree.getByRole('treeitem', { name: 'utils.ts' })).toBeHidden();
});

test('the view selector shows one view at a time and the table of contents follows it', async ({ page, site }) => {
  await page.goto(`${await site('components')}/view`);
  const select = page.getByLabel('View');
  await expect(select).toHaveValue('JavaScript');
  await expect(page.getByText('This content only appears when you select JavaScript.')).toBeVisible();
  await expect(page.getByText('This content only appears when you select Python.')).toBeHidden();
  const toc = page.locator('.toc');
  await expect(toc.getByRole('link', { name: 'Install the JavaScript client' })).toBeVisible();
  await expect(toc.getByRole('link', { name: 'Install the Python client' })).toBeHidden();
  await select.selectOption('Python');
  await expect(page.getByText('This content only appears when you select Python.')).toBeVisible();
  await expect(page.getByText('This content only appears when you select JavaScript.')).toBeHidden();
  await expect(toc.getByRole('link', { name: 'Install the Python client' })).toBeVisible();
  // A link to a heading inside a hidden view selects that view.
  await page.goto(`${await site('components')}/view#install-the-javascript-client`);
  await expect(page.getByRole('heading', { name: 'Install the JavaScript client' })).toBeVisible();
});

test('a prompt is copied with its button, and a colour with a click on its swatch', async ({ page, site, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${await site('components')}/prompt`);
  await page.getByRole('button', { name: 'Copy prompt' }).first().click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('You are a technical writing assistant. Write documentation');
  await page.goto(`${await site('components')}/color`);
  await page.getByRole('button', { name: 'Copy blue-600 #2563EB' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('#2563EB');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`component pages are drawn and pass axe-core in ${colorScheme} mode`, async ({ page, site }) => {
    await page.emulateMedia({ colorScheme });
    const base = await site('components');
    await page.goto(`${base}/color`);
    const swatch = page.getByRole('button', { name: /bg-primary/ }).locator('.color-swatch');
    await expect(swatch).toHaveCSS('background-color', colorScheme === 'dark' ? 'rgb(0, 0, 0)' : 'rgb(255, 255, 255)');
    await page.goto(`${base}/tiles`);
    // Each mode shows its own image of the pair.
    await expect(page.getByAltText(colorScheme === 'dark' ? 'Tile preview placeholder (dark mode)' : 'Tile preview placeholder', { exact: true })).toBeVisible();
    await expect(page.getByAltText(colorScheme === 'dark' ? 'Tile preview placeholder' : 'Tile preview placeholder (dark mode)', { exact: true })).toBeHidden();
    for (const path of ['tree', 'color', 'tiles', 'view', 'prompt', 'github']) {
      await page.goto(`${base}/${path}`);
      expect(await seriousViolations(axe(page).include('article')), path).toEqual([]);
    }
  });
}

test('a twoslash popup is reachable by keyboard: Tab to a token shows its type, Escape hides it', async ({ page, site }) => {
  await page.goto(`${await site('twoslash')}/`);
  const block = page.locator('.code-block', { hasText: 'Twoslash example' });
  const message = block.locator('.twoslash-hover', { hasText: 'const message: string' });
  const popup = message.locator('.twoslash-popup-container');
  // Tab from the block's start, token by token (each token with a popup is one tab stop), up to `message`.
  await block.locator('pre').focus();
  for (let stops = 0; stops < 30 && !(await message.evaluate((element) => element === document.activeElement)); stops += 1) await page.keyboard.press('Tab');
  await expect(message).toBeFocused();
  await expect(popup).toBeVisible();
  await expect(popup).toHaveText('const message: string');
  await expect(block.getByRole('tooltip', { name: 'const message: string' })).toBeVisible();
  await expect(message).toHaveAccessibleDescription('const message: string');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(message).toBeFocused();
  // Leaving and coming back shows it again.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(message).toBeFocused();
  await expect(popup).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a twoslash popup shown by focus keeps 4.5:1 for its text in ${colorScheme} mode`, async ({ page, site }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto(`${await site('twoslash')}/`);
    const message = page.locator('.twoslash-hover', { hasText: 'const message: string' });
    await message.focus();
    await expect(message.locator('.twoslash-popup-container')).toBeVisible();
    const { violations } = await axe(page).include('.twoslash-popup-container').withRules(['color-contrast']).analyze();
    expect(violations.flatMap((v) => v.nodes.map((node) => node.failureSummary ?? v.id))).toEqual([]);
  });
}

test('code blocks as create/code.mdx documents them: icon, diff, focus, expandable, nocopy, wrap', async ({ page, site, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${await site('components')}/code`);
  const block = (title: string) => page.locator('.code-block', { has: page.locator('.code-block-title', { hasText: title }) });
  await expect(block('HelloWorld.java example').locator('.code-block-icon svg')).toBeVisible();
  await expect(block('HelloWorld.java example').locator('.code-block-title')).toHaveText('HelloWorld.java example');

  // Diff: markers gone from what is shown and copied; lines marked added and removed.
  const diff = block('Diff example');
  await expect(diff).not.toContainText('[!code');
  await expect(diff.locator('.line.diff.add')).toHaveCount(2);
  await expect(diff.locator('.line.diff.remove')).toHaveText(['  console.log("Hello, World!");']);
  await diff.hover();
  await diff.getByRole('button', { name: 'Copy code' }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe('const greeting = "Hello, World!";\nfunction sayHello() {\n  console.log("Hello, World!");\n  console.log(greeting);\n}');
  await expect(block('Python diff').locator('.line.diff.remove')).toHaveText(['    print("Hello, World!")']);

  // Focus: the other lines are blurred until the reader points at the block.
  const focus = block('Line focusing example');
  await expect(focus.locator('.line.focused')).toHaveCount(3);
  await expect(focus.locator('.line.unfocused').first()).toHaveCSS('filter', /blur/);

  // Expandable: closed to a few lines, opened and closed again from the keyboard.
  const expandable = block('Expandable example');
  const pre = expandable.locator('pre');
  const closed = await pre.evaluate((element) => element.clientHeight);
  expect(closed).toBeLessThan(await pre.evaluate((element) => element.scrollHeight));
  await expect(expandable.getByText('Show all 16 lines')).toBeVisible();
  await expect(expandable.getByText('Show less')).toBeHidden();
  await expandable.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(expandable.getByText('Show less')).toBeVisible();
  expect(await pre.evaluate((element) => element.clientHeight)).toBe(await pre.evaluate((element) => element.scrollHeight));

  await expect(block('No copy example').getByRole('button', { name: 'Copy code' })).toHaveCount(0);
  await expect(block('Wrap example').locator('pre')).toHaveCSS('white-space', 'pre-wrap');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`highlighted, focused and diff lines keep 4.5:1 for every token in ${colorScheme} mode`, async ({ page, site }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto(`${await site('components')}/code`);
    // The block under the pointer shows its focused lines sharp, as a reader reading it sees them.
    await page.locator('.code-block.has-focus').hover();
    const { violations } = await axe(page).include('article').withRules(['color-contrast']).analyze();
    expect(violations.flatMap((v) => v.nodes.map((node) => node.failureSummary ?? v.id))).toEqual([]);
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`mermaid fences and <Mermaid> are drawn as diagrams in ${colorScheme} mode, and redrawn when the mode changes`, async ({ page, site }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto(`${await site('components')}/mermaid`);
    const diagrams = page.locator('quire-mermaid');
    await expect(diagrams).toHaveCount(2);
    for (const diagram of await diagrams.all()) {
      await expect(diagram.locator('svg')).toBeVisible();
      await expect(diagram.locator('.mermaid-source')).toBeHidden();
    }
    await expect(diagrams.first().locator('svg')).toContainText('bottom');
    // Mermaid's own theme for the mode: its dark theme paints node text light.
    const fill = async () =>
      diagrams
        .nth(1)
        .locator('svg .nodeLabel')
        .first()
        .evaluate((label) => getComputedStyle(label).color);
    const before = await fill();
    await page.getByRole('button', { name: /Switch to (dark|light) mode/ }).click();
    await expect.poll(fill).not.toBe(before);
    await page.goto(`${await site('components')}/mermaid-md`);
    await expect(page.locator('quire-mermaid svg')).toContainText('Alice');
  });
}

test('a page without a diagram loads nothing for diagrams', async ({ page, site }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${await site('components')}/tree`);
  await expect(page.getByRole('tree').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => /DiagramScripts|mermaid|flowDiagram|cytoscape/i.test(url))).toEqual([]);
});

test('mermaid zoom and pan controls: `actions` shows or hides them, `placement` puts them in a corner, and they move the view from the keyboard', async ({ page, site }) => {
  await page.goto(`${await site('components')}/mermaid-controls`);
  const [shown, hidden, byDefault] = await page.locator('quire-mermaid').all();
  for (const diagram of [shown, hidden, byDefault]) await expect(diagram.locator('svg')).toBeVisible();
  await expect(hidden.getByRole('toolbar')).toHaveCount(0);

  // `actions={true}` on a diagram too short for the default, in the top-left corner.
  const toolbar = shown.getByRole('toolbar', { name: 'Diagram view' });
  await expect(toolbar).toBeVisible();
  const frame = (await shown.locator('.mermaid-figure').boundingBox())!;
  const corner = (await toolbar.boundingBox())!;
  expect(corner.x - frame.x).toBeLessThan(frame.width / 4);
  expect(corner.y - frame.y).toBeLessThan(frame.height / 4);

  const svg = shown.locator('.mermaid-figure svg');
  const drawnBox = (await svg.boundingBox())!;
  await toolbar.getByRole('button', { name: 'Zoom in' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(shown).toHaveAttribute('data-zoom', '1.56');
  await expect.poll(async () => (await svg.boundingBox())!.width).toBeGreaterThan(drawnBox.width * 1.5);
  await toolbar.getByRole('button', { name: 'Pan right' }).press('Space');
  await expect.poll(async () => (await svg.boundingBox())!.x).toBeLessThan(drawnBox.x - drawnBox.width * 0.28 - 20);
  await toolbar.getByRole('button', { name: 'Reset view' }).press('Enter');
  await expect(shown).toHaveAttribute('data-zoom', '1');
  await expect.poll(async () => (await svg.boundingBox())!.width).toBeCloseTo(drawnBox.width, 0);

  // No `actions`: shown because the diagram is taller than 120px, in Mintlify's default corner (bottom-right).
  const defaultBar = byDefault.getByRole('toolbar');
  await expect(defaultBar).toBeVisible();
  const defaultFrame = (await byDefault.locator('.mermaid-figure').boundingBox())!;
  const defaultCorner = (await defaultBar.boundingBox())!;
  expect(defaultFrame.x + defaultFrame.width - (defaultCorner.x + defaultCorner.width)).toBeLessThan(defaultFrame.width / 4);
  expect(defaultFrame.y + defaultFrame.height - (defaultCorner.y + defaultCorner.height)).toBeLessThan(defaultFrame.height / 4);
});

test('a twoslash block shows a type when its name is hovered, and copies only the code', async ({ page, site, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${await site('twoslash')}/`);
  const block = page.locator('.code-block', { hasText: 'Twoslash example' });
  // The token `message`: its popup (inside it, hidden) holds the type.
  const message = block.locator('.twoslash-hover', { hasText: 'const message: string' });
  const popup = message.locator('.twoslash-popup-container');
  await expect(popup).toBeHidden();
  await message.hover();
  await expect(popup).toBeVisible();
  await expect(popup).toHaveText('const message: string');
  // Drawn on top, not clipped by the code block's frame: the point at the popup's bottom edge is the popup.
  const onTop = await popup.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.left + 8, box.bottom - 4));
  });
  expect(onTop).toBe(true);
  await block.getByRole('button', { name: 'Copy code' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('const message = adoptPet("Mintie", "cat");');
  expect(copied).not.toContain('const message: string');
});
