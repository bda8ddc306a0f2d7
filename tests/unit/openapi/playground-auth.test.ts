import assert from 'node:assert/strict';
import { test } from 'node:test';
import { playgroundAuth } from '../../../src/openapi/playground-auth.ts';
import type { SecuritySchemeObject } from '../../../src/openapi/types.ts';

const schemes: Record<string, SecuritySchemeObject> = {
  bearerAuth: { type: 'http', scheme: 'bearer' },
  basicAuth: { type: 'http', scheme: 'Basic' },
  headerKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
  queryKey: { type: 'apiKey', in: 'query', name: 'api_key' },
  oauth: { type: 'oauth2' },
  tls: { type: 'mutualTLS' },
};

test("a site that sets no auth gets the spec's scheme: bearer, basic, a header key, an OAuth token as bearer", () => {
  assert.deepEqual(playgroundAuth(undefined, [{ bearerAuth: [] }], schemes), { method: 'bearer' });
  assert.deepEqual(playgroundAuth(undefined, [{ basicAuth: [] }], schemes), { method: 'basic' });
  assert.deepEqual(playgroundAuth(undefined, [{ headerKey: [] }], schemes), { method: 'key', name: 'X-API-Key' });
  assert.deepEqual(playgroundAuth(undefined, [{ oauth: ['read'] }], schemes), { method: 'bearer' });
});

test('the first scheme the playground can send wins; a query key, mutual TLS or an unknown name is skipped', () => {
  assert.deepEqual(playgroundAuth(undefined, [{ queryKey: [] }, { tls: [], nowhere: [] }, { headerKey: [] }, { bearerAuth: [] }], schemes), { method: 'key', name: 'X-API-Key' });
  assert.equal(playgroundAuth(undefined, [{ queryKey: [] }, { tls: [] }], schemes), undefined);
  assert.equal(playgroundAuth(undefined, [], schemes), undefined);
});

test("the site's own auth setting wins over the spec; one without a method leaves the choice to the spec", () => {
  const site = { method: 'key' as const, name: 'Authorization', inputPrefix: 'Token ' };
  assert.deepEqual(playgroundAuth(site, [{ bearerAuth: [] }], schemes), site);
  assert.deepEqual(playgroundAuth({ name: 'Authorization' }, [{ bearerAuth: [] }], schemes), { method: 'bearer' });
});
