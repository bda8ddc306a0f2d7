import type { AstroIntegrationLogger } from 'astro';
import type { Plugin } from 'vite';
import type { NavigationGroup, SiteModel } from '../config/model.ts';
import { indexedPages } from '../seo/metatags.ts';
import { readPageSources, type PageSource } from '../seo/page-sources.ts';
import type { SiteSource } from '../source/site-source.ts';
import { changelogItems, rssFeed } from '../seo/changelog-feed.ts';
import { feedPath } from '../seo/feed-path.ts';
import { FORWARDER_PROBE_PATH, STATIC_PROBE_ANSWER } from '../forwarder/forwarder-paths.ts';
import { llmsFullTxt, llmsTxt, markdownPath, pageMarkdown, robotsTxt, sectionsInNavigationOrder, sitemapXml } from '../seo/site-files.ts';
import { requestedPath } from '../utils/urls.ts';

export interface SiteFilesInput {
  /** The site's pages, as the build read them. */
  source: SiteSource;
  /** Whether the site ships a static file at this path ("/robots.txt"): its own file wins over the generated one. */
  shipsFile: (path: string) => boolean;
  model: SiteModel;
  /** site.json's groups, llms.txt's sections in navigation order; none for docs.json (every page in one section). */
  navigation: readonly NavigationGroup[];
  /** `site` from the Astro config, when set: absolute URLs become possible. */
  siteUrl?: string;
  /** The operation summary of each API page, by page id: its title when the frontmatter has none. */
  generatedTitles: Readonly<Record<string, string | undefined>>;
  /** Pages with no file (API pages docs.json generates), already as markdown. */
  extraPages?: readonly PageSource[];
  /** Markdown a page's copy carries after its own text, by page id (an AsyncAPI page's channel). */
  appendedMarkdown?: Readonly<Record<string, string>>;
}

/**
 * The files beside the pages: robots.txt, sitemap.xml (needs `site` for absolute URLs), llms.txt,
 * llms-full.txt and each page's markdown at <page>.md, keyed by their path in the site.
 */
export async function siteFiles({ source, shipsFile, model, navigation, siteUrl, generatedTitles, extraPages = [], appendedMarkdown = {} }: SiteFilesInput): Promise<Map<string, string>> {
  const written = (await readPageSources(source, generatedTitles)).map((page) => (appendedMarkdown[page.id] ? { ...page, body: `${page.body.trimEnd()}\n\n${appendedMarkdown[page.id]}\n` } : page));
  const pages = [...written, ...extraPages];
  const sections = sectionsInNavigationOrder(navigation, pages);
  const files = new Map<string, string>([
    ['/robots.txt', robotsTxt(siteUrl)],
    ['/llms.txt', llmsTxt(model.name, sections, siteUrl)],
    ['/llms-full.txt', llmsFullTxt(sections, siteUrl)],
    [FORWARDER_PROBE_PATH, STATIC_PROBE_ANSWER],
  ]);
  if (siteUrl) files.set('/sitemap.xml', sitemapXml(indexedPages(model, pages), siteUrl));
  for (const page of pages) if (!page.externalUrl) files.set(markdownPath(page.href), pageMarkdown(page));
  // Read as the page was (readPageSources parsed it, recovering what prose MDX takes for a tag).
  for (const page of pages) if (page.rss && !page.externalUrl) files.set(feedPath(page.href), rssFeed(page, changelogItems(page.body, page.href), model.name, siteUrl));
  for (const path of files.keys()) if (shipsFile(path)) files.delete(path);
  return files;
}

export interface EmittingContext {
  environment?: { name: string };
  emitFile(file: { type: 'asset'; fileName: string; source: string }): string;
}

/**
 * Writes the site files as assets of the browser bundle, so Vite writes them with the scripts
 * instead of Quire writing a thousand files one by one after the pages (on the build's tail,
 * where they held up the search index: ~1 s at 1,000 pages). The page sources are read while
 * the server bundle is finished: from the end of its module graph (buildEnd), when Vite's own
 * threads write the chunks, not at its start, where Vite waits for every buildStart to return.
 */
export function siteFilesPlugin(input: () => SiteFilesInput, logger: AstroIntegrationLogger) {
  let files: Promise<Map<string, string>> | undefined;
  return {
    name: 'quire:site-files',
    apply: 'build' as const,
    buildEnd() {
      files ??= siteFiles(input());
      // Awaited in generateBundle; a failure there stops the build with its message.
      files.catch(() => undefined);
    },
    async generateBundle(this: EmittingContext) {
      if (this.environment?.name !== 'client' || !files) return;
      const written = await files;
      for (const [path, source] of written) this.emitFile({ type: 'asset', fileName: path.slice(1), source });
      const pages = [...written.keys()].filter((path) => path.endsWith('.md'));
      const others = [...written.keys()].filter((path) => !path.endsWith('.md'));
      logger.info(`wrote ${others.join(', ')} and ${pages.length} page .md files`);
    },
  };
}

const DEV_TYPES: Readonly<Record<string, string>> = { '.md': 'text/markdown', '.txt': 'text/plain', '.xml': 'application/xml' };

/**
 * Dev: the same files, made from the pages as they are when asked for (`input` reads them
 * again), so a page's "Copy page" and "View as Markdown" and the head's llms.txt link answer in
 * `quire dev` as they do on the built site. A page's own route and the site's static files win.
 */
export function siteFilesDevPlugin(input: () => SiteFilesInput): Plugin {
  return {
    name: 'quire:site-files-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = requestedPath(request.url);
        const type = path && DEV_TYPES[path.slice(path.lastIndexOf('.'))];
        if ((request.method !== 'GET' && request.method !== 'HEAD') || !path || !type) return next();
        siteFiles(input()).then((files) => {
          const text = files.get(path);
          if (text === undefined) return next();
          response.setHeader('Content-Type', `${type}; charset=utf-8`);
          response.end(request.method === 'HEAD' ? undefined : text);
        }, next);
      });
    },
  };
}
