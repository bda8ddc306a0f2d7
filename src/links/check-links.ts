import { closestMatches, formatSuggestions } from '../config/did-you-mean.ts';
import { isExternalUrl, resolveFrom } from '../utils/urls.ts';
import { pageHref } from '../navigation/pages.ts';
import type { LinkUse, ScriptUrlUse } from './collect-links.ts';
import { isScriptUrl, SCRIPT_URL_RULE } from '../utils/url-safety.ts';

/** What the built site holds at a path: a page (with its element ids), another file, or nothing. */
export type Target = { kind: 'page'; ids: ReadonlySet<string> } | { kind: 'file' } | undefined;

export interface SiteLookup {
  /** `/guides/intro` → what is there. Paths arrive decoded, without a trailing slash ("/" for home). */
  find(pathname: string): Target;
  /**
   * Whether anything is at the path, without working out a page's anchors (which parses the page):
   * enough for a link that names no anchor, as most do. Unset: `find` answers.
   */
  exists?(pathname: string): boolean;
  /** Every page path, for did-you-mean. */
  pagePaths: readonly string[];
}

export interface BrokenLink {
  file: string;
  line: number;
  column: number;
  url: string;
  reason: string;
  /** What the link may have meant to say (`/guides/usage`, `#configure`), best first. */
  suggestions?: string[];
  hint?: string;
  /** The existing file the author probably meant, as data: formatted as a did-you-mean at the edge. */
  suggestion?: string;
}

/** A malformed escape stays as written: it is then reported as a missing page or anchor. */
export const safeDecode = (value: string): string => {
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
    // Script URLs are reported on their own (scriptUrlProblems), whatever the browser would resolve them to.
    if (url === '' || url === '#' || isExternalUrl(url) || isScriptUrl(url)) continue;
    const resolved = resolveFrom(url, pageHref(pageId));
    if (!resolved) continue;
    const pathname = normalise(resolved.pathname);
    const anchor = safeDecode(resolved.hash.slice(1));
    const samePage = url.startsWith('#');
    const path = samePage ? pageHref(pageId) : pathname;
    const target: Target = anchor === '' && site.exists ? (site.exists(path) ? { kind: 'file' } : undefined) : site.find(path);
    const where = { file, line: link.line, column: link.column, url: link.url };
    if (target === undefined) {
      const stripped = pathname.replace(/\.mdx?$/i, '').replace(/\/index$/, '') || '/';
      const suggestions = closestMatches(stripped, site.pagePaths, 1, true).map((path) => `${path}${resolved.hash}`);
      broken.push({ ...where, reason: `${pathname} is no page or file of this site`, suggestions, hint: formatSuggestions(suggestions, String) });
      continue;
    }
    if (anchor !== '' && target.kind === 'page' && !target.ids.has(anchor)) {
      const suggestions = closestMatches(anchor, [...target.ids], 1).map((id) => `#${id}`);
      const page = samePage ? 'this page' : pathname;
      broken.push({ ...where, reason: `${page} has no heading or element with id "${anchor}"`, suggestions, hint: formatSuggestions(suggestions, String) });
    }
  }
  return broken;
}

const WHAT_IT_DOES = {
  'javascript:': "runs script in the reader's browser",
  'vbscript:': "runs script in the reader's browser",
  'data:': 'opens a document made from the URL itself',
};

/** A URL as it can be read in a message: control characters spelled out, a long data: URL cut short. */
const shownUrl = (url: string): string => {
  const escaped = JSON.stringify(url).slice(1, -1);
  return escaped.length > 80 ? `${escaped.slice(0, 79)}…` : escaped;
};

/** The script URLs of one page as problems to fix, in the shape of broken links (the fix is the same for all: formatScriptUrls). */
export function scriptUrlProblems(file: string, uses: readonly ScriptUrlUse[]): BrokenLink[] {
  return uses.map((use) => ({ file, line: use.line, column: use.column, url: shownUrl(use.url), reason: `${use.where}: a ${use.scheme} URL ${WHAT_IT_DOES[use.scheme]}` }));
}

const hintOf = (problem: BrokenLink): string | undefined => problem.hint ?? (problem.suggestion ? formatSuggestions([problem.suggestion], String) : undefined);

/** ✖ for what stops the build, ⚠ for what it builds past. */
type Mark = 'error' | 'warning';

const problemLines = (problems: readonly BrokenLink[], mark: Mark = 'error'): string =>
  problems.map((b) => `  ${mark === 'error' ? '✖' : '⚠'} ${b.file}:${b.line}:${b.column}: ${b.url}: ${b.reason}${hintOf(b) ? `\n      hint: ${hintOf(b)}` : ''}`).join('\n');

export function formatBrokenLinks(broken: readonly BrokenLink[], mark: Mark = 'error'): string {
  const count = broken.length === 1 ? '1 broken link' : `${broken.length} broken links`;
  return `The pages have ${count}:\n${problemLines(broken, mark)}`;
}

export function formatBrokenImages(broken: readonly BrokenLink[], mark: Mark = 'error'): string {
  const count = broken.length === 1 ? '1 image that is missing' : `${broken.length} images that are missing`;
  return `The site has ${count}:\n${problemLines(broken, mark)}`;
}

export function formatScriptUrls(found: readonly BrokenLink[]): string {
  const count = found.length === 1 ? '1 script URL' : `${found.length} script URLs`;
  return `The pages have ${count}, refused as in site.json (${SCRIPT_URL_RULE}):\n${problemLines(found)}\n  Link to a page, a file or an https:// URL instead.`;
}
