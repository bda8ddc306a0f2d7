/** Sending a playground request and explaining why one failed, in words a reader can act on. */

import { FORWARDER_PATH, FORWARDER_PROBE_PATH, MOCK_LABEL } from '../forwarder/forwarder-paths.ts';
import { edgeProxyUrl, type EdgeProxy } from '../hosts/edge-proxy-paths.ts';

export interface OutgoingRequest {
  method: string;
  url: string;
  headers: Array<[string, string]>;
  body?: string;
}

export interface Answer {
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  body: string;
  timeMs: number;
  /** edge: through the proxy `quire build --host` put on the host (same origin, so CORS does not apply). */
  via: 'direct' | 'forwarder' | 'edge';
}

export type Outcome = { ok: true; answer: Answer } | { ok: false; message: string };

/** `npx quire dev and npx quire preview`: the commands (as the site's authors run them) whose servers forward a GET with a body. */
export const forwardingServers = (commands: readonly string[] = ['npx astro dev', 'npx astro preview']): string => commands.join(' and ');

interface ProbeAnswer {
  forwarder: boolean;
  /** The host's proxies, when the site was built with --host (edge-proxy-paths.ts). */
  edge: EdgeProxy[];
}

let forwarderProbe: Promise<ProbeAnswer> | undefined;

function probe(): Promise<ProbeAnswer> {
  forwarderProbe ??= fetch(FORWARDER_PROBE_PATH, { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      const data = response.ok ? await response.json() : {};
      const edge = Array.isArray(data.edge) ? data.edge.filter((proxy: EdgeProxy) => typeof proxy?.base === 'string' && typeof proxy?.path === 'string') : [];
      return { forwarder: data.forwarder === 'quire', edge };
    })
    .catch(() => ({ forwarder: false, edge: [] }));
  return forwarderProbe;
}

/** Whether this site is served by `astro dev`/`astro preview` with the forwarder (a static host serves the build's "no"). */
export async function hasForwarder(): Promise<boolean> {
  return (await probe()).forwarder;
}

const isLocalHost = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]';

/** fetch() says only "Failed to fetch"; find out which failure it was. */
async function explainFailure(url: URL): Promise<string> {
  if (location.protocol === 'https:' && url.protocol === 'http:' && !isLocalHost(url.hostname)) {
    return `The browser blocked the request: this page is served over HTTPS and ${url.origin} is plain HTTP (mixed content). Use an HTTPS base URL, or send the request with cURL.`;
  }
  try {
    // An opaque no-cors request succeeds whenever the server answers at all, CORS or not.
    await fetch(url.origin + '/', { mode: 'no-cors', cache: 'no-store' });
  } catch {
    const mock = (await hasForwarder()) ? ` To try the request without it, choose "${MOCK_LABEL}" as the base URL: it answers with the responses the OpenAPI file documents.` : '';
    return `Could not connect to ${url.origin}: nothing answered. The API server may not be running, the base URL may be wrong, or the network may be down.${mock}`;
  }
  return `${url.origin} answered, but the browser did not let this page read the response: the server does not allow requests from ${location.origin} (CORS; its response lacks a matching Access-Control-Allow-Origin, or the preflight for the Authorization and Content-Type headers failed). Send the request with cURL instead, or ask the API's owners to allow this origin.`;
}

/**
 * Sends the request from the browser: to the API itself, or, on a site built with --host, to the
 * host's proxy for its base URL (same origin: an API without CORS answers too). Cookies of this
 * site are never sent (credentials: omit), whichever way it goes.
 */
export async function sendDirect(request: OutgoingRequest): Promise<Outcome> {
  const url = new URL(request.url);
  const proxied = edgeProxyUrl(request.url, (await probe()).edge);
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(proxied ?? url, { method: request.method, headers: request.headers, body: request.body, cache: 'no-store', credentials: 'omit' });
  } catch {
    if (proxied) return { ok: false, message: `This site's proxy for ${url.origin} did not answer; the host may not have deployed it (see the README's section for your host).` };
    return { ok: false, message: await explainFailure(url) };
  }
  const body = await response.text();
  return {
    ok: true,
    answer: { status: response.status, statusText: response.statusText, headers: [...response.headers], body, timeMs: Math.round(performance.now() - started), via: proxied ? 'edge' : 'direct' },
  };
}

export async function sendThroughForwarder(request: OutgoingRequest): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch(FORWARDER_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request), cache: 'no-store' });
  } catch {
    return { ok: false, message: 'The local forwarder (quire dev / quire preview) did not answer; is the server still running?' };
  }
  const data = await response.json().catch(() => ({}));
  if (!response.ok) return { ok: false, message: `The forwarder did not send the request: ${data.error ?? `HTTP ${response.status}`}` };
  return { ok: true, answer: { status: data.status, statusText: data.statusText, headers: data.headers, body: data.body, timeMs: data.timeMs, via: 'forwarder' } };
}
