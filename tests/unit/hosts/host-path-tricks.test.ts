import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { netlifyMarkdownEdgeFunction, vercelPagePattern } from '../../../src/hosts/agent-markdown.ts';
import { cloudflareWorker } from '../../../src/hosts/cloudflare-worker.ts';
import { hostRedirects } from '../../../src/hosts/host-redirects.ts';

// The files `quire build --host …` writes run on the host, where a path is the visitor's to choose.
// Each is run here in Node against the paths that turn a same-site URL into another host: a doubled
// slash (`//2130706433/x` is 127.0.0.1), a backslash, and both %-encoded.

const SITE = 'https://docs.example.com';
const TRICKS = ['//2130706433/x', '//evil.example/x', '/\\evil.example/x', '/%2F%2Fevil.example/x', '/%5Cevil.example/x', '/a/%2f%2fevil.example', '/a//evil.example'];
const markdownAsk = (path: string) => new Request(`${SITE}${path}`, { headers: { accept: 'text/markdown' } });

const moduleOf = (source: string) => import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

test("Netlify's edge function fetches a page's .md on the site's own origin, and nothing for a path that could name another host", async () => {
  const { default: edge } = await moduleOf(netlifyMarkdownEdgeFunction());
  const fetched: string[] = [];
  globalThis.fetch = (async (input: string | URL | Request) => {
    fetched.push(String(input instanceof Request ? input.url : input));
    return new Response('# Page', { status: 200 });
  }) as typeof fetch;
  const answer = await edge(markdownAsk('/guides/intro/'));
  assert.equal(await answer.text(), '# Page');
  assert.deepEqual(fetched, [`${SITE}/guides/intro.md`]);
  for (const path of TRICKS) {
    fetched.length = 0;
    assert.equal(await edge(markdownAsk(path)), undefined, path);
    assert.deepEqual(fetched, [], `${path} fetched ${fetched.join(', ')}`);
  }
});

test("Cloudflare's worker asks its own assets for a page's .md, and for a path that could name another host serves the path as it is", async () => {
  const { default: worker } = await moduleOf(cloudflareWorker([]));
  const asked: string[] = [];
  const env = {
    ASSETS: {
      fetch: async (request: Request) => {
        asked.push(request.url);
        return new Response(request.url.endsWith('.md') ? '# Page' : '<html>', { status: 200 });
      },
    },
  };
  await worker.fetch(markdownAsk('/guides/intro'), env);
  assert.deepEqual(asked, [`${SITE}/guides/intro.md`]);
  for (const path of TRICKS) {
    asked.length = 0;
    await worker.fetch(markdownAsk(path), env);
    assert.equal(asked.length, 1, path);
    assert.ok(!asked[0].endsWith('.md'), `${path}: asked for ${asked[0]}`);
    assert.equal(new URL(asked[0]).origin, SITE, path);
  }
});

test("Vercel's agent redirect matches page paths and none whose Location could name another host", () => {
  const page = new RegExp(`^/(${vercelPagePattern()})$`);
  for (const path of ['/guides/intro', '/a', '/ja/%E3%81%AF%E3%81%98%E3%82%81%E3%81%AB']) assert.match(path, page);
  for (const path of [...TRICKS, '/_astro/x', '/guide.md', '/guides/']) assert.doesNotMatch(path, page, path);
});

/** First match of a `_redirects` list, as Netlify and Cloudflare Pages read one: `*` takes the rest, `:name` a segment. */
function follow(rules: readonly { from: string; to: string }[], path: string): string | undefined {
  for (const rule of rules) {
    const names: string[] = [];
    const pattern = rule.from.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)|\*/g, (_token, name?: string) => {
      names.push(name ?? 'splat');
      return name ? '([^/]+)' : '(.*)';
    });
    const match = new RegExp(`^${pattern}$`).exec(path);
    if (!match) continue;
    return rule.to.replace(/:(\w+)/g, (token, name: string) => (names.includes(name) ? match[names.indexOf(name) + 1] : token));
  }
  return undefined;
}

test('a splat redirect to the root never answers with a protocol-relative Location on a _redirects host: `/go//evil.example` ends on the site', () => {
  const { rules } = hostRedirects([{ source: '/go/:slug*', destination: '/:slug*', permanent: true }], ['/'], 'splat');
  const landed = (path: string): string => {
    let location = path;
    for (let hop = 0; hop < 5; hop++) {
      const next = follow(rules, location);
      if (next === undefined) return location;
      assert.ok(!next.startsWith('//') && !next.startsWith('/\\'), `${location} → ${next}`);
      location = next;
    }
    return location;
  };
  assert.equal(landed('/go/guides/intro'), '/guides/intro');
  assert.equal(landed('/go//evil.example'), '/evil.example');
  assert.equal(landed('/go///evil.example/x'), '/evil.example/x');
});
