// The sandbox's HTTP server: routing, CORS, body reading, and turning handler answers into responses.
// `startSandbox` is what the CLI, the unit tests and the Playwright suite call to run one in-process.
import { createServer, STATUS_CODES } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { DEVELOPMENT_TOKENS, problemWithTokens } from './api-tokens.ts';
import { authenticate, checkContentType, failure, handleUserRequest, parseJsonBody } from './handlers.ts';
import type { UserMethod } from './handlers.ts';
import { BODY_LIMIT, readRequestBody } from './request-body.ts';
import { UserGroupStore } from './store.ts';
import type { ApiTokens, SandboxResponse } from './types.ts';

export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';
export const USER_PATH = '/api/user';
const USER_METHODS: readonly string[] = ['GET', 'PUT', 'POST'];
const ALLOW = 'GET, PUT, POST, OPTIONS';

export type SandboxOptions = {
  /** 0 picks a free port (tests). Default 8787. */
  port?: number;
  host?: string;
  /** Persist to this JSON file (atomically, on every change); in memory when absent. */
  dataFile?: string | null;
  tokens?: ApiTokens;
  /** Largest accepted request body in bytes (default 64 KiB). */
  bodyLimit?: number;
  /** Where unexpected errors are reported (default: console.error). */
  logError?: (error: unknown) => void;
};

export type RunningSandbox = {
  /** Base URL, e.g. http://127.0.0.1:8787 (append /api/user). */
  url: string;
  host: string;
  port: number;
  tokens: ApiTokens;
  dataFile: string | null;
  /** How many user groups the store holds (both environments). */
  countUserGroups: () => number;
  /** Stops accepting connections, closes open ones, resolves when the server is down. */
  close: () => Promise<void>;
};

// Sent on every response so a static site on another origin (the docs playground) can call the
// sandbox and read its answers, errors included. `*` is enough: the API token travels in a header
// the client sets explicitly, never in cookies, so credentialed CORS is not needed.
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Allow, WWW-Authenticate',
};

/** Starts a sandbox; rejects when the data file is unusable, the tokens are invalid or the port is taken. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const tokens = options.tokens ?? DEVELOPMENT_TOKENS;
  const tokenProblem = problemWithTokens(tokens);
  if (tokenProblem) throw new Error(tokenProblem);
  const dataFile = options.dataFile ?? null;
  const store = new UserGroupStore(dataFile);
  const bodyLimit = options.bodyLimit ?? BODY_LIMIT;
  const logError = options.logError ?? ((error: unknown) => console.error('sandbox: unexpected error', error));

  const server = createServer(
    {
      // Bound how long a slow or never-ending request can hold a connection.
      requestTimeout: 30_000,
      headersTimeout: 10_000,
      // How often those two are checked (Node's default, 30 s, would let a request live up to 60 s).
      connectionsCheckingInterval: 1_000,
    },
    (request, response) => {
      respond(request, response, { store, tokens, bodyLimit }).catch((error: unknown) => {
        logError(error);
        send(response, failure(500, 'Internal sandbox error; the sandbox printed the details on its terminal.'));
      });
    },
  );
  server.on('clientError', answerMalformedRequest);

  await listen(server, options.port ?? DEFAULT_PORT, options.host ?? DEFAULT_HOST);
  const address = server.address() as AddressInfo;
  return {
    url: `http://${hostForUrl(address)}:${address.port}`,
    host: address.address,
    port: address.port,
    tokens,
    dataFile,
    countUserGroups: () => store.size,
    close: () => stop(server),
  };
}

type Context = { store: UserGroupStore; tokens: ApiTokens; bodyLimit: number };

async function respond(request: IncomingMessage, response: ServerResponse, context: Context): Promise<void> {
  const method = request.method ?? '';
  // The spec defines no query parameters; a query string (a cache buster, say) is ignored.
  const path = (request.url ?? '').split('?')[0];

  // Preflight first and on every path, without authentication: browsers never send credentials on a
  // preflight, and a passing preflight lets the real request through to read the sandbox's own
  // JSON answer (e.g. the 404 for a mistyped path) instead of an opaque CORS failure.
  if (method === 'OPTIONS') return sendPreflight(request, response);
  if (path !== USER_PATH) {
    return send(response, failure(404, `Not found: ${JSON.stringify(path.slice(0, 200))}. ` + `The sandbox serves ${USER_PATH} only.`));
  }
  if (!USER_METHODS.includes(method)) {
    return send(response, failure(405, `Method ${method} is not allowed on ${USER_PATH}. Allowed: ${ALLOW}.`, { Allow: ALLOW }));
  }
  const environment = authenticate(request.headers.authorization, context.tokens);
  if (typeof environment !== 'string') return send(response, environment);
  const unsupported = checkContentType(request.headers['content-type']);
  if (unsupported) return send(response, unsupported);

  const body = await readRequestBody(request, context.bodyLimit);
  if (body.kind === 'aborted') return;
  if (body.kind === 'too-large') {
    return send(response, failure(413, `Request body too large: the sandbox accepts at most ` + `${context.bodyLimit} bytes.`));
  }
  const parsed = parseJsonBody(body.bytes);
  if (!parsed.ok) return send(response, parsed.response);
  send(response, handleUserRequest(method as UserMethod, parsed.value, environment, context.store));
}

function sendPreflight(request: IncomingMessage, response: ServerResponse): void {
  const headers: Record<string, string> = {
    ...CORS_HEADERS,
    Allow: ALLOW,
    'Access-Control-Allow-Methods': ALLOW,
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    'Access-Control-Max-Age': '600',
  };
  // Chrome's Private Network Access: a page on a public origin calling a loopback server must be
  // allowed explicitly. https://developer.chrome.com/blog/private-network-access-preflight
  if (request.headers['access-control-request-private-network'] === 'true') {
    headers['Access-Control-Allow-Private-Network'] = 'true';
  }
  response.writeHead(204, headers);
  response.end();
}

function send(response: ServerResponse, answer: SandboxResponse): void {
  if (response.headersSent || response.destroyed) return;
  const text = JSON.stringify(answer.body);
  response.writeHead(answer.status, {
    ...CORS_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
    ...answer.headers,
  });
  response.end(text);
}

/** Requests node:http cannot parse never reach the handler; answer them in the same JSON envelope. */
function answerMalformedRequest(error: NodeJS.ErrnoException, socket: Socket): void {
  // Like Node's own default handler: write an answer only if no response has started on this
  // connection (a timeout can strike while a 413 is being drained), or the client reads garbage.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message = status === 431 ? 'Request headers too large.' : status === 408 ? 'Request timed out before it was complete.' : `Malformed HTTP request (${error.code ?? 'parse error'}).`;
  const text = JSON.stringify({ success: 0, message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(text)}\r\n` +
      'Access-Control-Allow-Origin: *\r\n' +
      'Connection: close\r\n\r\n' +
      text,
  );
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!server.listening) return resolve();
    server.close((error) => (error ? reject(error) : resolve()));
    // close() waits for open connections: drop idle keep-alive ones now, and any request still
    // trickling in shortly after.
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 500).unref();
  });
}

function hostForUrl(address: AddressInfo): string {
  if (address.address === '0.0.0.0') return '127.0.0.1';
  if (address.address === '::') return '[::1]';
  return address.family === 'IPv6' ? `[${address.address}]` : address.address;
}
