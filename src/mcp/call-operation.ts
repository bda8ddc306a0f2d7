import { allowedHeadersFor, forwardedHeaders, isAllowedTarget } from '../forwarder/forwarder.ts';
import type { SiteModel } from '../config/model.ts';
import type { OperationEntry } from '../openapi/operations.ts';
import { operationBaseUrls } from './site-index.ts';

export interface CallInput {
  /** "GET /users/{id}" */
  operation: string;
  /** The path with its parameters filled in ("/users/42"); the operation's own path when absent. */
  path?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: string;
  /** One of the operation's base URLs; the first when absent. */
  baseUrl?: string;
}

const RESPONSE_LIMIT = 100_000;

/**
 * Sends an operation's request as the playground forwarder would (forwarder.ts): only to a URL
 * under one of the site's base URLs, with only the headers the forwarder lets through. → the
 * answer as text, or why it was not sent.
 */
export async function callOperation(entry: OperationEntry, model: SiteModel, allBaseUrls: readonly string[], input: CallInput): Promise<{ ok: boolean; text: string }> {
  const bases = operationBaseUrls(entry, model);
  const base = input.baseUrl ?? bases[0];
  if (!base) return { ok: false, text: `${entry.key} has no base URL: set api.baseUrl in the site's config or servers in the OpenAPI file.` };
  const path = input.path ?? entry.path;
  if (/[{}]/.test(path)) return { ok: false, text: `Fill in the path parameters: pass "path" like "${entry.path.replace(/\{[^}]+\}/g, '42')}".` };
  const url = new URL(`${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  for (const [name, value] of Object.entries(input.query ?? {})) url.searchParams.append(name, value);
  if (!isAllowedTarget(url.href, allBaseUrls)) {
    return { ok: false, text: `${url.href} is not under one of the site's base URLs (${allBaseUrls.join(', ') || 'none'}); only those are called.` };
  }
  if ((entry.method === 'GET' || entry.method === 'HEAD') && input.body !== undefined) return { ok: false, text: `A ${entry.method} request cannot carry a body here; send it with cURL.` };
  const allowed = allowedHeadersFor(url.href, { baseUrls: () => allBaseUrls, authHeader: () => (model.api.auth?.method === 'key' ? model.api.auth.name : undefined) });
  const headers = forwardedHeaders(Object.entries(input.headers ?? {}), allowed);
  let response: Response;
  try {
    response = await fetch(url, { method: entry.method, headers, body: input.body, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    return { ok: false, text: `Could not reach ${url.origin}: ${(error as Error).message}` };
  }
  const text = await response.text();
  const shown = text.length > RESPONSE_LIMIT ? `${text.slice(0, RESPONSE_LIMIT)}\n… (${text.length - RESPONSE_LIMIT} more characters)` : text;
  const headerLines = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
  return { ok: true, text: `${entry.method} ${url.href}\n\nHTTP ${response.status} ${response.statusText}\n${headerLines}\n\n${shown}` };
}
