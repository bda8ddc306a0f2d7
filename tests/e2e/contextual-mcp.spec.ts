import { expect, test } from './fixture-sites.ts';
import { recordTexts } from './text-history.ts';

const MCP_URL = 'https://docs.example.com/mcp';

test("the contextual menu's MCP entries copy the server URL and its npx add-mcp command", async ({ page, context, site }) => {
  // Built as with `quire build --mcp-url …` (tests/support/build-site.mjs reads QUIRE_MCP_URL).
  process.env.QUIRE_MCP_URL = MCP_URL;
  const url = await site('docs-json-mcp-menu').finally(() => delete process.env.QUIRE_MCP_URL);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
  await page.goto(`${url}/guides/wicks`);
  const menu = page.locator('quire-contextual');
  await menu.locator('summary').click();
  await expect(menu.getByRole('button', { name: `Copy MCP server URL ${MCP_URL}` })).toBeVisible();
  // Found by what it copies: its name changes to "Copied" while it confirms.
  const copyUrl = menu.locator(`[data-contextual-copy-text="${MCP_URL}"]`);
  const shown = await recordTexts(copyUrl);
  await copyUrl.click();
  await expect.poll(shown).toContainEqual(expect.stringContaining('Copied'));
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(MCP_URL);
  await menu.getByRole('button', { name: /Copy MCP install command/ }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`npx add-mcp ${MCP_URL}`);
  await expect(menu.getByRole('link', { name: /Connect to Cursor/ })).toHaveAttribute('href', /^cursor:\/\/anysphere\.cursor-deeplink\/mcp\/install\?name=Lantern\+Docs&config=/);
});
