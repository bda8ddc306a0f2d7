import { safeUrl } from '../links/url-safety.ts';
import { pageHref } from '../navigation/pages.ts';
import type { SiteChrome } from '../config/model.ts';

export type SiteRedirect = NonNullable<SiteChrome['redirects']>[number];

/**
 * A docs.json redirect source as Mintlify reads it: literal segments, `:name` (one segment),
 * `:name*` (the rest of the path, possibly empty) and `*` (any characters, as in
 * "/articles/concepts-*"). The destination may reuse the source's `:name`/`:name*` parameters.
 */
interface CompiledSource {
  pattern: RegExp;
  wildcard: boolean;
}

const escapeRegex = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
const TOKEN = /:([A-Za-z_]\w*)(\*?)|\*/g;
const HAS_TOKEN = /:[A-Za-z_]|\*/;

const trimPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function compileSource(source: string): CompiledSource {
  let pattern = '';
  let last = 0;
  let wildcard = false;
  for (const match of trimPath(source).matchAll(TOKEN)) {
    pattern += escapeRegex(source.slice(last, match.index));
    wildcard = true;
    if (match[0] === '*') pattern += '(?<wildcard>.*)';
    // "/beta/:slug*" also matches "/beta": the slash before a rest parameter is optional.
    else if (match[2] === '*') pattern = pattern.replace(/\/$/, '') + `(?:/(?<${match[1]}>.*))?`;
    else pattern += `(?<${match[1]}>[^/]+)`;
    last = match.index + match[0].length;
  }
  pattern += escapeRegex(trimPath(source).slice(last));
  return { pattern: new RegExp(`^${pattern}/?$`), wildcard };
}

/** Where `path` goes under this redirect, or undefined when its source does not match. */
export function redirectTarget(redirect: SiteRedirect, path: string): string | undefined {
  const match = compileSource(redirect.source).pattern.exec(path);
  if (!match) return undefined;
  const values = match.groups ?? {};
  const target = redirect.destination.replace(TOKEN, (token, name: string | undefined) => {
    // A name the source does not have ("mailto:team") is text, not a parameter.
    const key = name ?? 'wildcard';
    return key in values ? (values[key] ?? '') : token;
  });
  // "/v2/:slug*" with an empty rest is "/v2/", which names the same page as "/v2".
  return target.length > 1 ? target.replace(/(?<=.)\/+(?=$|[?#])/, '') : target;
}

/** The first redirect a request path matches (dev server), with its status: 308 permanent, 307 not. */
export function findRedirect(redirects: readonly SiteRedirect[], path: string): { location: string; status: 307 | 308 } | undefined {
  for (const redirect of redirects) {
    const location = redirectTarget(redirect, path);
    if (location === undefined) continue;
    const safe = safeUrl(location);
    if (safe === undefined) return undefined;
    return { location: safe, status: redirect.permanent ? 308 : 307 };
  }
  return undefined;
}

export interface StaticRedirects {
  /** Redirect pages to write: `from` without its leading slash, as the site's root redirects. */
  pages: Array<{ from: string; to: string }>;
  warnings: string[];
}

/**
 * The redirect pages a static site can hold. A literal source is one page. A wildcard source names
 * endless URLs, so it is mapped over the pages that exist: each page its destination pattern
 * matches gives the source URL that leads to it ("/beta/:slug*" → "/v2/:slug*" writes
 * /beta/x for every page /v2/x). What cannot be written (a `*` leading to one fixed page, a
 * source a page already answers, a script URL) is said in a warning.
 */
export function staticRedirects(redirects: readonly SiteRedirect[], pageHrefs: readonly string[]): StaticRedirects {
  const pages = new Map<string, string>();
  const warnings: string[] = [];
  const existing = new Set(pageHrefs);
  const add = (from: string, to: string, source: string) => {
    const path = trimPath(from);
    if (existing.has(path)) {
      warnings.push(`redirects: "${source}" → a page already answers ${path}; the page is kept and the redirect is left out.`);
      return;
    }
    if (!pages.has(path)) pages.set(path, to);
  };
  for (const redirect of redirects) {
    if (safeUrl(redirect.destination) === undefined) {
      warnings.push(`redirects: the destination of "${redirect.source}" is a script URL and is refused.`);
      continue;
    }
    if (!compileSource(redirect.source).wildcard) {
      add(redirect.source, redirect.destination, redirect.source);
      continue;
    }
    const reverse = { source: redirect.destination, destination: redirect.source, permanent: true };
    const mapped = compileSource(redirect.destination).wildcard
      ? pageHrefs.flatMap((href) => {
          const from = redirectTarget(reverse, href);
          return from === undefined || HAS_TOKEN.test(from) ? [] : [[from, href] as const];
        })
      : [];
    for (const [from, to] of mapped) add(from, to, redirect.source);
    warnings.push(
      mapped.length > 0
        ? `redirects: "${redirect.source}" is a wildcard; a static site holds it for the ${mapped.length} existing page(s) it leads to, other URLs under it answer 404 (quire dev follows it for every URL).`
        : `redirects: "${redirect.source}" is a wildcard a static site cannot list; only quire dev follows it. Add a redirect per old URL, or configure your host's redirects.`,
    );
  }
  return { pages: [...pages].map(([from, to]) => ({ from: from.replace(/^\/+/, ''), to })), warnings };
}

/** The warnings a build gives about the redirects it cannot serve statically (page ids as the build lists them). */
export const redirectWarnings = (redirects: readonly SiteRedirect[] | undefined, pageIds: Iterable<string>): string[] =>
  redirects?.length ? staticRedirects(redirects, [...pageIds].map(pageHref)).warnings : [];
