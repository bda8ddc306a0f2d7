// Writes the snapshot of Quire's own MCP server that its documentation draws
// (docs/reference/mcp-server.md: `mcp: "docs/reference/quire-mcp.json"`):
// `npm run docs:mcp`. tests/cli/mcp-snapshot.test.ts fails while the committed file is stale.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const QUIRE_MCP_SNAPSHOT = join(ROOT, 'docs/reference/quire-mcp.json');

/** A list a server may not offer (no prompts capability): empty, as a client sees it. */
async function listed<T>(offered: boolean, list: () => Promise<T[]>): Promise<T[]> {
  return offered ? list() : [];
}

/**
 * What `quire mcp` serves for this repository's own documentation, as a snapshot: the results of
 * tools/list, resources/list, resources/templates/list and prompts/list, with its serverInfo.
 */
export async function quireMcpSnapshot(): Promise<string> {
  const client = new Client({ name: 'quire-docs-snapshot', version: '1' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [join(ROOT, 'bin/quire.mjs'), 'mcp', ROOT], cwd: ROOT, stderr: 'pipe' }));
  try {
    const capabilities = client.getServerCapabilities() ?? {};
    const snapshot = {
      serverInfo: client.getServerVersion(),
      instructions: client.getInstructions(),
      connect: { command: 'npx', args: ['quire', 'mcp', '.'] },
      tools: (await client.listTools()).tools,
      resources: await listed(Boolean(capabilities.resources), async () => (await client.listResources()).resources),
      resourceTemplates: await listed(Boolean(capabilities.resources), async () => (await client.listResourceTemplates()).resourceTemplates),
      prompts: await listed(Boolean(capabilities.prompts), async () => (await client.listPrompts()).prompts),
    };
    return `${JSON.stringify(snapshot, null, 2)}\n`;
  } finally {
    await client.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(QUIRE_MCP_SNAPSHOT, await quireMcpSnapshot());
  console.log(`wrote ${QUIRE_MCP_SNAPSHOT}`);
}
