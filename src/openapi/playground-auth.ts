import type { AuthSettings } from './samples.ts';
import type { SecuritySchemeObject } from './types.ts';

/** A scheme as a credential the playground can ask for and a browser can send; undefined when it cannot. */
function authOfScheme(scheme: SecuritySchemeObject | undefined): AuthSettings | undefined {
  if (!scheme) return undefined;
  if (scheme.type === 'http') {
    const kind = scheme.scheme?.toLowerCase();
    return kind === 'bearer' ? { method: 'bearer' } : kind === 'basic' ? { method: 'basic' } : undefined;
  }
  // A header key only: the playground has no field for a key in the query or a cookie.
  if (scheme.type === 'apiKey') return (scheme.in ?? 'header') === 'header' ? { method: 'key', name: scheme.name } : undefined;
  // OAuth 2 and OpenID Connect access tokens travel as "Authorization: Bearer …".
  if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') return { method: 'bearer' };
  return undefined;
}

/**
 * What the playground and the request samples ask for: the site's own auth setting when it names
 * a method (site.json `api.auth`, docs.json `api.mdx.auth`), else the operation's OpenAPI security
 * (its own, or the file's): the first scheme the playground can send. A docs.json site usually
 * says nothing about auth and relies on the spec's `securitySchemes`, as Mintlify reads them.
 */
export function playgroundAuth(siteAuth: AuthSettings | undefined, requirements: ReadonlyArray<Record<string, string[]>>, schemes: Record<string, SecuritySchemeObject>): AuthSettings | undefined {
  if (siteAuth?.method) return siteAuth;
  for (const requirement of requirements) {
    for (const name of Object.keys(requirement)) {
      const auth = authOfScheme(schemes[name]);
      if (auth) return auth;
    }
  }
  return siteAuth;
}
