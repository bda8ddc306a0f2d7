import { escapeRegExp } from '../utils/regexp.ts';
import { safeUrl } from '../utils/url-safety.ts';
import { pageHref, resolvePageReference } from '../navigation/pages.ts';
import { rootRedirects, type RootRedirect } from '../navigation/root-redirects.ts';
import { resolveTree, type NavigationTree } from '../config/navigation-tree.ts';
import { redirectPagePath, writtenFilePaths } from './redirect-paths.ts';
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

const TOKEN = /:([A-Za-z_]\w*)(\*?)|\*/g;
const HAS_TOKEN = /:[A-Za-z_]|\*/;

const trimPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function compileSource(source: string): CompiledSource {
  let pattern = '';
  let last = 0;
  let wildcard = false;
  for (const match of trimPath(source).matchAll(TOKEN)) {
    pattern += escapeRegExp(source.slice(last, match.index));
    wildcard = true;
    if (match[0] === '*') pattern += '(?<wildcard>.*)';
    // "/beta/:slug*" also matches "/beta": the slash before a rest parameter is optional.
    else if (match[2] === '*') pattern = pattern.replace(/\/$/, '') + `(?:/(?<${match[1]}>.*))?`;
    else pattern += `(?<${match[1]}>[^/]+)`;
    last = match.index + match[0].length;
  }
  pattern += escapeRegExp(trimPath(source).slice(last));
  return { pattern: new RegExp(`^${pattern}/?$`), wildcard };
}

/** A destination written as a path on this site ("/new/:slug*"), not as a URL ("https://…", "//host/…"). */
const isPathDestination = (destination: string) => destination.startsWith('/') && !destination.startsWith('//') && !destination.startsWith('/\\');

/**
 * Where `path` goes under this redirect, or undefined when its source does not match. What the
 * request path puts into a path destination stays on this site: browsers read "\\" as "/" and a
 * leading "//" as another host, so "/go/:p*" → "/:p*" must not turn "/go//evil.example" into
 * "//evil.example" (backslashes become "/", leading slashes collapse to one).
 */
export function redirectTarget(redirect: SiteRedirect, path: string): string | undefined {
  const match = compileSource(redirect.source).pattern.exec(path);
  if (!match) return undefined;
  const values = match.groups ?? {};
  let substituted = false;
  let target = redirect.destination.replace(TOKEN, (token, name: string | undefined) => {
    // A name the source does not have ("mailto:team") is text, not a parameter.
    const key = name ?? 'wildcard';
    if (!(key in values)) return token;
    substituted = true;
    return (values[key] ?? '').replaceAll('\\', '/');
  });
  if (substituted && isPathDestination(redirect.destination)) target = target.replace(/^\/+/, '/');
  // "/v2/:slug*" with an empty rest is "/v2/", which names the same page as "/v2".
  return target.length > 1 ? target.replace(/(?<=.)\/+(?=$|[?#])/, '') : target;
}

const ORIGIN = 'http://quire.invalid';
/** A path destination must still name this site once resolved (the last check before a Location header). */
const staysOnSite = (destination: string, location: string) => !isPathDestination(destination) || new URL(location, ORIGIN).origin === ORIGIN;

/** The first redirect a request path matches (dev server), with its status: 308 permanent, 307 not. */
export function findRedirect(redirects: readonly SiteRedirect[], path: string): { location: string; status: 307 | 308 } | undefined {
  for (const redirect of redirects) {
    const location = redirectTarget(redirect, path);
    if (location === undefined) continue;
    const safe = safeUrl(location);
    if (safe === undefined || !staysOnSite(redirect.destination, safe)) return undefined;
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
 * source a page already answers, a script URL, a source no URL path can hold or that names a file
 * the build writes: redirect-paths.ts) is left out with a warning naming the docs.json entry.
 */
export function staticRedirects(redirects: readonly SiteRedirect[], pageHrefs: readonly string[]): StaticRedirects {
  const pages = new Map<string, string>();
  const warnings: string[] = [];
  const existing = new Set(pageHrefs);
  const written = writtenFilePaths(pageHrefs);
  const entry = (index: number, redirect: SiteRedirect) => `redirects[${index}] "${redirect.source}"`;
  /** Adds the page; → why it cannot be written, when it cannot. */
  const add = (from: string, to: string, source: string): string | undefined => {
    const place = redirectPagePath(from, written);
    if ('why' in place) return place.why;
    const path = `/${place.path}`;
    if (existing.has(path)) {
      warnings.push(`redirects: "${source}" → a page already answers ${path}; the page is kept and the redirect is left out.`);
      return undefined;
    }
    if (!pages.has(place.path)) pages.set(place.path, to);
    return undefined;
  };
  redirects.forEach((redirect, index) => {
    if (safeUrl(redirect.destination) === undefined) {
      warnings.push(`redirects: the destination of "${redirect.source}" is a script URL and is refused.`);
      return;
    }
    // The source itself, its parameters as plain text: a source no URL path can hold is left out whole.
    const shape = redirectPagePath(redirect.source.replace(TOKEN, 'x'), written);
    if ('why' in shape) {
      warnings.push(`${entry(index, redirect)} is left out: ${shape.why}. Give it a source a URL path can hold, or remove it.`);
      return;
    }
    if (!compileSource(redirect.source).wildcard) {
      add(redirect.source, redirect.destination, redirect.source);
      return;
    }
    const reverse = { source: redirect.destination, destination: redirect.source, permanent: true };
    const mapped = compileSource(redirect.destination).wildcard
      ? pageHrefs.flatMap((href) => {
          const from = redirectTarget(reverse, href);
          return from === undefined || HAS_TOKEN.test(from) ? [] : [[from, href] as const];
        })
      : [];
    const refused = mapped.flatMap(([from, to]) => {
      const why = add(from, to, redirect.source);
      return why === undefined ? [] : [`${from}: ${why}`];
    });
    if (refused.length > 0) warnings.push(`${entry(index, redirect)} leaves out ${refused.length} of the URLs it maps to; the first, ${refused[0]}.`);
    const held = mapped.length - refused.length;
    warnings.push(
      held > 0
        ? `redirects: "${redirect.source}" is a wildcard; a static site holds it for the ${held} existing page(s) it leads to, other URLs under it answer 404 (quire dev follows it for every URL).`
        : `redirects: "${redirect.source}" is a wildcard a static site cannot list; only quire dev follows it. Add a redirect per old URL, or configure your host's redirects.`,
    );
  });
  return { pages: [...pages].map(([from, to]) => ({ from, to })), warnings };
}

/** The warnings a build gives about the redirects it cannot serve statically (page ids as the build lists them). */
export const redirectWarnings = (redirects: readonly SiteRedirect[] | undefined, pageIds: Iterable<string>): string[] =>
  redirects?.length ? staticRedirects(redirects, [...pageIds].map(pageHref)).warnings : [];

/**
 * Every URL the build answers with a redirect page, as build and `quire check` both see them: the
 * roots no page answers (the site root, a division's folder: navigation/root-redirects.ts), then
 * docs.json's redirects a static site can hold (a root's own redirect wins). `tree` is the
 * configured navigation; `pageIds` the site's pages.
 */
export function redirectPagesOf(tree: NavigationTree, redirects: readonly SiteRedirect[], pageIds: ReadonlySet<string>): RootRedirect[] {
  const resolved = resolveTree(tree, (reference) => resolvePageReference(reference, pageIds));
  const roots = rootRedirects(resolved, pageIds);
  const taken = new Set(roots.map((redirect) => redirect.from));
  const configured = staticRedirects(redirects, [...pageIds].map(pageHref)).pages.filter((redirect) => !taken.has(redirect.from));
  return [...roots, ...configured];
}
