import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SiteLayout } from '../config/site-layout.ts';
import { isMcpUrl, MCP_PATH } from './path.ts';

interface Logger {
  error(message: string): void;
}

type Site = () => Pick<SiteLayout, 'dir' | 'format'>;
type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/**
 * The /mcp handler, made when /mcp is first asked for: the MCP SDK behind it (about 150 modules,
 * 0.4 s to load) is then loaded only by a dev or preview server an assistant talks to, never by
 * a build, which loads this integration too.
 */
function mcpHandlerOnFirstUse(site: Site): Handle {
  let handler: Promise<Handle> | undefined;
  return async (req, res) => {
    if (!isMcpUrl(req.url)) return false;
    handler ??= import('./http.ts').then(({ createMcpHandler }) => createMcpHandler(site));
    return (await handler)(req, res);
  };
}

/** /mcp under `astro dev`: connect middleware. */
export function mcpDevMiddleware(site: Site, logger: Logger) {
  const handle = mcpHandlerOnFirstUse(site);
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
export function mcpPreviewProxy(site: Site): Record<string, object> {
  const handle = mcpHandlerOnFirstUse(site);
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
