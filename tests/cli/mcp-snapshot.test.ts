import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { QUIRE_MCP_SNAPSHOT, quireMcpSnapshot } from '../../scripts/mcp-snapshot.ts';

// Quire's documentation draws its own MCP server from a committed snapshot
// (docs/reference/mcp-server.md): the snapshot is what `quire mcp` serves now, so the page cannot
// describe tools the server no longer has.
test("the committed snapshot of Quire's MCP server is what quire mcp serves (npm run docs:mcp writes it)", { timeout: 120_000 }, async () => {
  const served = await quireMcpSnapshot();
  assert.equal(readFileSync(QUIRE_MCP_SNAPSHOT, 'utf8'), served, 'docs/reference/quire-mcp.json is stale: run npm run docs:mcp');
  const snapshot = JSON.parse(served);
  assert.deepEqual(snapshot.tools.map((tool: { name: string }) => tool.name).sort(), ['call_operation', 'describe_operation', 'list_operations', 'read_page', 'search_docs']);
});
