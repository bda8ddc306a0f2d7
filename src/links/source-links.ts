import Slugger from 'github-slugger';
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { markdownToHtml, mdxToJs } from 'satteri';
import { mintlifyHeadingIds } from '../utils/mintlify-heading-ids.ts';
import { pageHref, pageIdFromFile } from '../navigation/pages.ts';
import { frontmatterText, readFrontmatter } from '../source/frontmatter.ts';
import { exclusionsOf, isPublishableFile, type SiteSource } from '../source/site-source.ts';
import { findBrokenLinks, scriptUrlProblems, type BrokenLink, type SiteLookup, type Target } from './check-links.ts';
import { collectPageUrls, sourcePageUrls, type PageUrls } from './collect-links.ts';
import { displayPath } from '../utils/display-path.ts';
import { escapeUnparsedCharacters, type MdxEscape } from '../markdown/mdx-recovery.ts';
import { pageVariablesPlugin, type Variables } from '../markdown/variables.ts';
import { componentIdsOfNodes, componentIdsPlugin } from './component-ids.ts';
import { headingsPlugin, sourcePageSyntax, type HeadingNode, type PageSyntax } from '../source/page-syntax.ts';
import { esmStatements } from '../site-code/react-code.ts';
import { importTarget } from '../source/site-includes.ts';
import { maskVariableReferences, parseableSource } from '../source/parseable-source.ts';

/** Ids every page's layout has (skip link target, sidebar, table of contents, search). */
export const LAYOUT_IDS = ['content', 'sidebar', 'toc-heading', 'version-select', 'quire-search-results'];

/**
 * Pages whose ids are only known once rendered: API operation pages (ids from the OpenAPI
 * operation) and pages that pull in snippets (components' own ids are computed: component-ids.ts). For these, `quire check` checks that the page exists but not its #anchors; the build
 * checks them.
 */
const RENDER_TIME_IDS = /<Snippet\b/;
const IMPORTS = /^import\s/m;

/**
 * The ids an imported `.md`/`.mdx` snippet draws where a page uses it (its headings and
 * components); undefined when it may draw ids no source shows (it imports in turn, holds a
 * `<Snippet>`, an id hangs on an expression, or it cannot be read).
 */
export function snippetIds(text: string | undefined, specifier: string, variables?: Variables, syntax?: () => PageSyntax): ReadonlySet<string> | undefined {
  if (text === undefined || IMPORTS.test(readFrontmatter(text).body) || RENDER_TIME_IDS.test(text)) return undefined;
  const snippet = pageIds(text, specifier.toLowerCase().endsWith('.mdx') ? 'mdx' : 'md', variables, syntax);
  return snippet.complete ? snippet.ids : undefined;
}

/**
 * The ids a page's imports bring (`blocks`: its import/export lines): each `.md`/`.mdx` snippet's
 * own (`idsOfImport`); undefined when an import may draw ids no source shows (a package, a
 * snippet snippetIds cannot tell).
 */
function importedIds(blocks: readonly string[], idsOfImport: (specifier: string) => ReadonlySet<string> | undefined): Set<string> | undefined {
  const ids = new Set<string>();
  for (const statement of blocks.flatMap((block) => esmStatements(block))) {
    const specifier = statement.imports?.specifier;
    if (specifier === undefined) continue;
    // React code draws what its props say: an id it is given is written on the page (`<Anchor id="x" />`, read below).
    if (/\.[jt]sx$/i.test(specifier)) continue;
    if (!/\.mdx?$/i.test(specifier)) return undefined;
    const snippet = idsOfImport(specifier);
    if (snippet === undefined) return undefined;
    for (const id of snippet) ids.add(id);
  }
  return ids;
}

/**
 * The ids a page's headings get, computed as Astro's Sätteri processor does (github-slugger over
 * each heading's text, in order, an explicit id kept), plus every id="…"/name="…" written in raw
 * HTML or JSX. docs.json `variables` are replaced as the build replaces them (`## About {{product}}`
 * is "About Quire"); an undefined one is kept as written, the variable check reports it.
 */
export function sourceIds(source: string, format: 'md' | 'mdx', variables?: Variables): Set<string> {
  return pageIds(source, format, variables).ids;
}

/** A page's ids (sourceIds), whether they are all it will have (not when a component's id hangs on an expression), and its import/export lines. */
type PageIds = { ids: Set<string>; complete: boolean; esm: string[] };

/**
 * A page's ids (sourceIds), from the one parse of it every check shares when there is one
 * (`syntax`); parsed here for a page that writes `{{`, whose headings and props docs.json
 * variables may change, and for a page MDX cannot read as written.
 */
function pageIds(source: string, format: 'md' | 'mdx', variables?: Variables, syntax?: () => PageSyntax): PageIds {
  const parsed = syntax && !source.includes('{{') ? syntax().parsed : undefined;
  if (parsed && !('error' in parsed)) {
    const ids = new Set<string>(LAYOUT_IDS);
    const components = componentIdsOfNodes(parsed.nodes, ids);
    addHeadingIds(
      ids,
      parsed.headings.filter((heading) => components.drawn(heading.offset)),
    );
    const esm = parsed.nodes.flatMap((node) => (node.type === 'mdxjsEsm' ? [node.value] : []));
    return { ids: withRawHtmlIds(ids, syntax!().parsedText, format), complete: components.complete, esm };
  }
  return parsedPageIds(source, format, variables);
}

/** The ids headings get, as Astro's Sätteri processor gives them (github-slugger over each heading's text, in order; an id given kept), and Mintlify's as aliases (utils/mintlify-heading-ids.ts). */
function addHeadingIds(ids: Set<string>, headings: readonly HeadingNode[]): void {
  const slugger = new Slugger();
  for (const { id, text } of headings) {
    ids.add(id ?? slugger.slug(text));
    for (const alias of mintlifyHeadingIds(text)) ids.add(alias);
  }
}

/** In Markdown, raw HTML's own ids and anchors (`<a name="x">`); in MDX the elements are read as the tree has them (component-ids.ts). */
function withRawHtmlIds(ids: Set<string>, text: string, format: 'md' | 'mdx'): Set<string> {
  if (format === 'md') for (const match of text.matchAll(/<[a-z][\w-]*\b[^<>]*?\s(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) ids.add(match[1] ?? match[2]);
  return ids;
}

/** pageIds by a parse of its own, with docs.json variables replaced as the build replaces them. */
function parsedPageIds(source: string, format: 'md' | 'mdx', variables?: Variables): PageIds {
  const ids = new Set<string>(LAYOUT_IDS);
  const esm: string[] = [];
  const esmBlocks = { name: 'quire:esm-blocks', mdxjsEsm: (node: { value: string }) => void esm.push(node.value) };
  let components = componentIdsPlugin(ids);
  const headings: HeadingNode[] = [];
  const text = parseableSource(source, format);
  const options = { mdastPlugins: [pageVariablesPlugin(() => variables ?? {}, { undefinedNames: 'keep' }), components.plugin, esmBlocks], hastPlugins: [headingsPlugin(headings)] };
  try {
    if (format === 'mdx') mdxToJs(text, options);
    else markdownToHtml(text, options);
  } catch {
    // A page MDX cannot parse is drawn by the build with the characters it stumbles on escaped
    // (markdown/mdx-recovery.ts), so its headings are read from that text; checkSourceLinks reports it.
    const recovered = escapeUnparsedCharacters(maskVariableReferences(text), { braces: true });
    if (!recovered.error) {
      ids.clear();
      esm.length = 0;
      headings.length = 0;
      for (const id of LAYOUT_IDS) ids.add(id);
      components = componentIdsPlugin(ids);
      try {
        mdxToJs(recovered.text, { ...options, mdastPlugins: [options.mdastPlugins[0], components.plugin, esmBlocks] });
      } catch {
        // Not even so: the page has its layout's ids alone (the build draws it as its text).
        headings.length = 0;
      }
    }
  }
  addHeadingIds(ids, headings);
  return { ids: withRawHtmlIds(ids, text, format), complete: components.complete(), esm };
}

/** A page as a link target: its ids, or for a page whose ids only rendering knows, a file (exists, anchors unchecked). */
export function pageTarget(
  source: string,
  file: string,
  variables?: Variables,
  /** The ids an imported snippet brings (snippetIds), undefined where unknown. */
  idsOfImport: (specifier: string) => ReadonlySet<string> | undefined = () => undefined,
  operationIds?: () => ReadonlySet<string> | undefined,
  /** The one parse of the page every check shares, where there is one (source/page-syntax.ts). */
  syntax?: () => PageSyntax,
): Target {
  const { data, body } = readFrontmatter(source);
  // An API page (`openapi:` or Mintlify's `api:`) has its endpoint view's ids besides its own; without the view, only drawing knows them.
  const apiPage = frontmatterText(data, 'openapi') !== undefined || frontmatterText(data, 'api') !== undefined;
  const viewIds = apiPage ? operationIds?.() : new Set<string>();
  if (viewIds === undefined || RENDER_TIME_IDS.test(body)) return { kind: 'file' };
  // One parse gives the page's ids and its imports.
  const { ids, complete, esm } = pageIds(source, file.toLowerCase().endsWith('.mdx') ? 'mdx' : 'md', variables, syntax);
  const imported = IMPORTS.test(body) ? importedIds(esm, idsOfImport) : new Set<string>();
  if (imported === undefined) return { kind: 'file' };
  for (const id of [...imported, ...viewIds]) ids.add(id);
  return complete ? { kind: 'page', ids } : { kind: 'file' };
}

/** Site-wide files the build writes beside the pages (see integration/site-files.ts). */
const SITE_FILES = ['/robots.txt', '/llms.txt', '/llms-full.txt', '/404'];

/**
 * What the build will write, looked up by URL path, from the sources alone; `variables`: docs.json's,
 * which heading ids may use; `redirectPages`: the paths the build writes a redirect page at
 * (staticRedirects), which a link may name as it names a page (a page with no ids, as built).
 */
export function sourceSiteLookup(
  source: SiteSource,
  publicDir: string,
  siteUrl?: string,
  variables?: Variables,
  redirectPages: ReadonlySet<string> = new Set(),
  /** The ids an API page's endpoint view gives it, by page id (operation-ids.ts); undefined where no view is known. */
  operationIds: (pageId: string) => ReadonlySet<string> | undefined = () => undefined,
): Required<SiteLookup> {
  const pageFiles = new Map(source.pages.map((file) => [pageHref(file.id), file]));
  const filesByPath = new Map(source.files.map((file) => [file.path, file]));
  const cache = new Map<string, Target>();
  // One snippet imported by many pages is read for its ids once.
  const snippetIdsByFile = new Map<string, ReadonlySet<string> | undefined>();
  const idsOfImportBy = (page: string) => (specifier: string) => {
    const file = importTarget(specifier, page, layout.pagesDir);
    if (file === undefined) return undefined;
    if (!snippetIdsByFile.has(file)) {
      const snippet = filesByPath.get(file);
      snippetIdsByFile.set(file, snippetIds(snippet && source.read(snippet).text, specifier, variables, snippet && (() => sourcePageSyntax(source, snippet))));
    }
    return snippetIdsByFile.get(file);
  };
  // A Mintlify folder is its own static root: only what the build publishes from it counts.
  const { layout } = source;
  const excluded = exclusionsOf(layout);
  const isPublicFile = (pathname: string) => {
    if (resolve(publicDir) === resolve(layout.pagesDir) && !isPublishableFile(layout, pathname, excluded)) return false;
    try {
      return pathname !== '/' && statSync(join(publicDir, pathname)).isFile();
    } catch {
      return false;
    }
  };
  // `/guide/index` is the page `/guide`, as the build's output answers it (guide/index.html).
  const pageFileAt = (pathname: string) => pageFiles.get(pathname) ?? (pathname.endsWith('/index') ? pageFiles.get(pathname.slice(0, -'/index'.length) || '/') : undefined);
  /** What is at a path that is no page file: a redirect page, a file the build writes, a static file. */
  const otherTarget = (pathname: string): Target => {
    if (redirectPages.has(pathname)) return { kind: 'page', ids: new Set() };
    const asPage = pathname.replace(/(?:\/index)?\.(?:md|html)$/, '') || '/';
    const builtFile = SITE_FILES.includes(pathname) || (pathname === '/sitemap.xml' && siteUrl !== undefined) || pathname.startsWith('/pagefind/') || (asPage !== pathname && pageFiles.has(asPage));
    return builtFile || isPublicFile(pathname) ? { kind: 'file' } : undefined;
  };
  const find = (pathname: string): Target => {
    if (cache.has(pathname)) return cache.get(pathname);
    const pageFile = pageFileAt(pathname);
    const target =
      pageFile === undefined
        ? otherTarget(pathname)
        : pageTarget(
            source.read(pageFile).text,
            pageFile.file,
            variables,
            idsOfImportBy(pageFile.path),
            () => operationIds(pageFile.id),
            () => sourcePageSyntax(source, pageFile),
          );
    cache.set(pathname, target);
    return target;
  };
  const exists = (pathname: string): boolean => (cache.has(pathname) ? cache.get(pathname) !== undefined : pageFileAt(pathname) !== undefined || otherTarget(pathname) !== undefined);
  return { find, exists, pagePaths: [...pageFiles.keys()] };
}

/**
 * The link check of `quire check`: every internal link written in the docs, checked against the
 * pages and files the build would produce, without building. Same messages as the build's check.
 */
export interface SourceLinkCheck {
  broken: BrokenLink[];
  /** Script URLs (javascript:, …) anywhere a link or image goes: refused whatever the links setting. */
  scriptUrls: BrokenLink[];
  /** Pages MDX or Markdown cannot parse (the build stops on them too): file and parser message. */
  unparsable: Array<{ file: string; message: string }>;
  /** MDX pages readable once their stray `<` and `{` are escaped (markdown/mdx-recovery.ts): checked as so, listed with the escapes. */
  recovered: Array<{ file: string; escapes: MdxEscape[] }>;
  links: number;
  pages: number;
}

export function checkSourceLinks(source: SiteSource, publicDir: string, siteUrl?: string): SourceLinkCheck {
  const site = sourceSiteLookup(source, publicDir, siteUrl);
  return { ...checkLinksOfSource(source, site), pages: site.pagePaths.length };
}

/** Every page's and snippet's links checked against `site`, files named as the user sees them; `variables`: docs.json's. */
export function checkLinksOfSource(source: SiteSource, site: SiteLookup, variables?: Variables): Omit<SourceLinkCheck, 'pages'> {
  const byFile = (file: string) => source.file(file)!;
  return checkLinksOfPages(
    source.files.map((file) => file.file),
    (file) => source.read(byFile(file)).text,
    site,
    (file) => displayPath(byFile(file).path),
    variables,
    (file) => sourcePageUrls(source, byFile(file), variables),
  );
}

/**
 * Every internal link written in `files` (paths relative to the docs folder), checked against
 * `site`, and every script URL in them; pages that cannot be parsed are listed instead. `shown` names a file in messages.
 * Used by `quire check` and by `quire migrate` on the folder it reads.
 */
export function checkLinksOfPages(
  files: readonly string[],
  readText: (file: string) => string,
  site: SiteLookup,
  shown: (file: string) => string = (file) => file,
  variables?: Variables,
  /** The URLs of a file as written (collectPageUrls of its text): kept from an earlier check of the same reading where there was one. */
  urlsOf: (file: string, text: string, format: 'md' | 'mdx') => PageUrls = (_file, text, format) => collectPageUrls(text, format, variables),
): Omit<SourceLinkCheck, 'pages'> {
  const broken: BrokenLink[] = [];
  const scriptUrls: BrokenLink[] = [];
  const unparsable: SourceLinkCheck['unparsable'] = [];
  const recovered: SourceLinkCheck['recovered'] = [];
  let links = 0;
  for (const file of files) {
    let urls: PageUrls;
    const format = file.toLowerCase().endsWith('.mdx') ? 'mdx' : 'md';
    const text = readText(file);
    try {
      urls = urlsOf(file, text, format);
    } catch (error) {
      // Prose MDX takes for a tag or an expression: the page as the build makes it (the policy
      // decides whether it may), else a page that cannot be parsed.
      const fixed = format === 'mdx' ? escapeUnparsedCharacters(maskVariableReferences(text), { braces: true }) : undefined;
      if (!fixed || fixed.error || fixed.escapes.length === 0) {
        unparsable.push({ file: shown(file), message: error instanceof Error ? error.message : String(error) });
        continue;
      }
      recovered.push({ file: shown(file), escapes: fixed.escapes });
      urls = collectPageUrls(fixed.text, format, variables);
    }
    links += urls.links.length;
    broken.push(...findBrokenLinks(shown(file), pageIdFromFile(file), urls.links, site));
    scriptUrls.push(...scriptUrlProblems(shown(file), urls.scriptUrls));
  }
  return { broken, scriptUrls, unparsable, recovered, links };
}
