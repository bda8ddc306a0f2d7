import { allowedHeadersFor, type ForwarderOptions } from '../forwarder/forwarder.ts';
import { FORWARDER_PROBE_PATH } from '../forwarder/forwarder-paths.ts';
import type { SiteRedirect } from '../site/redirects.ts';
import { NETLIFY_EDGE_FUNCTION_PATH, netlifyMarkdownEdgeFunction, vercelAgentRedirects } from './agent-markdown.ts';
import { cloudflareWorker } from './cloudflare-worker.ts';
import { edgeProxies, type EdgeProxy } from './edge-proxy-paths.ts';
import { hostRedirects, type HostRedirect } from './host-redirects.ts';

/** The hosts `quire build --host` writes for; without --host the folder is plain static files (meta-refresh redirect pages, no proxy). */
export const HOSTS = ['netlify', 'cloudflare', 'vercel'] as const;
export type Host = (typeof HOSTS)[number];

export interface HostInput {
  redirects: readonly SiteRedirect[];
  /** The site's page paths ("/", "/guides/x"). */
  pageHrefs: readonly string[];
  /** The dev forwarder's settings: the base URLs and the headers each may receive. */
  forwarding: Pick<ForwarderOptions, 'authHeader' | 'pageHeaders'> & { baseUrls: readonly string[] };
}

/**
 * Points agents to the site's index for language models. `rel="llms-txt"` is not registered with
 * IANA; it is the relation llmstxt.org's proposal and the agents that read it use, and an unknown
 * relation is ignored by everything else (RFC 8288 §2.1.2).
 */
export const AGENT_LINK = '</llms.txt>; rel="llms-txt", </llms-full.txt>; rel="llms-full-txt"';

/** Cloudflare Pages' documented limits for `_redirects`; past them it ignores the file's rest. */
const CLOUDFLARE_LIMITS = { static: 2000, dynamic: 100 };

const status = (rule: HostRedirect) => (rule.permanent ? 301 : 302);
const isDynamic = (rule: HostRedirect) => /[:*]/.test(rule.from);

/** `_headers` of Netlify and Cloudflare Pages: a path, then its headers indented on the lines below. */
const headersFile = () => `# Written by quire build: agents find the site's llms.txt from any page.\n/*\n  Link: ${AGENT_LINK}\n`;

function redirectLines(rules: readonly HostRedirect[]): string[] {
  return rules.map((rule) => `${rule.from} ${rule.to} ${status(rule)}`);
}

const header = (host: string) => `# Written by \`quire build --host ${host}\` from the site's redirects; build again rather than editing.`;

/** The request headers one base URL may receive (the dev forwarder's rule, applied to the whole base). */
const allowedFor = (proxy: EdgeProxy, forwarding: HostInput['forwarding']) =>
  [...allowedHeadersFor(`${proxy.base}/`, { baseUrls: () => forwarding.baseUrls, authHeader: forwarding.authHeader, pageHeaders: forwarding.pageHeaders })].sort();

export interface HostFiles {
  /** File path in the output folder → contents. */
  files: Map<string, string>;
  /** File path in the host's base directory (the site folder, where the build runs) → contents: Netlify's Edge Function. */
  baseFiles: Map<string, string>;
  warnings: string[];
}

/**
 * What `host` reads from the output folder, in the form its documentation gives: redirects as real
 * 301/302 rules, a Link header to llms.txt, markdown for agents that ask (agent-markdown.ts) and
 * the playground's proxy (edge-proxy-paths.ts). The probe file the playground reads says where the
 * proxies are.
 */
export function hostFiles(host: Host, input: HostInput): HostFiles {
  const proxies = edgeProxies(input.forwarding.baseUrls);
  const { rules, warnings } = hostRedirects(input.redirects, input.pageHrefs, host === 'vercel' ? 'path-to-regexp' : 'splat');
  const files = new Map<string, string>([[FORWARDER_PROBE_PATH, `${JSON.stringify({ forwarder: false, host, edge: proxies })}\n`]]);
  const baseFiles = new Map<string, string>();
  if (host === 'netlify') {
    // A 200 rule to another origin is Netlify's proxy; it forwards only under that one base URL.
    const proxyLines = proxies.map((proxy) => `${proxy.path}/* ${proxy.base}/:splat 200`);
    files.set('/_redirects', [header(host), ...proxyLines, ...redirectLines(rules)].join('\n') + '\n');
    files.set('/_headers', headersFile());
    baseFiles.set(NETLIFY_EDGE_FUNCTION_PATH, netlifyMarkdownEdgeFunction());
  }
  if (host === 'cloudflare') {
    const dynamic = rules.filter(isDynamic);
    const fixed = rules.filter((rule) => !isDynamic(rule));
    if (dynamic.length > CLOUDFLARE_LIMITS.dynamic || fixed.length > CLOUDFLARE_LIMITS.static) {
      warnings.push(
        `redirects: Cloudflare Pages reads at most ${CLOUDFLARE_LIMITS.static} plain and ${CLOUDFLARE_LIMITS.dynamic} wildcard rules from _redirects; this site has ${fixed.length} and ${dynamic.length}. The meta-refresh pages still answer the rest.`,
      );
    }
    files.set('/_redirects', [header(host), ...redirectLines(rules)].join('\n') + '\n');
    files.set('/_headers', headersFile());
    files.set('/_worker.js', cloudflareWorker(proxies.map((proxy) => ({ ...proxy, headers: allowedFor(proxy, input.forwarding) }))));
    // The worker answers the proxy paths; every other path is static and never wakes it.
    files.set('/_routes.json', `${JSON.stringify({ version: 1, include: ['/*'], exclude: ['/_astro/*', '/pagefind/*'] }, null, 2)}\n`);
  }
  if (host === 'vercel') {
    const config = {
      // The site's redirects first: an agent asking for a moved page is sent on, then to its markdown.
      redirects: [...rules.map((rule) => ({ source: rule.from, destination: rule.to, permanent: rule.permanent })), ...vercelAgentRedirects()],
      headers: [{ source: '/(.*)', headers: [{ key: 'Link', value: AGENT_LINK }] }],
      // A rewrite to another origin is Vercel's proxy, under that one base URL.
      rewrites: proxies.map((proxy) => ({ source: `${proxy.path}/:path*`, destination: `${proxy.base}/:path*` })),
    };
    files.set('/vercel.json', `${JSON.stringify(config, null, 2)}\n`);
  }
  return { files, baseFiles, warnings };
}
