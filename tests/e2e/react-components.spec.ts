import { expect, test } from './fixture-sites.ts';

// tests/fixtures/react-components: React written as Mintlify sites write it (snippets/*.jsx and
// .tsx, components declared inline in a page, a snippet page exporting one), hooks without imports.
test.describe('React components', () => {
  let base = '';
  test.beforeEach(async ({ site }) => {
    base = await site('react-components');
  });

  /** Astro removes `ssr` from an island once React has hydrated it. */
  const hydrated = (page: import('@playwright/test').Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);

  test('snippet components are drawn at build time: their text is there before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await expect(page.locator('.static-badge')).toHaveText('Drawn at build time');
    await expect(page.locator('.color-picker').first()).toContainText('Colour: teal, clicks: 0');
    await expect(page.locator('.picker-card .color-picker')).toContainText('Colour: orange');
    await expect(page.locator('.model-table tr').first()).toHaveText('large128');
    await context.close();
  });

  test('a snippet component with state comes alive: a click updates it, its effect runs', async ({ page }) => {
    await page.goto(`${base}/`);
    await hydrated(page);
    const picker = page.locator('.color-picker').first();
    await picker.getByRole('button', { name: 'Switch colour' }).click();
    await expect(picker.locator('[data-colour]')).toHaveText('orange');
    await expect(picker.locator('[data-clicks]')).toHaveText('1');
    await expect(page.locator('html')).toHaveAttribute('data-picker-mounted', 'true');
    // A component that only draws is never sent to the browser.
    await expect(page.locator('astro-island', { has: page.locator('.static-badge') })).toHaveCount(0);
  });

  test('an inline component with hooks and no imports counts; one drawing Quire components comes alive with them drawn as Quire draws them', async ({ page }) => {
    await page.goto(`${base}/inline`);
    await hydrated(page);
    const counter = page.locator('.inline-counter');
    await expect(counter.locator('[data-count]')).toHaveText('0');
    await counter.getByRole('button', { name: 'Increase' }).click();
    await counter.getByRole('button', { name: 'Increase' }).click();
    await counter.getByRole('button', { name: 'Decrease' }).click();
    await expect(counter.locator('[data-count]')).toHaveText('1');
    await expect(page.locator('.greeting')).toHaveText('Hello, reader.');
    const stateful = page.locator('.note-with-state');
    await expect(stateful.getByRole('note', { name: 'Note' })).toContainText('A note drawn by an inline component, open: true.');
    await stateful.getByRole('button', { name: 'Toggle the note' }).click();
    await expect(stateful.getByRole('note', { name: 'Note' })).toContainText('open: false.');
    // The accordion it draws is Quire's: it opens on a click and is styled by the accordions' stylesheet.
    await stateful.getByText('Details').click();
    await expect(stateful.getByText('Inside an accordion of a live component.')).toBeVisible();
    expect(await stateful.locator('.accordion').evaluate((element) => getComputedStyle(element).borderTopStyle)).not.toBe('none');
  });

  test('a live component a snippet page exports works on the page that imports it', async ({ page }) => {
    await page.goto(`${base}/from-snippet-page`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Snippet count 0' }).click();
    await expect(page.getByRole('button', { name: 'Snippet count 1' })).toBeVisible();
  });

  test("a page importing Mintlify's component package gets Quire's components by the same names", async ({ page }) => {
    await page.goto(`${base}/mintlify-package`);
    await expect(page.getByRole('link', { name: /First card/ })).toHaveAttribute('href', '/inline');
    await expect(page.getByText('Drawn by Quire.')).toBeVisible();
  });

  test("a page's component handed to a live React component as a prop (Mintlify's own docs) draws its code block, before and after a click; the page's Markdown children stay inside", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${base}/handed`);
    const playground = page.locator('.install-playground');
    await expect(playground.locator('.code-block-title')).toHaveText('index.html');
    await expect(playground.locator('pre code')).toHaveText('<script src="/embed.js"></script>');
    await expect(playground.locator('.install-playground-children').getByRole('note', { name: 'Warning' })).toContainText('Keep the loader before the initialization block.');
    await hydrated(page);
    await playground.getByRole('button', { name: 'Show JSX' }).click();
    await expect(playground.locator('.code-block-title')).toHaveText('widget.jsx');
    await expect(playground.locator('pre code')).toHaveText("import { Widget } from 'widget';");
    expect(errors).toEqual([]);
  });

  test("Mintlify's components in a React snippet, unimported or from @mintlify/components, are drawn as Quire's: anchors, icons, numbers, styles, and tabs that switch", async ({ page }) => {
    await page.goto(`${base}/mintlify-in-react`);
    const notes = page.locator('.release-notes');
    // <Update>: the label links to its own anchor, tags are badges.
    await expect(notes.locator('section.update')).toHaveCount(2);
    await expect(notes.getByRole('link', { name: 'v2.0', exact: true })).toHaveAttribute('href', '#update-v2.0');
    await expect(notes.locator('[id="update-v1.9"] .update-tags .badge')).toHaveText(['Fix']);
    // <Card icon={release.icon}>: the name written in the snippet's data is drawn from the site's icon set.
    const card = notes.getByRole('link', { name: /Highlights of v2\.0/ });
    await expect(card).toHaveAttribute('href', '/inline');
    await expect(card.locator('.card-icon svg[data-icon="rocket"]')).toHaveCount(1);
    // The cards' stylesheet is linked by the page, so a card is drawn as a card (a bordered box), not as text.
    expect(await card.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('solid');
    await expect(notes.locator('.step-marker')).toHaveText(['1', '2']);
    await expect(notes.getByRole('note', { name: 'Note' })).toContainText('Release notes are drawn by React.');
    const tabs = notes.locator('quire-tabs.tabs');
    await expect(tabs.getByRole('tabpanel')).toHaveText('npm install quire-demo');
    await tabs.getByRole('tab', { name: 'pnpm' }).click();
    await expect(tabs.getByRole('tabpanel')).toHaveText('pnpm add quire-demo');
    await expect(tabs.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
    // What a snippet keeps for agents is not on the page; a request example's code blocks switch as tabs.
    await expect(notes.locator('.agents-only')).toHaveCount(0);
    const request = notes.getByRole('region', { name: 'Request example' });
    await expect(request.getByRole('tabpanel')).toContainText('curl https://api.example.com/v2');
    await request.getByRole('tab', { name: 'node' }).click();
    await expect(request.getByRole('tabpanel')).toContainText("fetch('https://api.example.com/v2')");
    // From the package: the second tab shown first (defaultTabIndex), a typed card with its callout's icon.
    const packaged = page.locator('.card-group').last();
    await expect(packaged.getByRole('tabpanel')).toHaveText('Second panel');
    await expect(packaged.locator('.card-warning .card-icon svg[data-icon="triangle-exclamation"]')).toHaveCount(1);
    await expect(packaged.locator('.card-icon svg[data-icon="book"]')).toHaveCount(1);
  });

  test("a snippet's tree, palette, diagram, formula, prompt and repository card work as the page's own do", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // No network here: the card asks GitHub for counts and keeps its link when no answer comes.
    await page.route('https://api.github.com/**', (route) => route.abort());
    await page.goto(`${base}/mintlify-in-react`);
    const layout = page.locator('.project-layout');
    // The tree: one row in the tab order, a closed folder opened by a click.
    const tree = layout.getByRole('tree', { name: 'Files' });
    await expect(tree.locator('[role="treeitem"][tabindex="0"]')).toHaveCount(1);
    const docs = tree.getByRole('treeitem', { name: 'docs' });
    await expect(docs).toHaveAttribute('aria-expanded', 'false');
    await expect(tree.getByText('intro.mdx')).toBeHidden();
    await docs.locator('> .tree-label').click();
    await expect(docs).toHaveAttribute('aria-expanded', 'true');
    await expect(tree.getByText('intro.mdx')).toBeVisible();
    // The palette: a swatch copies its value.
    await layout.getByRole('button', { name: /ink #111827/ }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('#111827');
    // The diagram is drawn by the page's diagram script, the formula by the browser as MathML.
    await expect(layout.locator('quire-mermaid svg')).toContainText('Reader');
    await expect(layout.locator('math')).toHaveCount(1);
    await layout.getByRole('button', { name: 'Copy prompt' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('Write a test for the tree.');
    await expect(layout.locator('.prompt-icon svg')).toHaveCount(1);
    await expect(layout.getByRole('link', { name: /withastro\/astro/ })).toHaveAttribute('href', 'https://github.com/withastro/astro');
    // A card drawn by a snippet with the icon the page hands it (`<Feature icon="bolt">` → `<Card icon={icon}>`).
    await expect(page.locator('.card', { hasText: 'Handed an icon' }).locator('.card-icon svg[data-icon="bolt"]')).toHaveCount(1);
  });

  test('a live React snippet drawing a Card comes alive in the browser with the card drawn as before', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${base}/mintlify-in-react`);
    await hydrated(page);
    const card = page.locator('.card', { hasText: 'Was this release helpful?' });
    await card.getByRole('button', { name: 'Votes: 0' }).click();
    await expect(card.getByRole('button', { name: 'Votes: 1' })).toBeVisible();
    await expect(card.locator('.card-icon svg[data-icon="thumbs-up"]')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('a page without React loads no React', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto(`${base}/plain`, { waitUntil: 'load' });
    await expect(page.getByRole('note', { name: 'Note' })).toContainText('Just a note.');
    await expect(page.locator('astro-island')).toHaveCount(0);
    expect(await page.content()).not.toContain('renderer-url');
    // The React runtime is one shared file (/_astro/client.….js), loaded by pages with a live component only.
    expect(scripts.filter((url) => /\/_astro\/client\.[\w-]+\.js/.test(url))).toEqual([]);
  });
});
