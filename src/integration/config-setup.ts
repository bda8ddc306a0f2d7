import mdx from '@astrojs/mdx';
import type { HookParameters } from 'astro';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { displayPath } from '../utils/display-path.ts';
import { detectSiteLayout, layoutFor } from '../config/site-layout.ts';
import { unservedMcpEntries } from '../components/layout/contextual.ts';
import { listenForRenderFailures } from '../components/render-failures.ts';
import { SIDEBAR_FRAGMENT_DIR } from '../navigation/sidebar-compact.ts';
import { newIconNotices, noteFrontmatterIcons } from '../markdown/icon-notices.ts';
import { formatFailures, newPageCode, noteFailure } from '../markdown/page-code.ts';
import { newComponentUses } from '../markdown/unknown-components.ts';
import { remoteSpecReader } from '../openapi/fetch-spec.ts';
import { cachedSpecLoader, type SpecLoader } from '../openapi/spec-cache.ts';
import { formatLayoutProblem } from '../site/layout-problem.ts';
import { loadSite } from '../site/load-site.ts';
import { REPORT_FILE } from '../site/report.ts';
import { includeLoopsProblem } from '../source/check-sources.ts';
import { docsFolderLayout, siteRootLayout, type PagesRead } from '../source/site-source.ts';
import { ownModule } from '../utils/own-modules.ts';
import { userError } from '../utils/user-error.ts';
import { descriptionRendererFor } from './api-setup.ts';
import { markdownOf, siteApi, siteVite, type SiteFolder } from './setup-steps.ts';
import { websocketMockPreviewProxy } from './websocket-mock-preview.ts';
import type { RenderThreads } from './render-threads.ts';
import type { mdxRecoveryPlugin } from './mdx-recovery-plugin.ts';
import type { QuireOptions } from './options.ts';
import { problemReporter } from './problem-reporter.ts';
import { currentPageSources, sayReading, type QuireRun } from './quire-run.ts';
import { newMissingPackages, reactIntegration } from './react-modules.ts';
import { searchInDev } from './search-dev.ts';
import { staticRootOf } from '../source/static-files.ts';
import { siteTailwind } from '../styles/tailwind.ts';
import type { ReaderSettings } from './virtual-config.ts';
import { type SiteHolder, siteAfterReading } from './current-site.ts';

/** What outlives one astro:config:setup: the dev server's restarts keep it. */
export interface Lasting {
  /** The site as last read: a dev server restarted while the config is broken keeps drawing the last good one. */
  readonly site: SiteHolder;
  readonly reader: ReaderSettings;
  readonly pagesRead: PagesRead;
  /** Dev: the icon notices said so far: each is said once per server, at its first place. */
  readonly iconNoticesSaid: Set<string>;
  readonly mdxRecovery: ReturnType<typeof mdxRecoveryPlugin>;
}

const route = (path: string) => fileURLToPath(ownModule(`../routes/${path}`, import.meta.url));

/** The page route's module, for the dev server's early transform. */
export const PAGE_ROUTE = route('[...slug].astro');

type Logger = HookParameters<'astro:config:setup'>['logger'];

/** The logger with its warnings left unsaid (errors still said). */
const withoutWarnings = (logger: Logger) => Object.assign(Object.create(logger), { warn: () => undefined }) as typeof logger;

/**
 * astro:config:setup: the site folder read once (loadSite), its problems said (a build stops on
 * errors), then Astro configured to draw it: markdown, Vite plugins, routes. `startThreads`: starts a
 * build's Markdown render threads for a site of that many pages (render-threads.ts), once they are counted.
 */
export async function setupSite(
  options: QuireOptions,
  lasting: Lasting,
  { command, config, updateConfig, injectRoute, logger }: HookParameters<'astro:config:setup'>,
  startThreads?: (pages: number) => RenderThreads | undefined,
): Promise<QuireRun> {
  const { site: holder, pagesRead, mdxRecovery } = lasting;
  const dev = command === 'dev';
  const folder = siteFolderOf(fileURLToPath(config.root), options);
  const { layout, siteDir } = folder;
  const docsJson = layout.format === 'docs.json';
  const cacheDir = fileURLToPath(config.cacheDir);
  // The cacheDir is the CLI's work folder (.quire/…/cache) or the project's own Astro cache.
  const readRemote = remoteSpecReader({ offline: options.offline, cacheDir: join(cacheDir, 'quire-remote-specs') });
  const reporter = problemReporter({ frontDoor: layout.format, strict: options.strict, links: options.links }, join(fileURLToPath(config.root), REPORT_FILE));
  // The docs collection reads the pages from here (virtual:quire/docs-folder), not Astro's src/content.
  const docsLayout = docsJson ? siteRootLayout(siteDir) : docsFolderLayout(siteDir);
  const publicDir = docsJson ? siteDir : fileURLToPath(config.publicDir);
  const specLoader = specLoadersIn(cacheDir, readRemote);
  const describer = descriptionRendererFor(() => holder.now.model.styling?.codeblocks);
  // The folder read once, into one model and one list of problems (src/site/load-site.ts).
  const site = await loadSite(layout, { mode: dev ? 'dev' : 'build', strict: options.strict, links: options.links, readRemote, publicDir, pagesRead, specLoader, describe: describer });
  const { source } = site;
  const threads = startThreads?.(source.pages.length);
  const read = siteAfterReading(holder.now, site, options, docsLayout);
  const outDir = fileURLToPath(config.outDir);
  // Tailwind classes in pages: their CSS, made once from the pages as this build (or dev server start) reads them.
  const tailwind = await siteTailwind(source, folder.docsDir, read.model.colors);
  holder.swap(() => ({
    ...read,
    tailwind,
    staticRoot: docsJson
      ? staticRootOf({ dir: siteDir, sources: () => [layout.configFile, ...holder.now.refFiles], excludedDirs: [outDir, cacheDir].filter((dir) => relative(siteDir, dir) !== ''), layout: docsLayout })
      : undefined,
    includeLoops: dev ? includeLoopsProblem({ siteDir, docsDir: folder.docsDir }, source) : undefined,
  }));
  const notes = { componentUses: newComponentUses(), pageCode: newPageCode(), iconNotices: newIconNotices(), missingPackages: newMissingPackages() };
  const base = { options, layout, site: holder, reader: lasting.reader, reporter, publicDir, readRemote, describer, pagesRead, source, notes, mdxRecovery, renderThreads: threads };
  // Preview serves what a build wrote: that build said the site's warnings already.
  sayReading(base, site, dev, command === 'preview' ? withoutWarnings(logger) : logger);
  const model = holder.now.model;
  const mcpEntries = unservedMcpEntries(model.contextual?.options ?? [], options.mcpUrl, dev);
  if (mcpEntries) logger.info(mcpEntries);
  const run: QuireRun = { ...base, api: await siteApi(base, { folder, dev, logger, specLoader, describer, loaded: site.api }) };
  heedRenderFailures(run, dev, logger);
  if (!dev) noteFrontmatterIcons(notes.iconNotices, source, model.icons.library);
  const markdown = await markdownOf(run, { folder, dev, logger, threads, iconNoticesSaid: lasting.iconNoticesSaid });
  updateConfig({
    integrations: [mdx(), ...(await reactIntegration(dev, source)), searchInDev(() => currentPageSources(run), lasting.reader.programs.searchIndex)],
    markdown,
    // Astro renders one page at a time by default and waits for each file write; rendering
    // 16 at once keeps the CPU busy meanwhile (1,000 pages: generation ~5.5 s → ~3 s, measured
    // in bench/). A site that sets its own concurrency keeps it.
    ...(config.build.concurrency === 1 ? { build: { concurrency: 16 } } : {}),
    vite: siteVite(run, {
      folder,
      dev,
      logger,
      root: fileURLToPath(config.root),
      outDir,
      siteUrl: config.site,
      codeThemes: markdown.shikiConfig.themes,
      previewProxy: command === 'preview' ? await websocketMockPreviewProxy(() => holder.now.asyncapi.pages) : undefined,
    }),
  });
  // What the build cannot go past stops it now; what only --strict refuses is named with the rest at its end.
  if (!dev) reporter.stopOnErrors('acting');
  injectRoute({ pattern: '/[...slug]', entrypoint: route('[...slug].astro'), prerender: true });
  injectRoute({ pattern: '/404', entrypoint: route('404.astro'), prerender: true });
  injectRoute({ pattern: `/${SIDEBAR_FRAGMENT_DIR}/[section].html`, entrypoint: route('sidebar-fragment.ts'), prerender: true });
  return run;
}

/** The site folder Quire was given and the front door it uses: site.json (pages in docs/, static files in public/) or docs.json (everything beside it). */
function siteFolderOf(root: string, options: QuireOptions): SiteFolder {
  const siteDir = resolve(root, options.siteDir ?? '.');
  const detected = detectSiteLayout(siteDir);
  if ('problem' in detected && detected.problem.kind === 'both-configs') throw userError(formatLayoutProblem(detected.problem), 'Fix the problems above and run the command again.');
  const layout = 'layout' in detected ? detected.layout : layoutFor(siteDir, 'site.json');
  return { siteDir, layout, docsDir: layout.pagesDir };
}

/**
 * OpenAPI contents that passed validation are remembered in Astro's cacheDir (spec-cache.ts): the
 * loader and the dev server's API plugin read them through one cache per tolerance.
 */
function specLoadersIn(cacheDir: string, readRemote: QuireRun['readRemote']): (tolerant: boolean) => SpecLoader {
  const specLoaders = new Map<boolean, SpecLoader>();
  return (tolerant) => {
    const made =
      specLoaders.get(tolerant) ?? cachedSpecLoader(join(cacheDir, 'quire-openapi-validated'), { readRemote, ...(tolerant ? { danglingRefs: 'warn' as const, invalid: 'warn' as const } : {}) });
    specLoaders.set(tolerant, made);
    return made;
  };
}

/** Components that fail while a page is drawn: a build says them at its end, the dev server as they fail. */
function heedRenderFailures(run: QuireRun, dev: boolean, logger: Logger): void {
  listenForRenderFailures((noted) => {
    // A page's own fault names its file within the pages folder (all the route knows); shown from
    // where the command runs, as the guards name every other failing component's file.
    const failure = noted.component === 'page' ? { ...noted, file: displayPath(join(run.layout.pagesDir, noted.file)) } : noted;
    if (noteFailure(run.notes.pageCode, failure) && dev) run.reporter.say(logger, 'page-code', formatFailures([failure], 'warning') ?? '', []);
  });
}
