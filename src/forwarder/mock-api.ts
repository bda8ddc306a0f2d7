import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OperationView, ResponseView } from '../openapi/operation-view.ts';
import { MOCK_PATH } from './forwarder-paths.ts';

/**
 * The mock API of `quire dev` and `quire preview`: under MOCK_PATH, each operation of the site's
 * OpenAPI files answers with the response its file documents (the first 2xx with an example, built
 * from the schema when the file gives none). The playground offers it as a server labelled
 * "Mock (local)", so a page's Send returns something with no API running and no network.
 * Same origin as the pages: no CORS, no forwarder. Nothing is stored; the request is not checked.
 *
 * It answers on the site's origin with text from an OpenAPI file, so it answers as data: never as
 * a document that runs script (HTML, SVG and XML media types are sent as text/plain, every answer
 * with `nosniff` and a sandboxing CSP), with a concrete status, and a bad request gets a 4xx.
 */

/** Longer request paths are refused before matching (no operation path is this long). */
const MAX_PATH = 2048;

/**
 * Whether one path segment matches its template segment (`{id}`, `{name}.{ext}`, `v1`): literal
 * text as written, each parameter one or more characters. Matched as a glob with one pending
 * backtrack point (at most segment × template steps), never a backtracking regex: a template of
 * many adjacent parameters cannot stall the server.
 */
function segmentMatches(template: string, segment: string): boolean {
  // `{a}{b}` needs two characters at least: each parameter is "one character, then any".
  const pattern = template.replace(/\{[^}/]*\}/g, '\u0000');
  let at = 0;
  let p = 0;
  let starAt = -1;
  let starFrom = 0;
  while (at < segment.length) {
    if (p < pattern.length && pattern[p] === '\u0000') {
      // A parameter: take its one character, then remember where "any more" may resume.
      at += 1;
      p += 1;
      starAt = p;
      starFrom = at;
    } else if (p < pattern.length && pattern[p] === segment[at]) {
      at += 1;
      p += 1;
    } else if (starAt !== -1) {
      starFrom += 1;
      at = starFrom;
      p = starAt;
    } else return false;
  }
  return p === pattern.length;
}

/** Whether a request path (`/plants/42`) matches an operation's template (`/plants/{id}`), segment by segment. */
export function pathMatches(template: string, path: string): boolean {
  const wanted = template.replace(/\/+$/, '').split('/');
  const given = path.replace(/\/$/, '').split('/');
  return wanted.length === given.length && wanted.every((segment, index) => segmentMatches(segment, given[index]));
}

/** The operation a mock request names: same method, path matching its template (a literal path before a templated one). */
export function mockedOperation(operations: readonly OperationView[], method: string, path: string): OperationView | undefined {
  const candidates = operations.filter((operation) => !operation.webhook && operation.method === method && pathMatches(operation.path, path));
  return candidates.find((operation) => !operation.path.includes('{')) ?? candidates[0];
}

/** What the mock answers for an operation: its first success with an example, else its first success, else its first documented response. */
export function mockResponse(operation: OperationView): ResponseView | undefined {
  const success = operation.responses.filter((response) => /^2/.test(response.status));
  return success.find((response) => response.example !== undefined) ?? success[0] ?? operation.responses.find((response) => /^\d{3}$/.test(response.status));
}

/** A documented status as one the mock can send: `201` as it is, a range (`2XX`) its first code, anything else 200. */
export function concreteStatus(status: string | undefined): number {
  const range = /^([1-5])XX$/i.exec(status ?? '');
  if (range) return Number(range[1]) * 100;
  const code = Number(status);
  return Number.isInteger(code) && code >= 100 && code <= 599 ? code : 200;
}

/** A media type HTTP can carry (token/token, parameters in printable ASCII). */
const MEDIA_TYPE = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(?:\s*;[\x20-\x7e]*)?$/;
/** Media types a browser would open as a document that runs script. */
const DOCUMENT_TYPE = /^(?:text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml|[\w.-]+\/[\w.-]+\+xml)\b/i;

/** The Content-Type the mock sends for a documented one: as documented when it is data, text/plain when it would be a document or is no media type. */
export function mockContentType(contentType: string | undefined): string {
  const type = (contentType ?? 'application/json').trim();
  return MEDIA_TYPE.test(type) && !DOCUMENT_TYPE.test(type) ? type : 'text/plain; charset=utf-8';
}

/** Headers every answer of the mock carries: never cached, never sniffed into a document, sandboxed if opened. */
function answerAsData(res: ServerResponse, status: number): void {
  res.statusCode = status;
  res.setHeader('X-Quire-Mock', 'true');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "sandbox; default-src 'none'");
}

function replyJson(res: ServerResponse, status: number, body: unknown): void {
  answerAsData(res, status);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(`${JSON.stringify(body, null, 2)}\n`);
}

/** A connect-style handler; resolves false when the request is not for the mock. It answers every request it takes, and never throws. */
export function createMockApi(operations: () => readonly OperationView[]) {
  return async function mock(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://mock.local');
    } catch {
      return false;
    }
    if (url.pathname !== MOCK_PATH && !url.pathname.startsWith(`${MOCK_PATH}/`)) return false;
    try {
      // The body is read and dropped, so the client's write completes before the answer.
      for await (const _ of req);
      const path = url.pathname.slice(MOCK_PATH.length) || '/';
      const method = (req.method ?? 'GET').toUpperCase();
      if (path.length > MAX_PATH) {
        replyJson(res, 414, { error: `the mock answers paths of at most ${MAX_PATH} characters` });
        return true;
      }
      const operation = mockedOperation(operations(), method, path);
      if (!operation) {
        replyJson(res, 404, { error: `the mock answers the operations of this site's OpenAPI files, and none is ${method} ${path}` });
        return true;
      }
      const response = mockResponse(operation);
      answerAsData(res, concreteStatus(response?.status));
      if (response?.example === undefined) {
        res.end();
        return true;
      }
      res.setHeader('Content-Type', mockContentType(response.contentType));
      res.end(response.example);
    } catch (error) {
      if (!res.headersSent) replyJson(res, 400, { error: `the mock could not answer this request: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` });
      else res.destroy();
    }
    return true;
  };
}
