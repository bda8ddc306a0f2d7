import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OperationView, ResponseView } from '../openapi/operation-view.ts';
import { MOCK_PATH } from '../forwarder/forwarder-paths.ts';
import { escapeRegExp } from '../utils/regexp.ts';

/**
 * The mock API of `quire dev` and `quire preview`: under MOCK_PATH, each operation of the site's
 * OpenAPI files answers with the response its file documents (the first 2xx with an example, built
 * from the schema when the file gives none). The playground offers it as a server labelled
 * "Mock (local)", so a page's Send returns something with no API running and no network.
 * Same origin as the pages: no CORS, no forwarder. Nothing is stored; the request is not checked.
 */

/** `/plants/{id}` → a matcher for `/plants/42` (one path segment per parameter). */
function pathPattern(template: string): RegExp {
  const parts = template.split(/\{[^}/]+\}/).map(escapeRegExp);
  return new RegExp(`^${parts.join('[^/]+')}/?$`);
}

/** The operation a mock request names: same method, path matching its template (a literal path before a templated one). */
export function mockedOperation(operations: readonly OperationView[], method: string, path: string): OperationView | undefined {
  const candidates = operations.filter((operation) => !operation.webhook && operation.method === method && pathPattern(operation.path).test(path));
  return candidates.find((operation) => !operation.path.includes('{')) ?? candidates[0];
}

/** What the mock answers for an operation: its first success with an example, else its first success, else its first documented response. */
export function mockResponse(operation: OperationView): ResponseView | undefined {
  const success = operation.responses.filter((response) => /^2/.test(response.status));
  return success.find((response) => response.example !== undefined) ?? success[0] ?? operation.responses.find((response) => /^\d{3}$/.test(response.status));
}

function replyJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(`${JSON.stringify(body, null, 2)}\n`);
}

/** A connect-style handler; resolves false when the request is not for the mock. */
export function createMockApi(operations: () => readonly OperationView[]) {
  return async function mock(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://mock.local');
    if (url.pathname !== MOCK_PATH && !url.pathname.startsWith(`${MOCK_PATH}/`)) return false;
    // The body is read and dropped, so the client's write completes before the answer.
    for await (const _ of req);
    const path = url.pathname.slice(MOCK_PATH.length) || '/';
    const method = (req.method ?? 'GET').toUpperCase();
    const operation = mockedOperation(operations(), method, path);
    res.setHeader('X-Quire-Mock', 'true');
    if (!operation) {
      replyJson(res, 404, { error: `the mock answers the operations of this site's OpenAPI files, and none is ${method} ${path}` });
      return true;
    }
    const response = mockResponse(operation);
    const status = Number(response?.status ?? 200);
    if (response?.example === undefined) {
      res.statusCode = Number.isInteger(status) ? status : 200;
      res.setHeader('Cache-Control', 'no-store');
      res.end();
      return true;
    }
    res.statusCode = status;
    res.setHeader('Content-Type', response.contentType ?? 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    res.end(response.example);
    return true;
  };
}
