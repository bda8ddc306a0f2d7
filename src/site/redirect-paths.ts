import { markdownPath } from '../seo/site-files.ts';

/** Files and folders a build writes besides the pages (site-files.ts, Astro, Pagefind): a redirect page there would collide with them. */
const WRITTEN_FILES = ['/robots.txt', '/llms.txt', '/llms-full.txt', '/sitemap.xml', '/404.html'];
const WRITTEN_FOLDERS = ['/_astro', '/_quire', '/pagefind'];

/** The paths a build writes as files, given its pages: the fixed ones and each page's markdown copy (<page>.md). */
export const writtenFilePaths = (pageHrefs: readonly string[]): Set<string> => new Set([...WRITTEN_FILES, ...pageHrefs.map(markdownPath)]);

/** Where a redirect page goes (its path decoded, as the browser will ask for it), or why none can. */
export type RedirectPagePath = { path: string } | { why: string };

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what no URL path holds
const NOT_IN_A_PATH = /[\u0000-\u001f\u007f?#]/;

/**
 * Whether a redirect page can be written at `from` (a source, or a source a wildcard was mapped
 * to): as a folder of the output with an index.html that a reader's browser reaches at that URL.
 * A path browsers rewrite ("\" is "/", "." and ".." segments are resolved away, "//" holds an empty
 * segment), a "%" escape of "/" or "\", a query or a fragment names no such folder; a file the
 * build writes itself (a page's .md copy, llms.txt) cannot also be a folder.
 */
export function redirectPagePath(from: string, written: ReadonlySet<string>): RedirectPagePath {
  if (/^\/{2,}/.test(from)) return { why: 'it holds an empty segment ("//")' };
  const trimmed = from.replace(/^\//, '').replace(/\/+$/, '');
  if (trimmed === '') return { path: '' };
  if (from.includes('\\')) return { why: 'it holds a backslash, which browsers read as "/"' };
  if (NOT_IN_A_PATH.test(from)) return { why: 'it holds a "?", a "#" or a control character, which no URL path holds' };
  const segments = trimmed.split('/');
  if (segments.some((segment) => segment === '')) return { why: 'it holds an empty segment ("//")' };
  if (segments.some((segment) => segment === '.' || segment === '..')) return { why: 'it holds a "." or ".." segment, which browsers resolve away' };
  const decoded: string[] = [];
  for (const segment of segments) {
    let text: string;
    try {
      text = decodeURIComponent(segment);
    } catch {
      return { why: 'it holds a "%" that starts no escape' };
    }
    if (/[/\\]/.test(text) || NOT_IN_A_PATH.test(text) || text === '.' || text === '..') return { why: `it holds "${segment}", an escape of a character no path segment holds` };
    decoded.push(text);
  }
  for (let end = 1; end <= decoded.length; end++) {
    const prefix = `/${decoded.slice(0, end).join('/')}`;
    if (written.has(prefix)) return { why: `Quire writes the file ${prefix} itself${prefix.endsWith('.md') ? " (the page's markdown copy)" : ''}` };
    if (end === 1 && WRITTEN_FOLDERS.includes(prefix)) return { why: `Quire writes the folder ${prefix} itself` };
  }
  return { path: decoded.join('/') };
}
