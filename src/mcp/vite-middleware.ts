import type { IncomingMessage, ServerResponse } from 'node:http';
import { createMcpHandler, MCP_PATH } from './http.ts';
import type { SiteLayout } from '../config/site-layout.ts';

interface Logger {
  error(message: string): void;
}

/** /mcp under `astro dev`: connect middleware. */
export function mcpDevMiddleware(site: () => Pick<SiteLayout, 'dir' | 'format'>, logger: Logger) {
  const handle = createMcpHandler(site);
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    handle(req, res).then(
      (handled) => (handled ? undefined : next()),
      (error: unknown) => {
        logger.error(`mcp: ${(error as Error).message}`);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      },
    );
  };
}

/**
 * /mcp under `astro preview`, which drops Vite plugins and middleware but keeps `preview.proxy`:
 * a proxy entry whose bypass answers the request itself (as the forwarder's, api-setup.ts).
 */
export function mcpPreviewProxy(site: () => Pick<SiteLayout, 'dir' | 'format'>): Record<string, object> {
  const handle = createMcpHandler(site);
  return {
    [`^${MCP_PATH}(\\?.*)?$`]: {
      target: 'http://127.0.0.1',
      bypass: async (req: IncomingMessage, res: ServerResponse) => {
        await handle(req, res);
        return req.url ?? '/';
      },
    },
  };
}
