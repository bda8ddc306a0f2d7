import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contextualItems, type ContextualItem, unservedMcpEntries } from '../../../src/components/layout/contextual.ts';

const page = { url: 'https://docs.example.com/guides/intro', path: '/guides/intro', markdownPath: '/guides/intro.md' };
const mcp = { url: 'https://docs.example.com/mcp?team=a&b=1', name: 'Acme "Docs"' };
const options = ['copy', 'mcp', 'add-mcp', 'cursor', 'vscode'] as const;
const href = (item: ContextualItem | undefined) => (item?.kind === 'link' ? item.href : undefined);

test("the MCP entries point to the site's MCP server as Mintlify's menu does: URL, npx add-mcp, Cursor's and VS Code's install links", () => {
  const items = contextualItems(options, page, mcp);
  assert.deepEqual(
    items.map((item) => item.label),
    ['Copy page', 'Copy MCP server URL', 'Copy MCP install command', 'Connect to Cursor', 'Connect to VS Code'],
  );
  assert.deepEqual(items[1], { kind: 'copy-text', label: 'Copy MCP server URL', description: mcp.url, text: mcp.url });
  assert.equal(items[2].kind === 'copy-text' && items[2].text, 'npx add-mcp https://docs.example.com/mcp?team=a&b=1');
  // Cursor: cursor://anysphere.cursor-deeplink/mcp/install?name=…&config=<base64 of {"url"}>.
  const cursor = new URL(href(items[3]) ?? '');
  assert.equal(`${cursor.protocol}//${cursor.host}${cursor.pathname}`, 'cursor://anysphere.cursor-deeplink/mcp/install');
  assert.equal(cursor.searchParams.get('name'), 'Acme "Docs"');
  assert.deepEqual(JSON.parse(Buffer.from(cursor.searchParams.get('config') ?? '', 'base64').toString()), { url: mcp.url });
  // VS Code: the vscode.dev install redirect Mintlify's docs link to, config as URL-encoded JSON.
  const vscode = new URL(href(items[4]) ?? '');
  assert.equal(`${vscode.origin}${vscode.pathname}`, 'https://vscode.dev/redirect/mcp/install');
  assert.deepEqual(JSON.parse(vscode.searchParams.get('config') ?? ''), { type: 'http', url: mcp.url });
  // Every character of the URL and name is encoded in the query: nothing breaks out of it.
  assert.doesNotMatch(href(items[4]) ?? '', /[" ]|&b=1/);
});

test('without an MCP URL the MCP entries and custom links using $mcp are left out; the rest of the menu stays', () => {
  const custom = { title: 'Install', description: 'In our tool', href: { base: 'https://tool.example/add', query: [{ key: 'server', value: '$mcp' }] } };
  assert.deepEqual(
    contextualItems([...options, custom], page).map((item) => item.label),
    ['Copy page'],
  );
  const withUrl = contextualItems([custom], page, mcp);
  assert.equal(href(withUrl[0]), 'https://tool.example/add?server=https%3A%2F%2Fdocs.example.com%2Fmcp%3Fteam%3Da%26b%3D1');
});

test('a build without an MCP URL says which MCP entries it leaves out and how to keep them; dev and a build with a URL say nothing', () => {
  assert.equal(unservedMcpEntries(['copy', 'mcp', 'cursor'], undefined, false), 'contextual menu: "mcp", "cursor" left out: they need the URL of your MCP server (quire build --mcp-url URL).');
  assert.equal(unservedMcpEntries(['mcp'], 'https://docs.example.com/mcp', false), undefined);
  assert.equal(unservedMcpEntries(['mcp'], undefined, true), undefined);
  assert.equal(unservedMcpEntries(['copy'], undefined, false), undefined);
});
