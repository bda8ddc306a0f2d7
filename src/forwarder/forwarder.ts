import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { FORWARDER_PATH, FORWARDER_PROBE_PATH } from './forwarder-paths.ts';
import { mayForwardHeader } from './header-rule.ts';

/**
 * The same-origin forwarder of `astro dev` and `astro preview`, for the one request a browser
 * cannot make: a GET (or HEAD) with a body (fetch() throws, XHR drops the body). The playground
 * POSTs a JSON envelope here and the forwarder sends the real request from Node.
 *
 * It is not an open proxy: it forwards only to URLs under the site's configured base URLs, only
 * a few headers (never hop-by-hop or session headers, whatever the OpenAPI file declares; a page's
 * own key header and header parameters only to that page's base URLs), only JSON
 * envelopes (a cross-site form cannot produce one without a CORS preflight, which this endpoint never
 * answers), and only for requests whose Origin is this site.
 *
 * The Origin is required, not just checked when present: its only client is the playground, a page
 * of this site, and browsers send Origin on every POST. A tool such as curl has no use for the
 * forwarder (it sends a GET body itself). Exempting requests that arrive on loopback would trust
 * local tunnels and proxies (ssh -R, ngrok, a container's port mapping) that hand network requests
 * to a loopback-only server, so no request is exempt.
 */

const FORWARDED_METHODS = new Set(['GET', 'HEAD', 'PUT', 'POST', 'PATCH', 'DELETE', 'OPTIONS']);
const ENVELOPE_LIMIT = 1024 * 1024;
const RESPONSE_LIMIT = 5 * 1024 * 1024;
const TIMEOUT_MS = 30_000;

export interface ForwardEnvelope {
  method: string;
  url: string;
  headers: Array<[string, string]>;
  body?: string;
}

/** Whether `target` lies under one of the base URLs: same origin, path at or below the base path. */
export function isAllowedTarget(target: string, baseUrls: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return baseUrls.some((base) => {
    const allowed = new URL(base);
    const prefix = allowed.pathname.endsWith('/') ? allowed.pathname : `${allowed.pathname}/`;
    return url.origin === allowed.origin && (url.pathname === allowed.pathname || url.pathname.startsWith(prefix) || allowed.pathname === '/');
  });
}

/** The envelope's headers that may leave (header-rule.ts). */
export function forwardedHeaders(headers: ReadonlyArray<[string, string]>, allowed: ReadonlySet<string>): Record<string, string> {
  const namedInConnection = new Set(headers.filter(([name]) => name.toLowerCase() === 'connection').flatMap(([, value]) => value.split(',').map((token) => token.trim().toLowerCase())));
  const kept: Record<string, string> = {};
  for (const [name, value] of headers) {
    const lower = name.toLowerCase();
    if (!mayForwardHeader(lower, allowed, namedInConnection)) continue;
    kept[name] = value;
  }
  return kept;
}

/** Whether an Origin header names this server ("null", from sandboxed frames, never does). */
function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage, limit: number): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseEnvelope(text: string): ForwardEnvelope | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'the request is not JSON';
  }
  const envelope = value as Partial<ForwardEnvelope>;
  if (typeof envelope?.method !== 'string' || !FORWARDED_METHODS.has(envelope.method.toUpperCase())) return 'method must be one of ' + [...FORWARDED_METHODS].join(', ');
  if (typeof envelope.url !== 'string') return 'url must be a string';
  if (!Array.isArray(envelope.headers) || !envelope.headers.every((h) => Array.isArray(h) && h.length === 2 && h.every((part) => typeof part === 'string'))) {
    return 'headers must be a list of [name, value] pairs';
  }
  if (envelope.body !== undefined && typeof envelope.body !== 'string') return 'body must be a string';
  return { method: envelope.method.toUpperCase(), url: envelope.url, headers: envelope.headers as Array<[string, string]>, body: envelope.body };
}

/** Sends the request with node:http(s), which, unlike fetch(), keeps a body on GET. */
function send(envelope: ForwardEnvelope, allowedHeaders: ReadonlySet<string>): Promise<{ status: number; statusText: string; headers: Array<[string, string]>; body: string; truncated: boolean }> {
  const url = new URL(envelope.url);
  const headers = forwardedHeaders(envelope.headers, allowedHeaders);
  if (envelope.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(envelope.body));
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: envelope.method, headers, timeout: TIMEOUT_MS }, (incoming) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let truncated = false;
      incoming.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > RESPONSE_LIMIT) truncated = true;
        else chunks.push(chunk);
      });
      incoming.on('end', () => {
        const pairs: Array<[string, string]> = [];
        for (let i = 0; i < incoming.rawHeaders.length; i += 2) pairs.push([incoming.rawHeaders[i].toLowerCase(), incoming.rawHeaders[i + 1]]);
        resolve({ status: incoming.statusCode ?? 0, statusText: incoming.statusMessage ?? '', headers: pairs, body: Buffer.concat(chunks).toString('utf8'), truncated });
      });
      incoming.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(Object.assign(new Error(`no answer within ${TIMEOUT_MS / 1000} s`), { code: 'ETIMEDOUT' })));
    outgoing.on('error', reject);
    outgoing.end(envelope.body);
  });
}

/** The headers one API page's playground sends (its header parameters, its key header) and the base URLs it sends them to. */
export interface PageHeaders {
  baseUrls: readonly string[];
  headers: readonly string[];
}

export interface ForwarderOptions {
  /** Every base URL the site's playground offers. */
  baseUrls: () => readonly string[];
  /** The auth header name from site.json, for every API of the site (besides Authorization, Content-Type, Accept). */
  authHeader?: () => string | undefined;
  /** Each API page's own headers: one is forwarded only to a URL under the base URLs of a page that sends it. */
  pageHeaders?: () => ReadonlyArray<PageHeaders>;
}

/**
 * The header names a request to `target` may carry. A page's own headers (an API key header its
 * OpenAPI security or docs.json `api.mdx.auth` names, a header parameter) go only to that page's
 * APIs: a key typed for one API is never sent to another API of the same site.
 */
export function allowedHeadersFor(target: string, options: ForwarderOptions): Set<string> {
  const own = (options.pageHeaders?.() ?? []).filter((page) => isAllowedTarget(target, page.baseUrls)).flatMap((page) => page.headers);
  const named = [options.authHeader?.(), ...own].filter((name): name is string => Boolean(name));
  return new Set(['authorization', 'content-type', 'accept', ...named.map((name) => name.toLowerCase())]);
}

/** A connect-style handler; returns false when the request is not for the forwarder. */
export function createForwarder(options: ForwarderOptions) {
  return async function forward(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const path = (req.url ?? '').split('?')[0];
    if (path !== FORWARDER_PATH && path !== FORWARDER_PROBE_PATH) return false;
    if (req.method === 'GET') {
      // The playground's probe: a static host serves the build's {"forwarder":false} instead.
      reply(res, 200, { forwarder: 'quire', baseUrls: options.baseUrls() });
      return true;
    }
    if (path === FORWARDER_PROBE_PATH) {
      res.setHeader('Allow', 'GET');
      reply(res, 405, { error: `GET ${FORWARDER_PROBE_PATH} asks whether the forwarder is here; requests go to POST ${FORWARDER_PATH}` });
      return true;
    }
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'GET, POST');
      reply(res, 405, { error: 'use POST with a JSON envelope { method, url, headers, body }' });
      return true;
    }
    const origin = req.headers.origin;
    if (!origin) {
      reply(res, 403, {
        error:
          "the request has no Origin header; only this site's own pages (the API playground) may use the forwarder. To send the API request from a terminal, send it to the API directly (curl sends a GET with a body itself).",
      });
      return true;
    }
    if (!sameHost(origin, req.headers.host)) {
      reply(res, 403, { error: `requests from ${origin} are not forwarded; only this site's own pages (the API playground) may use the forwarder` });
      return true;
    }
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
      reply(res, 415, { error: 'send the envelope as Content-Type: application/json' });
      return true;
    }
    const text = await readBody(req, ENVELOPE_LIMIT);
    if (text === undefined) {
      reply(res, 413, { error: `the request is larger than ${ENVELOPE_LIMIT} bytes` });
      return true;
    }
    const envelope = parseEnvelope(text);
    if (typeof envelope === 'string') {
      reply(res, 400, { error: envelope });
      return true;
    }
    if (!isAllowedTarget(envelope.url, options.baseUrls())) {
      reply(res, 403, { error: `${envelope.url} is not under one of the configured base URLs (${options.baseUrls().join(', ') || 'none'}); the forwarder is not an open proxy` });
      return true;
    }
    const started = performance.now();
    try {
      const answer = await send(envelope, allowedHeadersFor(envelope.url, options));
      reply(res, 200, { ...answer, timeMs: Math.round(performance.now() - started) });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      reply(res, 502, { error: `could not reach ${new URL(envelope.url).origin}: ${code ?? ''} ${(error as Error).message}`.replace(/\s+/g, ' ').trim(), code });
    }
    return true;
  };
}
