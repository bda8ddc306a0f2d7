import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SiteModel } from '../config/model.ts';
import { findRedirect } from '../site/redirects.ts';
import { requestedPath } from '../utils/urls.ts';

/**
 * docs.json's redirects in `quire dev`: answered as a host would (308, or 307 when not
 * permanent), wildcards included, read from the current model so an edited docs.json counts at once.
 */
export function redirectsDevMiddleware(model: () => SiteModel) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const redirects = model().redirects;
    if (!redirects?.length || !request.url || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    const path = requestedPath(request.url);
    if (path === undefined) return next();
    const found = findRedirect(redirects, path);
    if (!found) return next();
    response.statusCode = found.status;
    response.setHeader('Location', found.location + (found.location.includes('?') ? '' : new URL(request.url, 'http://quire.invalid').search));
    response.end();
  };
}
