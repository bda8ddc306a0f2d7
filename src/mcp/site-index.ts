import { layoutFor, type SiteLayout } from '../config/site-layout.ts';
import type { SiteModel } from '../config/model.ts';
import { remoteSpecReader } from '../openapi/fetch-spec.ts';
import { generatedPageSources } from '../openapi/generated-views.ts';
import { formatSpecProblems, loadOpenApiSpec } from '../openapi/load.ts';
import { indexOperations, type OperationEntry } from '../openapi/operations.ts';
import { readPageSources, type PageSource } from '../seo/page-sources.ts';
import { loadSite, type Site } from '../site/load-site.ts';
import { isHttpUrl } from '../utils/urls.ts';

/** What the MCP server answers from: the site's pages as markdown and its API operations. */
export interface SiteIndex {
  name: string;
  model: SiteModel;
  /** Every page, as `<page>.md` has it (docs.json's generated API pages included). */
  pages: PageSource[];
  operations: OperationEntry[];
}

export type SiteIndexLoad = { ok: true; site: SiteIndex } | { ok: false; message: string };

/** The base URLs the playground offers for an operation (as operation-view.ts picks them): site api.baseUrl, else the file's servers. */
export function operationBaseUrls(entry: OperationEntry, model: SiteModel): string[] {
  if (model.api.baseUrls.length > 0) return model.api.baseUrls;
  const servers = entry.operation.servers ?? entry.spec.document.servers ?? [];
  return servers.map((server) => server.url).filter(isHttpUrl);
}

/**
 * A site folder read by the one loader, as `quire check` reads it (no build, no Astro) but
 * without the checks and the API pages: the MCP server wants the model and the pages, and loads
 * the OpenAPI files itself (loadSiteIndex).
 */
export const loadSiteForIndex = (site: Pick<SiteLayout, 'dir' | 'format'>): Promise<Site> =>
  loadSite(layoutFor(site.dir, site.format), { mode: 'check', readRemote: remoteSpecReader(), apiPages: false, checks: false });

/**
 * The index of a loaded site: its pages and the operations of its OpenAPI files. A config or
 * OpenAPI problem is Quire's message, as the build would print it.
 */
export async function loadSiteIndex(site: Site): Promise<SiteIndexLoad> {
  const { model, source } = site;
  if (!model) return { ok: false, message: site.configProblem ?? '' };
  const extraPages: PageSource[] = site.docsJson?.generated ? generatedPageSources(site.docsJson.generated, source.pageIds) : [];
  const docsJson = site.layout.format === 'docs.json';
  const loads = await Promise.all(model.openapi.map((location) => loadOpenApiSpec(location, site.layout.dir, { danglingRefs: docsJson ? 'warn' : 'error' })));
  const problems = loads.flatMap((load) => (load.ok ? [] : load.problems));
  if (problems.length > 0) return { ok: false, message: formatSpecProblems(problems) };
  // docs.json: the specs its navigation and pages name (remote ones too), as the loader read them.
  const named = loads.flatMap((load) => (load.ok ? [load.spec] : []));
  const fromNavigation = [...(site.docsJson?.generated?.specs.values() ?? [])].filter((spec) => !named.some((known) => known.location === spec.location));
  const operations = indexOperations([...named, ...fromNavigation]);
  const pages = [...(await readPageSources(source)), ...extraPages].filter((page) => !page.externalUrl);
  return { ok: true, site: { name: model.name, model, pages, operations } };
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];

export interface SearchHit {
  path: string;
  title: string;
  description?: string;
  /** The line around the first match. */
  excerpt: string;
}

/** A page's words, each once with its count, sorted: the words a term is the start of are one run found by binary search. */
interface PageWords {
  words: string[];
  counts: number[];
}

function pageWords(text: string): PageWords {
  const counts = new Map<string, number>();
  for (const word of words(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const sorted = [...counts.keys()].sort();
  return { words: sorted, counts: sorted.map((word) => counts.get(word) ?? 0) };
}

/** How often words starting with `term` occur: a binary search to the first, then the run of them. */
function countStartingWith(index: PageWords, term: string): number {
  let low = 0;
  let high = index.words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (index.words[middle] < term) low = middle + 1;
    else high = middle;
  }
  let count = 0;
  for (let at = low; at < index.words.length && index.words[at].startsWith(term); at++) count += index.counts[at];
  return count;
}

/** Each page's title and body words, made once per loaded site (a search then costs terms × log words per page). */
const indexes = new WeakMap<readonly PageSource[], { title: PageWords; body: PageWords }[]>();
const indexOf = (pages: readonly PageSource[]) => {
  let index = indexes.get(pages);
  if (!index) indexes.set(pages, (index = pages.map((page) => ({ title: pageWords(page.title), body: pageWords(`${page.description ?? ''} ${page.body}`) }))));
  return index;
};

/** The most words of a query a search looks for; the rest of a longer query is not read. */
export const SEARCH_TERMS_LIMIT = 32;

/**
 * A plain text search over the pages' markdown: every query word must appear in the page; a word
 * in the title counts more than one in the body. (The site's own search is Pagefind, whose index
 * exists only in a built site and is read by its browser script; the server reads the sources.)
 */
export function searchPages(pages: readonly PageSource[], query: string, limit = 10): SearchHit[] {
  const terms = [...new Set(words(query.slice(0, 2000)))].slice(0, SEARCH_TERMS_LIMIT);
  if (terms.length === 0) return [];
  const index = indexOf(pages);
  const scored = pages.flatMap((page, at) => {
    let score = 0;
    for (const term of terms) {
      const inTitle = countStartingWith(index[at].title, term);
      const inBody = countStartingWith(index[at].body, term);
      if (inTitle + inBody === 0) return [];
      score += inTitle * 10 + Math.min(inBody, 20);
    }
    return [{ page, score }];
  });
  scored.sort((a, b) => b.score - a.score || a.page.href.localeCompare(b.page.href));
  return scored.slice(0, limit).map(({ page }) => {
    const line = page.body.split('\n').find((text) => terms.some((term) => text.toLowerCase().includes(term))) ?? '';
    return { path: page.href, title: page.title, ...(page.description ? { description: page.description } : {}), excerpt: line.trim().slice(0, 240) };
  });
}

/** The page a reader's path names: "/guides/x", "guides/x", "/guides/x.md", a full URL of the site. */
export function findPage(pages: readonly PageSource[], path: string): PageSource | undefined {
  let pathname = path.trim();
  if (URL.canParse(pathname)) pathname = new URL(pathname).pathname;
  pathname = `/${pathname.replace(/^\/+/, '').replace(/\/+$/, '')}`.replace(/\.md$/, '');
  if (pathname === '/index') pathname = '/';
  return pages.find((page) => page.href === pathname);
}

/** The operation "GET /path" names (method case as written, path exactly as in the OpenAPI file). */
export function findOperationEntry(operations: readonly OperationEntry[], key: string): OperationEntry | undefined {
  const [method = '', ...rest] = key.trim().split(/\s+/);
  return operations.find((entry) => entry.key === `${method.toUpperCase()} ${rest.join(' ')}`);
}
