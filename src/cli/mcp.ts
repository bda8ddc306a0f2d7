import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { readFileSync } from 'node:fs';
import { createSiteServer } from '../mcp/server.ts';
import { loadSiteIndex } from '../mcp/site-index.ts';
import { INSTALLATION } from './work-folder.ts';
import type { SiteFolder } from './site-folder.ts';
import { join } from 'node:path';

/**
 * `quire mcp [DIR]`: the site's pages and API to an assistant over MCP on stdin/stdout. Standard
 * output belongs to the protocol: Quire's messages go to standard error.
 */
export async function serveMcp(site: SiteFolder): Promise<number> {
  const loaded = await loadSiteIndex(site);
  if (!loaded.ok) {
    console.error(loaded.message);
    return 1;
  }
  const { version } = JSON.parse(readFileSync(join(INSTALLATION, 'package.json'), 'utf8')) as { version: string };
  const server = createSiteServer(loaded.site, version);
  await server.connect(new StdioServerTransport());
  console.error(`quire mcp: ${loaded.site.pages.length} pages and ${loaded.site.operations.length} API operations of ${loaded.site.name}, on stdio`);
  return 0;
}
