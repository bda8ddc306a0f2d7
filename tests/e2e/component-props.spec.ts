import { expect, test } from './fixture-sites.ts';
import { axe, seriousViolations } from './axe.ts';

// tests/fixtures/component-props: the interactive props of Mintlify's component pages, in Chromium.

// The first test builds the fixture site, which can outlast the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('<CodeGroup dropdown>: the menu switches the block shown, and the choice follows to the page’s tabs of the same title', async ({ page, site }) => {
  await page.goto(`${await site('component-props')}/code-groups`);
  const menu = page.getByRole('combobox', { name: 'Code examples' });
  await expect(page.getByText('console.log("Hello World");')).toBeVisible();
  await expect(page.getByText("print('Hello World!')")).toBeHidden();
  await menu.selectOption('hello_world.py');
  await expect(page.getByText("print('Hello World!')")).toBeVisible();
  await expect(page.getByText('console.log("Hello World");')).toBeHidden();
  // The tabbed group below has a tab of the same title: it follows.
  await expect(page.getByRole('tab', { name: 'hello_world.py' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText("print('Hello again!')")).toBeVisible();
  // A tab chosen in the other group moves the menu back, and the choice is remembered on the next visit.
  await page.getByRole('tab', { name: 'helloWorld.js' }).click();
  await expect(menu).toHaveValue(/-0$/);
  await page.reload();
  await expect(menu).toHaveValue(/-0$/);
  await menu.selectOption('hello_world.py');
  await page.reload();
  await expect(page.getByText("print('Hello World!')")).toBeVisible();
});

test('<Tooltip cta href>: the link in the tip is reached from the keyboard and by the pointer', async ({ page, site }) => {
  await page.goto(`${await site('component-props')}/tooltips`);
  const link = page.getByRole('link', { name: 'Read our API guide' });
  await expect(link).toBeHidden();
  await page.getByText('API', { exact: true }).first().focus();
  await expect(link).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await expect(link).toBeVisible();
  // With the mouse: from the trigger up into the tip, which stays open over the gap between them.
  await page.mouse.click(5, 5);
  await page.getByText('API', { exact: true }).first().hover();
  await expect(link).toBeVisible();
  await link.hover();
  await link.click();
  await expect(page).toHaveURL(/\/frames$/);
});

test('<Tabs defaultTabIndex> shows the asked tab first; a link to a <Tab id> opens it', async ({ page, site }) => {
  const origin = await site('component-props');
  await page.goto(`${origin}/tabs`);
  await expect(page.getByText('Content of the second tab.')).toBeVisible();
  await expect(page.getByText('Content of the first tab.')).toBeHidden();
  await page.getByRole('tab', { name: 'Third tab' }).click();
  await page.goto(`${origin}/tabs#second`);
  await expect(page.getByRole('tab', { name: 'Second tab' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Content of the second tab.')).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`badges of every colour, typed cards, the dropdown and the tooltip pass axe-core (4.5:1 text) in ${colorScheme} mode`, async ({ page, site }) => {
    await page.emulateMedia({ colorScheme });
    const base = await site('component-props');
    for (const path of ['badge', 'cards', 'code-groups', 'tooltips', 'frames', 'tabs', 'steps', 'fields']) {
      await page.goto(`${base}/${path}`);
      // The disabled badge is dimmed on purpose (WCAG exempts inactive controls); everything else is checked.
      expect(await seriousViolations(axe(page).include('article').exclude('.badge-disabled')), path).toEqual([]);
    }
  });
}

test("<Card> with an icon name no library has draws a plain ring in its place, its title level with its neighbour's", async ({ page, site }) => {
  const origin = await site('component-props');
  await page.goto(`${origin}/cards`);
  const known = page.locator('.card', { hasText: 'Known icon' });
  const unknown = page.locator('.card', { hasText: 'Unknown icon' });
  await expect(unknown.locator('.card-icon svg')).toHaveAttribute('data-icon', 'circle');
  const titleTop = async (card: typeof known) => (await card.getByText(/icon$/).first().boundingBox())?.y;
  expect(await titleTop(unknown)).toBe(await titleTop(known));
});

test('<AccordionGroup>: a divider above every accordion but the first, whatever the page puts between them', async ({ page, site }) => {
  const origin = await site('component-props');
  await page.goto(`${origin}/accordions`);
  const borders = await page
    .locator('.accordion-group')
    .first()
    .evaluate((group) => {
      const items = [...group.children].filter((child) => child.classList.contains('accordion'));
      // A script between two items, as Astro may hoist one: the rule must not depend on it.
      group.insertBefore(document.createElement('script'), items[2]);
      return items.map((item) => getComputedStyle(item).borderTopWidth);
    });
  expect(borders).toEqual(['0px', '1px', '1px']);
});

test('<Accordion>: opening one puts its id in the address; a link to one, or into a closed one, opens it', async ({ page, site }) => {
  const origin = await site('component-props');
  await page.goto(`${origin}/accordions`);
  await page.getByText('Getting started').click();
  await expect(page.getByText('You can put other components inside Accordions.')).toBeVisible();
  await expect(page).toHaveURL(/#getting-started$/);
  await page.goto(`${origin}/accordions#nested`);
  await expect(page.getByText('Keep related content organized into groups.')).toBeVisible();
  await expect(page.getByText('Add icons to make accordions more visually distinct and scannable.')).toBeVisible();
  await expect(page).toHaveURL(/#nested$/);
});
