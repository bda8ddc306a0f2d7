/**
 * Markdown for agents on a host: a page asked for with `Accept: text/markdown` (or `text/plain`, as
 * Mintlify also answers) first (an agent that prefers markdown lists it first; no browser does) is
 * answered with the page's `<page>.md`, which the build writes beside every page. One rule for every host, in each host's own form:
 * - Cloudflare Pages: the `_worker.js` (cloudflare-worker.ts) answers with the .md;
 * - Netlify: an Edge Function (below), written where Netlify's Frameworks API reads one;
 * - Vercel: a redirect to the .md (vercelAgentRedirects). vercel.json's `rewrites` run only after
 *   Vercel has looked for a static file, so a page's own path never reaches one; `redirects` run first.
 */

/** The rule as a JavaScript regular expression over the Accept header: text/markdown (or text/plain) is the first media range. */
export const MARKDOWN_FIRST = /^\s*text\/(?:markdown|plain)\s*(?:[;,]|$)/i;

/** The same rule as a Vercel `has` value, which Vercel matches against the whole header value. */
export const VERCEL_MARKDOWN_FIRST = '\\s*text/(markdown|plain)\\s*([;,].*)?';

/**
 * The page's `.md` on the site's own origin, as JavaScript for the edge function and the worker:
 * the path is set on a URL of the request's origin, so nothing in it can name another host, and a
 * path no page has (`//` or a backslash, raw or %-encoded, which a host or a browser may read as
 * the start of another host) gets no markdown.
 */
export const MARKDOWN_URL_SOURCE = `function markdownUrl(url) {
  const path = url.pathname;
  if (path.includes('//') || path.includes('\\\\') || /%(?:2f|5c)/i.test(path)) return null;
  const target = new URL(url.origin);
  target.pathname = path === '/' ? '/index.md' : path.replace(/\\/+$/, '') + '.md';
  return target;
}`;

/** Paths that are never pages: built assets, the search index, Quire's own files and proxy, anything with an extension. */
export const NOT_PAGES = ['/_astro/', '/pagefind/', '/_quire/'];

/**
 * The path pattern of Vercel's agent redirect, after its leading `/`: no dot (a .md or an asset
 * never matches, nothing loops), none of Quire's own paths, and nothing that could make the
 * `Location` name another host: no leading `/`, no `//`, no backslash, no %-encoded slash or
 * backslash anywhere.
 */
export function vercelPagePattern(): string {
  const notPages = NOT_PAGES.map((prefix) => prefix.slice(1)).join('|');
  return `(?!${notPages}|/|.*(?://|\\\\|%2[fF]|%5[cC]))[^.]*[^./]`;
}

/** Vercel redirects that send an agent asking for markdown to the page's .md (a 307: the agent follows it; nothing caches it as the page). */
export function vercelAgentRedirects() {
  const has = [{ type: 'header', key: 'accept', value: VERCEL_MARKDOWN_FIRST }];
  return [
    { source: '/', has, destination: '/index.md', permanent: false },
    { source: `/:page(${vercelPagePattern()})`, has, destination: '/:page.md', permanent: false },
  ];
}

/** Where Netlify's Frameworks API reads a build tool's Edge Functions, relative to the base directory (docs.netlify.com/build/frameworks/frameworks-api). */
export const NETLIFY_EDGE_FUNCTION_PATH = '/.netlify/v1/edge-functions/quire-markdown.js';

/** The first line of the Edge Function: a file that starts otherwise is not Quire's, and is kept. */
export const NETLIFY_EDGE_FUNCTION_MARK = '// Written by `quire build --host netlify`: markdown for agents.';

/**
 * The Netlify Edge Function, in the form Netlify documents (a default export taking the Request,
 * an inline `config` with `path`, `excludedPath` and `method`): it fetches the page's .md and answers
 * with it as text/markdown, or returns nothing so Netlify serves the page as usual.
 */
export function netlifyMarkdownEdgeFunction(): string {
  return `${NETLIFY_EDGE_FUNCTION_MARK} Do not edit; build again.
const MARKDOWN_FIRST = ${MARKDOWN_FIRST};
${MARKDOWN_URL_SOURCE}

export default async (request) => {
  if (!MARKDOWN_FIRST.test(request.headers.get('accept') || '')) return;
  const target = markdownUrl(new URL(request.url));
  if (!target) return;
  // The subrequest asks for */* and for a path with an extension: it never runs this function again.
  const markdown = await fetch(target, { method: request.method });
  if (!markdown.ok) return;
  const headers = new Headers(markdown.headers);
  headers.set('Content-Type', 'text/markdown; charset=utf-8');
  headers.set('Vary', 'Accept');
  return new Response(markdown.body, { status: 200, headers });
};

export const config = {
  path: '/*',
  excludedPath: ${JSON.stringify([...NOT_PAGES.map((prefix) => `${prefix}*`), '/*.*'])},
  method: ['GET', 'HEAD'],
};
`;
}
