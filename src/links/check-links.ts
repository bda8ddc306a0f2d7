import { closestMatches } from '../config/did-you-mean.ts';
import { isExternalUrl } from '../navigation/links.ts';
import { pageHref } from '../navigation/pages.ts';
import type { LinkUse } from './collect-links.ts';

/** What the built site holds at a path: a page (with its element ids), another file, or nothing. */
export type Target = { kind: 'page'; ids: ReadonlySet<string> } | { kind: 'file' } | undefined;

export interface SiteLookup {
  /** `/guides/intro` → what is there. Paths arrive decoded, without a trailing slash ("/" for home). */
  find(pathname: string): Target;
  /** Every page path, for did-you-mean. */
  pagePaths: readonly string[];
}

export interface BrokenLink {
  file: string;
  line: number;
  column: number;
  url: string;
  reason: string;
  hint?: string;
}

/**
 * Links are resolved relative to the page's address without a trailing slash, as Mintlify serves
 * pages: `./usage` on /guides/install is /guides/usage, and on /guides (docs/guides/index.md) it is
 * /usage. Pages are built as /guides/install/index.html, and hosts that add the slash would
 * resolve it differently, so the build writes such links root-relative (rootRelativeHref).
 */
function resolveFrom(url: string, pagePath: string): URL | undefined {
  try {
    return new URL(url, `http://quire.invalid${pagePath.length > 1 ? pagePath.replace(/\/+$/, '') : pagePath}`);
  } catch {
    return undefined;
  }
}

/**
 * A relative link (`usage`, `../api/auth#token`) on the page at `pagePath` ("/guides/install",
 * a trailing slash is ignored) as a root-relative one; undefined for any other link.
 */
export function rootRelativeHref(url: string, pagePath: string): string | undefined {
  if (url === '' || /^[/#?]/.test(url) || isExternalUrl(url)) return undefined;
  const resolved = resolveFrom(url, pagePath);
  return resolved && `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** A malformed escape stays as written: it is then reported as a missing page or anchor. */
const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

const normalise = (pathname: string): string => {
  const decoded = safeDecode(pathname);
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
};

/** The broken internal links of one page; external links (any scheme, or //host) are not fetched. */
export function findBrokenLinks(file: string, pageId: string, links: readonly LinkUse[], site: SiteLookup): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const link of links) {
    const url = link.url.trim();
    if (url === '' || url === '#' || isExternalUrl(url)) continue;
    const resolved = resolveFrom(url, pageHref(pageId));
    if (!resolved) continue;
    const pathname = normalise(resolved.pathname);
    const anchor = safeDecode(resolved.hash.slice(1));
    const samePage = url.startsWith('#');
    const target = samePage ? site.find(pageHref(pageId)) : site.find(pathname);
    const where = { file, line: link.line, column: link.column, url: link.url };
    if (target === undefined) {
      const stripped = pathname.replace(/\.mdx?$/i, '').replace(/\/index$/, '') || '/';
      const suggestions = closestMatches(stripped, site.pagePaths, 1, true);
      const hint = suggestions.length > 0 ? `did you mean ${suggestions[0]}${resolved.hash}?` : undefined;
      broken.push({ ...where, reason: `${pathname} is no page or file of this site`, hint });
      continue;
    }
    if (anchor !== '' && target.kind === 'page' && !target.ids.has(anchor)) {
      const suggestions = closestMatches(anchor, [...target.ids], 1);
      const page = samePage ? 'this page' : pathname;
      broken.push({ ...where, reason: `${page} has no heading or element with id "${anchor}"`, hint: suggestions.length > 0 ? `did you mean #${suggestions[0]}?` : undefined });
    }
  }
  return broken;
}

export function formatBrokenLinks(broken: readonly BrokenLink[]): string {
  const count = broken.length === 1 ? '1 broken link' : `${broken.length} broken links`;
  const lines = broken.map((b) => `  ✖ ${b.file}:${b.line}:${b.column}: ${b.url}: ${b.reason}${b.hint ? `\n      hint: ${b.hint}` : ''}`);
  return `The pages have ${count}:\n${lines.join('\n')}`;
}
