import assert from 'node:assert/strict';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { test } from 'node:test';
import type { SiteModel } from '../../../src/config/model.ts';
import { redirectsDevMiddleware } from '../../../src/integration/redirects-dev.ts';
import { findRedirect, redirectTarget, staticRedirects } from '../../../src/integration/redirects.ts';

const r = (source: string, destination: string, permanent = true) => ({ source, destination, permanent });

test('a literal source leads to its destination, with or without a trailing slash', () => {
  assert.equal(redirectTarget(r('/old', '/new'), '/old'), '/new');
  assert.equal(redirectTarget(r('/old', '/new'), '/old/'), '/new');
  assert.equal(redirectTarget(r('/old', '/new'), '/older'), undefined);
});

test(':slug* carries the rest of the path to the destination', () => {
  const redirect = r('/beta/:slug*', '/v2/:slug*');
  assert.equal(redirectTarget(redirect, '/beta/guides/intro'), '/v2/guides/intro');
  assert.equal(redirectTarget(redirect, '/beta'), '/v2');
  assert.equal(redirectTarget(redirect, '/betamax'), undefined);
});

test('a * matches any characters (a partial wildcard) and names no parameter in a fixed destination', () => {
  const redirect = r('/articles/concepts-*', '/collections/overview');
  assert.equal(redirectTarget(redirect, '/articles/concepts-one'), '/collections/overview');
  assert.equal(redirectTarget(redirect, '/articles/other'), undefined);
  assert.equal(redirectTarget(r('/old/*', '/new/*'), '/old/a/b'), '/new/a/b');
});

test(':name matches one segment; text such as mailto: in a destination is not a parameter', () => {
  assert.equal(redirectTarget(r('/users/:id/profile', '/people/:id'), '/users/42/profile'), '/people/42');
  assert.equal(redirectTarget(r('/users/:id/profile', '/people/:id'), '/users/4/2/profile'), undefined);
  assert.equal(redirectTarget(r('/contact', 'mailto:team@example.com'), '/contact'), 'mailto:team@example.com');
});

test('the dev server answers 308 for a permanent redirect, 307 otherwise, and never a script URL', () => {
  assert.deepEqual(findRedirect([r('/a', '/b')], '/a'), { location: '/b', status: 308 });
  assert.deepEqual(findRedirect([r('/x', '/y'), r('/a', '/c', false)], '/a'), { location: '/c', status: 307 });
  assert.equal(findRedirect([r('/a', 'javascript:alert(1)')], '/a'), undefined);
  assert.equal(findRedirect([r('/a', '/b')], '/z'), undefined);
});

test('static redirects: literal sources become pages; wildcards are mapped over the pages they lead to', () => {
  const pages = ['/', '/v2/intro', '/v2/guides/setup', '/other'];
  const result = staticRedirects([r('/old', '/other'), r('/beta/:slug*', '/v2/:slug*'), r('/articles/*', '/other')], pages);
  assert.deepEqual(result.pages, [
    { from: 'old', to: '/other' },
    { from: 'beta/intro', to: '/v2/intro' },
    { from: 'beta/guides/setup', to: '/v2/guides/setup' },
  ]);
  assert.match(result.warnings[0], /"\/beta\/:slug\*" is a wildcard; a static site holds it for the 2 existing page/);
  assert.match(result.warnings[1], /"\/articles\/\*" is a wildcard a static site cannot list; only quire dev/);
});

test('static redirects: a source a page answers keeps the page; a script destination is refused', () => {
  const result = staticRedirects([r('/other', '/'), r('/evil', 'javascript:alert(1)')], ['/other']);
  assert.deepEqual(result.pages, []);
  assert.match(result.warnings[0], /a page already answers \/other/);
  assert.match(result.warnings[1], /script URL/);
});

test('quire dev answers a redirect source with its status and Location (query kept), other requests pass on', () => {
  const middleware = redirectsDevMiddleware(() => ({ redirects: [r('/beta/:slug*', '/v2/:slug*', false)] }) as SiteModel);
  const answer = (url: string, method = 'GET') => {
    const response = {
      statusCode: 200,
      headers: {} as Record<string, string>,
      ended: false,
      setHeader(name: string, value: string) {
        this.headers[name] = value;
      },
      end() {
        this.ended = true;
      },
    };
    let passed = false;
    middleware({ url, method } as IncomingMessage, response as unknown as ServerResponse, () => (passed = true));
    return { passed, status: response.statusCode, location: response.headers.Location };
  };
  assert.deepEqual(answer('/beta/guides/intro?x=1'), { passed: false, status: 307, location: '/v2/guides/intro?x=1' });
  assert.deepEqual(answer('/other'), { passed: true, status: 200, location: undefined });
  assert.equal(answer('/beta/a', 'POST').passed, true);
});
