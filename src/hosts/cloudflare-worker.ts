import { MARKDOWN_FIRST, MARKDOWN_URL_SOURCE } from './agent-markdown.ts';
import type { EdgeProxy } from './edge-proxy-paths.ts';
import { mayForwardHeader } from '../forwarder/header-rule.ts';

export interface WorkerProxy extends EdgeProxy {
  /** The request headers this base URL may receive, lower case (the dev forwarder's allow-list). */
  headers: string[];
}

/**
 * The source of `_worker.js`, Cloudflare Pages' "advanced mode" worker in the output folder (its
 * `_redirects` cannot proxy to another origin, and a `functions/` folder would sit outside the
 * output). It does what `_redirects` and `_headers` cannot:
 * - /_quire/proxy/<n>/… → the n-th API base URL and nowhere else, with the headers the dev
 *   forwarder lets through, by its own rule (src/forwarder/header-rule.ts, whose source the worker
 *   carries): never Cookie, hop-by-hop or Proxy-* headers, a page's own key header only to that
 *   page's base URLs; no Set-Cookie comes back, and a request from another site's page (its Origin
 *   or Sec-Fetch-Site says so) is refused;
 * - `Accept: text/markdown` first on a page → the page's `<page>.md` (agent-markdown.ts);
 * - everything else → the static files (env.ASSETS), where `_redirects` and `_headers` apply.
 * Plain JavaScript with its settings inlined: Pages deploys the file as it is.
 */
export function cloudflareWorker(proxies: readonly WorkerProxy[]): string {
  return `// Written by \`quire build --host cloudflare\`: the playground's proxy and markdown for agents. Do not edit; build again.
const PROXIES = ${JSON.stringify(proxies)};
const PROXY_PREFIX = '/_quire/proxy/';
const MARKDOWN_FIRST = ${MARKDOWN_FIRST};
const NOT_RETURNED = new Set(['set-cookie', 'connection', 'keep-alive', 'transfer-encoding']);

// The forwarder's own rule (src/forwarder/header-rule.ts), as its source.
${mayForwardHeader.toString()}

const answer = (status, error) =>
  new Response(JSON.stringify({ error }), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });

/** Whether the request comes from another site's page: those may not use this site's proxy. */
function fromAnotherSite(request, url) {
  const origin = request.headers.get('origin');
  if (origin && origin !== url.origin) return true;
  const site = request.headers.get('sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
}

async function forward(request, url, proxy) {
  if (fromAnotherSite(request, url)) return answer(403, 'only this site\\'s own pages (the API playground) may use its proxy');
  const base = new URL(proxy.base);
  const target = new URL(base.href.replace(/\\/$/, '') + url.pathname.slice(proxy.path.length) + url.search);
  const basePath = base.pathname.replace(/\\/$/, '');
  // Dot segments ("/..", "%2e%2e") are resolved by new URL(): what remains must still lie under the base.
  if (target.origin !== base.origin || (target.pathname !== basePath && !target.pathname.startsWith(basePath + '/'))) {
    return answer(403, target.href + ' is not under ' + proxy.base + '; the proxy is not an open proxy');
  }
  const named = new Set((request.headers.get('connection') || '').split(',').map((token) => token.trim().toLowerCase()));
  const allowed = new Set(proxy.headers);
  const headers = new Headers();
  for (const [name, value] of request.headers) {
    if (!mayForwardHeader(name, allowed, named)) continue;
    headers.set(name, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let upstream;
  try {
    upstream = await fetch(target, { method: request.method, headers, body: hasBody ? await request.arrayBuffer() : undefined, redirect: 'manual' });
  } catch (error) {
    return answer(502, 'could not reach ' + base.origin + ': ' + (error && error.message ? error.message : String(error)));
  }
  const returned = new Headers();
  for (const [name, value] of upstream.headers) if (!NOT_RETURNED.has(name)) returned.append(name, value);
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: returned });
}

/** Whether the client asked for markdown first (an agent's "Accept: text/markdown"). */
const wantsMarkdown = (request) => MARKDOWN_FIRST.test(request.headers.get('accept') || '');

${MARKDOWN_URL_SOURCE}

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (url.pathname.startsWith(PROXY_PREFIX)) {
      const proxy = PROXIES.find((p) => url.pathname === p.path || url.pathname.startsWith(p.path + '/'));
      return proxy ? forward(request, url, proxy) : answer(404, 'no API base URL is configured at ' + url.pathname);
    }
    const target = (request.method === 'GET' || request.method === 'HEAD') && wantsMarkdown(request) && !/\\.[a-z0-9]+$/i.test(url.pathname) ? markdownUrl(url) : null;
    if (target) {
      const markdown = await env.ASSETS.fetch(new Request(target, { method: request.method }));
      if (markdown.ok) {
        const headers = new Headers(markdown.headers);
        headers.set('Content-Type', 'text/markdown; charset=utf-8');
        headers.set('Vary', 'Accept');
        return new Response(markdown.body, { status: 200, headers });
      }
    }
    return env.ASSETS.fetch(request);
  },
};
`;
}
