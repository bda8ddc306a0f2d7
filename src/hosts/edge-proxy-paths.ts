/**
 * The playground's proxy on a host's edge (`quire build --host …`): each API base URL the site
 * offers gets a same-origin path, /_quire/proxy/<n>, that the host forwards to that base URL and
 * nowhere else. Read by the build (the host files) and by the playground in the browser.
 */
export const EDGE_PROXY_PREFIX = '/_quire/proxy/';

export interface EdgeProxy {
  /** The base URL the host forwards to, as configured ("https://api.example.com/v1"). */
  base: string;
  /** The same-origin path that stands for it ("/_quire/proxy/0"), without a trailing slash. */
  path: string;
}

/** One proxy path per distinct http(s) base URL, numbered in order; query and fragment dropped. */
export function edgeProxies(baseUrls: readonly string[]): EdgeProxy[] {
  const bases: string[] = [];
  for (const raw of baseUrls) {
    if (!URL.canParse(raw)) continue;
    const url = new URL(raw);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) continue;
    const base = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    if (!bases.includes(base)) bases.push(base);
  }
  return bases.map((base, index) => ({ base, path: `${EDGE_PROXY_PREFIX}${index}` }));
}

/**
 * The same-origin URL that reaches `target` through the host's proxy, or undefined when no proxy
 * covers it (another origin, a path outside the base's path): those requests go direct, as before.
 */
export function edgeProxyUrl(target: string, proxies: readonly EdgeProxy[]): string | undefined {
  if (!URL.canParse(target)) return undefined;
  const url = new URL(target);
  for (const proxy of proxies) {
    const base = new URL(proxy.base);
    if (url.origin !== base.origin) continue;
    if (url.pathname !== base.pathname && !url.pathname.startsWith(`${base.pathname.replace(/\/$/, '')}/`)) continue;
    return `${proxy.path}${url.pathname.slice(base.pathname.replace(/\/$/, '').length) || ''}${url.search}`;
  }
  return undefined;
}
