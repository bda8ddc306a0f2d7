/**
 * Whether a request header may leave for the API: one rule for the dev and preview forwarder
 * (forwarder.ts) and the Cloudflare worker `quire build --host cloudflare` writes, which carries
 * this function's own source (hosts/cloudflare-worker.ts), so the two cannot drift apart. The
 * function is self-contained for that reason: it reads nothing outside itself.
 *
 * Allowed by name (the site's auth header, a page's header parameters), and never a header about
 * the connection or the reader's own session, even when the OpenAPI file declares a parameter of
 * that name or site.json names it as the auth header: Host, Content-Length and Connection are set
 * by whoever sends the request, a forwarded Transfer-Encoding or Upgrade would change how the
 * upstream reads it, Cookie is the reader's session with the docs, Proxy-* are for the proxy, and a
 * header the request's Connection names is hop-by-hop. `name` is lower case.
 */
export function mayForwardHeader(name: string, allowed: { has(name: string): boolean }, namedInConnection: { has(name: string): boolean }): boolean {
  const never = ['host', 'cookie', 'connection', 'keep-alive', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'content-length'];
  return allowed.has(name) && !never.includes(name) && !name.startsWith('proxy-') && !namedInConnection.has(name);
}
