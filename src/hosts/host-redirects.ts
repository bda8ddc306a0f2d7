import { safeUrl } from '../utils/url-safety.ts';
import { redirectPagePath, writtenFilePaths } from '../site/redirect-paths.ts';
import type { SiteRedirect } from '../site/redirects.ts';

/** How a host writes a redirect's patterns: Netlify and Cloudflare Pages `_redirects` (":name", a trailing "*" and ":splat"), Vercel's path-to-regexp (":name", ":name*"). */
export type PatternSyntax = 'splat' | 'path-to-regexp';

export interface HostRedirect {
  from: string;
  to: string;
  permanent: boolean;
}

const TOKEN = /:([A-Za-z_]\w*)(\*?)|\*/g;

/**
 * A docs.json source in the host's syntax, or undefined when the host cannot say it. Mintlify's
 * ":name*" (the rest of the path, possibly empty) and "*" are splats; both hosts take a splat only
 * as the last segment ("/beta/*"), so "/articles/concepts-*" stays with the meta-refresh pages.
 * A splat source gives two rules: "/beta" itself, then "/beta/*" (Mintlify's ":slug*" matches both).
 */
function convert(redirect: SiteRedirect, syntax: PatternSyntax): HostRedirect[] | undefined {
  const tokens = [...redirect.source.matchAll(TOKEN)];
  const rest = tokens.filter((token) => token[0] === '*' || token[2] === '*');
  const last = tokens.at(-1);
  if (rest.length > 1 || (rest.length === 1 && rest[0] !== last)) return undefined;
  const source = redirect.source.replace(/(?<=.)\/+$/, '');
  const restToken = rest[0];
  if (restToken && !(source.endsWith(`/${restToken[0]}`) && source.length === restToken.index + restToken[0].length)) return undefined;
  const restName = restToken ? (restToken[1] ?? 'splat') : undefined;
  const destination = redirect.destination.replace(TOKEN, (token, name: string | undefined, star: string) => {
    // Only the source's own parameters are parameters ("mailto:team" keeps its text).
    const known = name === undefined ? restToken?.[0] === '*' : tokens.some((t) => t[1] === name);
    if (!known) return token;
    if (syntax === 'splat') return name === undefined || star || name === restName ? ':splat' : `:${name}`;
    return name === undefined ? `:${restName}*` : token;
  });
  if (syntax === 'splat' && /:\w+\*/.test(destination)) return undefined;
  const permanent = redirect.permanent !== false;
  if (!restToken) return [{ from: source, to: destination, permanent }];
  const parent = source.slice(0, restToken.index - 1) || '/';
  if (syntax === 'path-to-regexp') return [{ from: restToken[0] === '*' ? `${parent}/:${restName}*` : source, to: destination, permanent }];
  // The rest is empty at the parent: its ":splat" says nothing, and a "/" it leaves behind goes.
  const atParent = destination.replace(/\/?:splat/, '') || '/';
  return [
    ...(atParent.includes(':') && /:\w/.test(atParent) ? [] : [{ from: parent, to: atParent, permanent }]),
    ...splatGuard(parent, destination, permanent),
    { from: `${parent}/*`, to: destination, permanent },
  ];
}

/**
 * A rule whose destination starts with the splat (`/go/*` → `/:splat`) would answer `/go//evil.example`
 * with `Location: //evil.example`, another site, where the host does not merge the slashes before
 * matching. The guard, first, takes the doubled slash off and stays under the source
 * (`/go//*` → `/go/:splat`), so the rule then sees a splat without one: the dev server's rule
 * (findRedirect), written as the host's.
 */
function splatGuard(parent: string, destination: string, permanent: boolean): HostRedirect[] {
  if (!destination.startsWith('/:splat')) return [];
  const base = parent === '/' ? '' : parent;
  return [{ from: `${base}//*`, to: `${base}/:splat`, permanent }];
}

/**
 * docs.json/site.json redirects as the host's rules, first match first as Mintlify reads them.
 * Left out, with a warning when the build does not already give one: a source no URL path can hold
 * or that names a file the build writes (redirect-paths.ts; the build warns), a script URL (the
 * build warns), text with spaces (a `_redirects` line is split at spaces), a pattern the host cannot
 * say. The meta-refresh pages stay in the folder for those.
 */
export function hostRedirects(redirects: readonly SiteRedirect[], pageHrefs: readonly string[], syntax: PatternSyntax): { rules: HostRedirect[]; warnings: string[] } {
  const written = writtenFilePaths(pageHrefs);
  const rules: HostRedirect[] = [];
  const warnings: string[] = [];
  redirects.forEach((redirect, index) => {
    if (safeUrl(redirect.destination) === undefined) return;
    if ('why' in redirectPagePath(redirect.source.replace(TOKEN, 'x'), written)) return;
    const entry = `redirects[${index}] "${redirect.source}"`;
    if (/\s/.test(redirect.source) || /\s/.test(redirect.destination)) {
      warnings.push(`${entry}: its source or destination holds a space, which the host's redirect rules cannot hold; only its meta-refresh page is written.`);
      return;
    }
    const converted = convert(redirect, syntax);
    if (!converted) {
      warnings.push(`${entry}: the host's redirect rules take "*" or ":name*" only as the last segment; only its meta-refresh pages are written.`);
      return;
    }
    rules.push(...converted);
  });
  return { rules, warnings };
}
