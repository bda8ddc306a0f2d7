import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { quireVersion } from '../utils/quire-version.ts';
import { createSiteServer } from '../mcp/server.ts';
import { loadSiteForIndex, loadSiteIndex } from '../mcp/site-index.ts';
import type { SiteFolder } from './site-folder.ts';

/**
 * `quire mcp [DIR]`: the site's pages and API to an assistant over MCP on stdin/stdout. Standard
 * output belongs to the protocol: Quire's messages go to standard error.
 */
export async function serveMcp(site: SiteFolder): Promise<number> {
  const loaded = await loadSiteIndex(await loadSiteForIndex(site));
  if (!loaded.ok) {
    console.error(loaded.message);
    return 1;
  }
  const server = createSiteServer(loaded.site, quireVersion());
  await server.connect(new StdioServerTransport());
  console.error(`quire mcp: ${loaded.site.pages.length} pages and ${loaded.site.operations.length} API operations of ${loaded.site.name}, on stdio`);
  return 0;
}
