import assert from 'node:assert/strict';
import { createServer, get, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import type { SiteModel } from '../../../src/config/model.ts';
import { redirectsDevMiddleware } from '../../../src/integration/redirects-dev.ts';
import { findRedirect, redirectTarget, staticRedirects } from '../../../src/site/redirects.ts';

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
  // A path that cannot be decoded is no redirect source: passed on (the dev server answers it with a 400).
  assert.deepEqual(answer('/beta/%E0%A4%A'), { passed: true, status: 200, location: undefined });
});

test('what a request path puts into a path destination stays on this site: no "//host" or "/\\host" Location', () => {
  const go = r('/go/:p*', '/:p*');
  assert.equal(redirectTarget(go, '/go//evil.example/x'), '/evil.example/x');
  assert.equal(redirectTarget(go, '/go/\\evil.example'), '/evil.example');
  assert.equal(redirectTarget(go, '/go/\\/\\evil.example'), '/evil.example');
  assert.equal(redirectTarget(r('/go/*', '/*'), '/go//evil.example'), '/evil.example');
  // Inside the path, a value keeps its place; a destination on another host is the author's own.
  assert.equal(redirectTarget(r('/docs/:p*', '/v2/:p*'), '/docs/a\\b'), '/v2/a/b');
  assert.equal(redirectTarget(r('/ext/:p*', 'https://new.example/:p*'), '/ext/a'), 'https://new.example/a');
  assert.deepEqual(findRedirect([r('/ext/:p*', 'https://new.example/:p*')], '/ext/a'), { location: 'https://new.example/a', status: 308 });
});

test('quire dev never answers a redirect with a Location on another host, however the path is encoded', () => {
  const middleware = redirectsDevMiddleware(() => ({ redirects: [r('/go/:p*', '/:p*')] }) as SiteModel);
  const location = (url: string) => {
    const headers: Record<string, string> = {};
    const response = { statusCode: 200, setHeader: (name: string, value: string) => (headers[name] = value), end() {} };
    middleware({ url, method: 'GET' } as IncomingMessage, response as unknown as ServerResponse, () => undefined);
    return headers.Location;
  };
  for (const url of ['/go//evil.example/x', '/go/%5Cevil.example', '/go/%5C%5Cevil.example', '/go/%2F%2Fevil.example', '/go/\\\\evil.example', '/go///evil.example']) {
    const answer = location(url);
    assert.ok(answer !== undefined, url);
    assert.equal(new URL(answer, 'http://docs.local').host, 'docs.local', `${url} → ${answer}`);
  }
  assert.equal(location('/go//evil.example/x'), '/evil.example/x');
});

test('static redirects: a source no URL path can hold, or that names a file Quire writes, is left out with a warning naming its entry', () => {
  const pages = ['/', '/development', '/learn/getting_started/x'];
  const result = staticRedirects(
    [
      r('/development.md', '/development'),
      r('/learn/getting\\_started/:slug*', '/learn/getting_started/:slug*'),
      r('//', '/'),
      r('/a/../b', '/development'),
      r('/x%2fy', '/development'),
      r('/q?x=1', '/development'),
      r('/llms.txt/old', '/development'),
      r('/caf%C3%A9', '/development'),
      r('/old', '/development'),
    ],
    pages,
  );
  assert.deepEqual(result.pages, [
    { from: 'café', to: '/development' },
    { from: 'old', to: '/development' },
  ]);
  const [md, backslash, empty, dots, escaped, query, llms] = result.warnings;
  assert.match(md, /^redirects\[0\] "\/development\.md" is left out: Quire writes the file \/development\.md itself \(the page's markdown copy\)\./);
  assert.match(backslash, /^redirects\[1\] "\/learn\/getting\\_started\/:slug\*" is left out: it holds a backslash/);
  assert.match(empty, /^redirects\[2\] "\/\/" is left out: it holds an empty segment/);
  assert.match(dots, /^redirects\[3\] "\/a\/\.\.\/b" is left out: it holds a "\." or "\.\." segment/);
  assert.match(escaped, /^redirects\[4\] "\/x%2fy" is left out: it holds "x%2fy", an escape of a character no path segment holds/);
  assert.match(query, /^redirects\[5\] "\/q\?x=1" is left out: it holds a "\?"/);
  assert.match(llms, /^redirects\[6\] "\/llms\.txt\/old" is left out: Quire writes the file \/llms\.txt itself/);
  assert.equal(result.warnings.length, 7);
});

test('over HTTP, as curl asks it: the redirect middleware keeps /go//evil.example and /go/%5Cevil.example on the site', async () => {
  const middleware = redirectsDevMiddleware(() => ({ redirects: [r('/go/:p*', '/:p*', false)] }) as SiteModel);
  const server = createServer((request, response) =>
    middleware(request, response, () => {
      response.statusCode = 404;
      response.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // The path exactly as written: no client-side URL normalisation.
  const ask = (path: string) =>
    new Promise<{ status: number; location?: string }>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path }, (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      }).on('error', reject);
    });
  try {
    assert.deepEqual(await ask('/go//evil.example/x'), { status: 307, location: '/evil.example/x' });
    assert.deepEqual(await ask('/go/%5Cevil.example'), { status: 307, location: '/evil.example' });
    assert.deepEqual(await ask('/go/guides/intro?x=1'), { status: 307, location: '/guides/intro?x=1' });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
