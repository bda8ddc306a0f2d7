import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hostFiles, type HostInput } from '../../../src/hosts/host-files.ts';

interface VercelRedirect {
  source: string;
  destination: string;
  permanent: boolean;
  has?: Array<{ type: string; key: string; value: string }>;
}

const input: HostInput = { redirects: [], pageHrefs: ['/', '/guides/x'], forwarding: { baseUrls: ['https://api.example.com'], authHeader: () => undefined, pageHeaders: () => [] } };
const redirects: VercelRedirect[] = JSON.parse(hostFiles('vercel', input).files.get('/vercel.json')!).redirects;
const agents = redirects.filter((rule) => rule.has);

/**
 * A vercel.json source as Vercel reads it (path-to-regexp 6, as vercel.com/docs/project-configuration
 * describes): "/", or "/:name(<regex>)" where the regex is JavaScript's and matches the rest of the
 * path. Returns the named parameter, or undefined when the path does not match.
 */
function matchSource(source: string, path: string): string | undefined {
  if (source === '/') return path === '/' ? '' : undefined;
  const parts = /^\/:(\w+)\((.+)\)$/.exec(source);
  assert.ok(parts, `a source in the documented grammar: ${source}`);
  const match = new RegExp(`^/(${parts[2]})$`).exec(path);
  return match?.[1];
}

/** Vercel matches a `has` value against the whole header value (an anchored regex). */
const hasMatches = (rule: VercelRedirect, accept: string) => rule.has!.every((item) => new RegExp(`^(?:${item.value})$`).test(accept));

/** Where Vercel sends `path` for this Accept header: the first redirect that matches, as Vercel reads them. */
function agentTarget(path: string, accept: string): string | undefined {
  for (const rule of agents) {
    const page = matchSource(rule.source, path);
    if (page === undefined || !hasMatches(rule, accept)) continue;
    return rule.destination.replace(/:(\w+)/g, (_, name: string) => (name === rule.source.match(/^\/:(\w+)/)?.[1] ? page : `:${name}`));
  }
  return undefined;
}

test('vercel: an agent asking for text/markdown first is redirected (307) to the page .md; browsers and assets are not', () => {
  assert.ok(agents.length > 0);
  for (const rule of agents) {
    assert.equal(rule.permanent, false, 'a 307: nothing keeps it as the page');
    assert.deepEqual(
      rule.has?.map((item) => [item.type, item.key]),
      [['header', 'accept']],
    );
    // Every parameter of the destination comes from the source (Vercel refuses the file otherwise).
    for (const [, name] of rule.destination.matchAll(/:(\w+)/g)) assert.match(rule.source, new RegExp(`:${name}\\b`));
  }
  assert.equal(agentTarget('/guides/x', 'text/markdown'), '/guides/x.md');
  assert.equal(agentTarget('/guides/x', 'text/markdown, text/html;q=0.9, */*;q=0.8'), '/guides/x.md');
  assert.equal(agentTarget('/', 'text/markdown;q=1'), '/index.md');
  assert.equal(agentTarget('/guides/x', 'text/plain'), '/guides/x.md', 'text/plain too, as Mintlify answers it');
  assert.equal(agentTarget('/guides/x', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'), undefined);
  assert.equal(agentTarget('/guides/x', 'text/markdownish'), undefined);
  // No loop and no asset: a path with an extension never matches; Quire's proxy and assets are left alone.
  for (const path of ['/guides/x.md', '/_astro/page.js', '/_quire/proxy/0/users', '/pagefind/x', '/llms.txt', '/guides/x/']) assert.equal(agentTarget(path, 'text/markdown'), undefined, path);
});
