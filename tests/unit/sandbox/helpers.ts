// Shared helpers for the sandbox tests: start a sandbox on an ephemeral port that the test stops, and
// send requests with node:http (fetch refuses a body on GET, and GET /api/user needs one).
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { TestContext } from 'node:test';
import { startSandbox } from '../../../src/sandbox/server.ts';
import type { RunningSandbox, SandboxOptions } from '../../../src/sandbox/server.ts';

export const CUSTOMER_TOKEN = 'unit-customer-token';
export const TESTING_TOKEN = 'unit-testing-token';

/** Starts a sandbox on 127.0.0.1:<free port> and stops it when the test ends. */
export async function startTestSandbox(t: TestContext, options: SandboxOptions = {}): Promise<RunningSandbox> {
  const sandbox = await startSandbox({
    port: 0,
    host: '127.0.0.1',
    tokens: { customer: CUSTOMER_TOKEN, testing: TESTING_TOKEN },
    ...options,
  });
  t.after(() => sandbox.close());
  return sandbox;
}

export type Reply = {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The parsed body; undefined when it is not JSON (or empty). */
  // biome-ignore lint/suspicious/noExplicitAny: tests read fields of the responses they expect without restating their types
  json: any;
};

export type SendOptions = {
  method?: string;
  path?: string;
  /** API token for `Authorization: Token <token>`; null sends no Authorization header. */
  token?: string | null;
  /** An object is sent as JSON; a string or Buffer as is; undefined sends no body. */
  body?: unknown;
  /** Replaces or removes (null) the default headers. */
  headers?: Record<string, string | null>;
  /** Send the body with Transfer-Encoding: chunked instead of Content-Length. */
  chunked?: boolean;
};

/** One HTTP request on a fresh connection; resolves with status, headers and body. */
export function send(baseUrl: string, options: SendOptions = {}): Promise<Reply> {
  const url = new URL(options.path ?? '/api/user', baseUrl);
  const body = options.body === undefined ? undefined : typeof options.body === 'string' || Buffer.isBuffer(options.body) ? options.body : JSON.stringify(options.body);
  const headers: Record<string, string> = {};
  const token = options.token === undefined ? CUSTOMER_TOKEN : options.token;
  if (token !== null) headers.Authorization = `Token ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (body !== undefined && !options.chunked) headers['Content-Length'] = String(Buffer.byteLength(body));
  // node:http only chunks POST/PUT bodies by default; a GET needs the header spelled out.
  if (body !== undefined && options.chunked) headers['Transfer-Encoding'] = 'chunked';
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    const existing = Object.keys(headers).find((key) => key.toLowerCase() === name.toLowerCase());
    if (existing) delete headers[existing];
    if (value !== null) headers[name] = value;
  }
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: options.method ?? 'GET', headers, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = text === '' ? undefined : JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text, json });
      });
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    if (body !== undefined && options.chunked) {
      // Several chunks, so the server has to join them.
      const bytes = Buffer.from(body);
      const third = Math.ceil(bytes.length / 3);
      for (let start = 0; start < bytes.length; start += third) outgoing.write(bytes.subarray(start, start + third));
    } else if (body !== undefined) {
      outgoing.write(body);
    }
    outgoing.end();
  });
}

/** Shorthand for an authenticated JSON call to /api/user. */
export function callUserApi(sandbox: RunningSandbox, method: string, body: unknown, token: string = CUSTOMER_TOKEN): Promise<Reply> {
  return send(sandbox.url, { method, body, token });
}
