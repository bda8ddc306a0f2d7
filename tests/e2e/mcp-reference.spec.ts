import { expect, test } from '@playwright/test';

// This repository's site documents Quire's own MCP server from its snapshot
// (docs/reference/mcp-server.md, `mcp: "docs/reference/quire-mcp.json"`): a reader sees each tool,
// its arguments and the request an assistant sends, and the page's .md copy says the same.

test('the MCP server page lists each tool with its arguments and opens its JSON-RPC request; the table of contents leads to the tools', async ({ page }) => {
  await page.goto('/reference/mcp-server');
  const tools = page.locator('[data-mcp-tool]');
  await expect(tools.locator('h3 code')).toHaveText(['search_docs', 'read_page', 'list_operations', 'describe_operation', 'call_operation']);
  const search = page.locator('[data-mcp-tool="search_docs"]');
  await expect(search.locator('[data-field="query"] .api-field-head')).toHaveText(/query\s+string\s+required/);
  const request = search.locator('details', { hasText: 'JSON-RPC request' });
  await expect(request.locator('pre')).toBeHidden();
  await request.locator('summary').click();
  await expect(request.locator('pre')).toContainText('"method": "tools/call"');
  await expect(request.locator('pre')).toContainText('"name": "search_docs"');
  await expect(page.locator('#connect ~ pre')).toContainText('"mcpServers"');
  await page.locator('.toc').getByRole('link', { name: 'Tools' }).click();
  await expect(page).toHaveURL(/#tools$/);
  await expect(page.locator('#tools')).toBeInViewport();
});

test("the MCP server page's .md copy holds the tools after the page's text", async ({ request }) => {
  const markdown = await (await request.get('/reference/mcp-server.md')).text();
  expect(markdown).toContain('`quire mcp DIR` serves');
  expect(markdown).toMatch(/### Tool `read_page`/);
});
