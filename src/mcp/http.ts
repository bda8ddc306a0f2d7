import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createSiteServer } from './server.ts';
import type { SiteLayout } from '../config/site-layout.ts';
import { loadSiteForIndex, loadSiteIndex, type SiteIndexLoad } from './site-index.ts';
import { siteFingerprint } from './site-fingerprint.ts';
import { isMcpUrl } from './path.ts';
import { quireVersion } from '../utils/quire-version.ts';

/** The names of this machine an assistant on it uses: no other host answers /mcp. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * Only this machine's own names. A web page at evil.example whose DNS answer is 127.0.0.1 reaches
 * this server with `Host: evil.example` (DNS rebinding), and a server listening on a network
 * address is reached by the machine's other addresses: neither reads the docs or calls the API as
 * the local user.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1')
    .toLowerCase();
  return LOOPBACK_HOSTS.has(name);
}

function refuse(res: ServerResponse, status: number, message: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

/**
 * A connect-style handler answering MCP at /mcp, stateless: each POST is answered by a server
 * made for it from the site as it is on disk now (a page saved a second ago is found). The loaded
 * site is kept while the folder's files are as they were (site-fingerprint.ts): a request reads
 * the folder's listing, not every page and every remote spec again. Returns false when the request
 * is not for /mcp.
 */
export function createMcpHandler(site: () => Pick<SiteLayout, 'dir' | 'format'>, version = quireVersion()) {
  let kept: { key: string; load: Promise<SiteIndexLoad> } | undefined;
  const loadedSite = (): Promise<SiteIndexLoad> => {
    const layout = site();
    const key = `${layout.format}\n${siteFingerprint(layout.dir)}`;
    if (kept?.key !== key) kept = { key, load: loadSiteForIndex(layout).then(loadSiteIndex) };
    return kept.load;
  };
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (!isMcpUrl(req.url)) return false;
    if (!isLoopbackHost(req.headers.host)) {
      refuse(res, 403, `quire's MCP endpoint answers only at localhost, 127.0.0.1 or [::1], not ${req.headers.host ?? 'a request without Host'}`);
      return true;
    }
    const origin = req.headers.origin;
    if (origin && (!URL.canParse(origin) || new URL(origin).host !== req.headers.host)) {
      refuse(res, 403, `requests from ${origin} are not answered; an assistant sends none, and a web page of another site may not use this endpoint`);
      return true;
    }
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      refuse(res, 405, 'this endpoint is stateless: POST each JSON-RPC message');
      return true;
    }
    const loaded = await loadedSite();
    if (!loaded.ok) {
      refuse(res, 500, loaded.message);
      return true;
    }
    const server = createSiteServer(loaded.site, version);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      transport.close();
      server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res);
    return true;
  };
}
