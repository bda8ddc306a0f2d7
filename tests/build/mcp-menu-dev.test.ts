import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { decodeHTML } from 'entities';
import { waitForPage } from '../support/child-server.ts';
import { startDevSite } from '../support/dev-site-process.ts';

// A docs.json site whose contextual menu lists the MCP entries, under `quire dev` with no --mcp-url.
const dev = startDevSite('docs-json-mcp-menu', 'mcp-menu-dev');
after(() => dev.stop());

const textOf = (result: Awaited<ReturnType<Client['callTool']>>) => (result.content as Array<{ text: string }>).map((part) => part.text).join('\n');

test("quire dev: the menu's Cursor link installs the dev server's own /mcp, and an assistant there finds and reads a page", { timeout: 120_000 }, async () => {
  const origin = await dev.origin;
  const html = await waitForPage(`${origin}/`, (status, body) => status === 200 && body.includes('Lanterns for every trail'), 'the home page', { output: dev.log });
  const cursor = html.match(/href="(cursor:\/\/anysphere\.cursor-deeplink\/mcp\/install\?[^"]+)"/)?.[1];
  assert.ok(cursor, 'a Cursor install link in the menu');
  const link = new URL(decodeHTML(cursor));
  assert.equal(link.searchParams.get('name'), 'Lantern Docs');
  const { url } = JSON.parse(Buffer.from(link.searchParams.get('config') ?? '', 'base64').toString()) as { url: string };
  assert.equal(url, `${origin}/mcp`);
  assert.match(html, new RegExp(`>npx add-mcp ${origin.replaceAll('.', '\\.')}/mcp<`));

  // The URL the menu gives is a working MCP server: search for a word of a page, then read that page.
  const client = new Client({ name: 'quire-test', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  try {
    const found = textOf(await client.callTool({ name: 'search_docs', arguments: { query: 'beeswax' } }));
    assert.match(found, /Wicks \(\/guides\/wicks\)/);
    assert.match(textOf(await client.callTool({ name: 'read_page', arguments: { path: '/guides/wicks' } })), /^# Wicks[\s\S]*beeswax/);
  } finally {
    await client.close();
  }
});
