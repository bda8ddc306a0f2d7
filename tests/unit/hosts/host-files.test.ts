import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hostFiles, type HostInput } from '../../../src/hosts/host-files.ts';
import { edgeProxies, edgeProxyUrl } from '../../../src/hosts/edge-proxy-paths.ts';

const input: HostInput = {
  redirects: [
    { source: '/old', destination: '/guides/new', permanent: true },
    { source: '/beta/:slug*', destination: '/v2/:slug*', permanent: true },
    { source: '/temp', destination: 'https://example.com/elsewhere', permanent: false },
    { source: '/blog/:year/:slug', destination: '/posts/:slug', permanent: true },
    { source: '/articles/concepts-*', destination: '/concepts', permanent: true },
    { source: '/bad', destination: 'javascript:alert(1)', permanent: true },
  ],
  pageHrefs: ['/', '/guides/new', '/v2/a'],
  forwarding: { baseUrls: ['https://api.example.com/v1', 'https://api.example.com/v1/', 'http://localhost:4010'], authHeader: () => 'X-Api-Key', pageHeaders: () => [] },
};

/**
 * Netlify's and Cloudflare's `_redirects` grammar: one rule a line, "from to [status]", fields
 * split at whitespace, from a path, to a path or an absolute URL, "#" lines comments.
 */
function parseRedirects(text: string) {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const fields = line.trim().split(/\s+/);
      assert.equal(fields.length, 3, `three fields: ${line}`);
      const [from, to, status] = fields;
      assert.match(from, /^\//, line);
      assert.match(to, /^(\/|https?:\/\/)/, line);
      assert.match(status, /^(200|301|302)$/, line);
      return { from, to, status: Number(status) };
    });
}

test('netlify: _redirects holds 301/302 rules in the documented grammar, a splat rule for :slug*, and a 200 proxy per base URL', () => {
  const { files, warnings } = hostFiles('netlify', input);
  const rules = parseRedirects(files.get('/_redirects')!);
  assert.deepEqual(rules, [
    { from: '/_quire/proxy/0/*', to: 'https://api.example.com/v1/:splat', status: 200 },
    { from: '/_quire/proxy/1/*', to: 'http://localhost:4010/:splat', status: 200 },
    { from: '/old', to: '/guides/new', status: 301 },
    { from: '/beta', to: '/v2', status: 301 },
    { from: '/beta/*', to: '/v2/:splat', status: 301 },
    { from: '/temp', to: 'https://example.com/elsewhere', status: 302 },
    { from: '/blog/:year/:slug', to: '/posts/:slug', status: 301 },
  ]);
  // "*" inside a segment is no rule a host can say; the meta-refresh pages keep what they can.
  assert.match(warnings.join('\n'), /redirects\[4\] "\/articles\/concepts-\*".*last segment/);
  assert.doesNotMatch(files.get('/_redirects')!, /javascript/);
  assert.equal(files.get('/_headers'), '# Written by quire build: agents find the site\'s llms.txt from any page.\n/*\n  Link: </llms.txt>; rel="llms-txt", </llms-full.txt>; rel="llms-full-txt"\n');
  assert.deepEqual(JSON.parse(files.get('/_quire/forwarder.json')!), {
    forwarder: false,
    host: 'netlify',
    edge: [
      { base: 'https://api.example.com/v1', path: '/_quire/proxy/0' },
      { base: 'http://localhost:4010', path: '/_quire/proxy/1' },
    ],
  });
});

test('cloudflare: _redirects has no proxy rule (Pages proxies only to its own paths); _worker.js and _routes.json carry the proxy', () => {
  const { files } = hostFiles('cloudflare', input);
  const rules = parseRedirects(files.get('/_redirects')!);
  assert.ok(rules.every((rule) => rule.status !== 200));
  assert.equal(rules.length, 5);
  assert.match(files.get('/_worker.js')!, /^\/\/ Written by `quire build --host cloudflare`/);
  assert.match(files.get('/_worker.js')!, /"headers":\["accept","authorization","content-type","x-api-key"\]/);
  const routes = JSON.parse(files.get('/_routes.json')!);
  assert.equal(routes.version, 1);
  assert.ok(routes.include.includes('/*'));
});

test('vercel: vercel.json has redirects (permanent), a Link header on every path and a rewrite per base URL', () => {
  const { files } = hostFiles('vercel', input);
  const config = JSON.parse(files.get('/vercel.json')!);
  assert.deepEqual(Object.keys(config).sort(), ['headers', 'redirects', 'rewrites']);
  assert.deepEqual(config.redirects.slice(0, 4), [
    { source: '/old', destination: '/guides/new', permanent: true },
    { source: '/beta/:slug*', destination: '/v2/:slug*', permanent: true },
    { source: '/temp', destination: 'https://example.com/elsewhere', permanent: false },
    { source: '/blog/:year/:slug', destination: '/posts/:slug', permanent: true },
  ]);
  // Then the agents' redirects to markdown (vercel-agent-markdown.test.ts).
  assert.ok(config.redirects.slice(4).every((rule: { has?: unknown }) => rule.has));
  assert.deepEqual(config.headers, [{ source: '/(.*)', headers: [{ key: 'Link', value: '</llms.txt>; rel="llms-txt", </llms-full.txt>; rel="llms-full-txt"' }] }]);
  assert.deepEqual(config.rewrites, [
    { source: '/_quire/proxy/0/:path*', destination: 'https://api.example.com/v1/:path*' },
    { source: '/_quire/proxy/1/:path*', destination: 'http://localhost:4010/:path*' },
  ]);
});

test('the playground sends a URL under a base through its proxy path, and any other URL direct', () => {
  const proxies = edgeProxies(['https://api.example.com/v1']);
  assert.equal(edgeProxyUrl('https://api.example.com/v1/users?id=2', proxies), '/_quire/proxy/0/users?id=2');
  assert.equal(edgeProxyUrl('https://api.example.com/v1', proxies), '/_quire/proxy/0');
  assert.equal(edgeProxyUrl('https://api.example.com/v10/users', proxies), undefined);
  assert.equal(edgeProxyUrl('https://evil.example/v1/users', proxies), undefined);
});
