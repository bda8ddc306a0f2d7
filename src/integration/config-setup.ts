import mdx from '@astrojs/mdx';
import type { HookParameters } from 'astro';
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectSiteLayout, layoutFor } from '../config/site-layout.ts';
import { unservedMcpEntries } from '../components/layout/contextual.ts';
import { prerenderEntryPlugin } from '../confinement/astro-prerender.ts';
import { listenForRenderFailures } from '../components/render-failures.ts';
import { SIDEBAR_FRAGMENT_DIR } from '../navigation/sidebar-compact.ts';
import { siteMayHaveDiagrams } from '../markdown/diagrams.ts';
import { newIconNotices, noteFrontmatterIcons } from '../markdown/icon-notices.ts';
import { formatFailures, newPageCode, noteFailure } from '../markdown/page-code.ts';
import { newComponentUses } from '../markdown/unknown-components.ts';
import { variableTokensPlugin } from '../markdown/variables.ts';
import { mcpPreviewProxy } from '../mcp/vite-middleware.ts';
import { remoteSpecReader } from '../openapi/fetch-spec.ts';
import { generatedPageSources } from '../openapi/generated-views.ts';
import { isValidationWarning } from '../openapi/load.ts';
import { cachedSpecLoader, type SpecLoader } from '../openapi/spec-cache.ts';
import { formatLayoutProblem } from '../site/layout-problem.ts';
import { operationPageLocations } from '../site/left-out.ts';
import { loadSite } from '../site/load-site.ts';
import { actingPolicy, severityOf } from '../site/policy.ts';
import { REPORT_FILE } from '../site/report.ts';
import { includeLoopsProblem } from '../source/check-sources.ts';
import { docsFolderLayout, siteRootLayout, type PagesRead } from '../source/site-source.ts';
import { displayPath } from '../utils/display-path.ts';
import { compiledModulesPlugin, ownModule } from '../utils/own-modules.ts';
import { userError } from '../utils/user-error.ts';
import { descriptionRendererFor, setupApi } from './api-setup.ts';
import { codeColoursPlugin } from './code-colours-css.ts';
import { lazySearchPlugin } from './lazy-search.ts';
import { quireMarkdownConfig, type RenderSettings } from './markdown.ts';
import type { RenderThreads } from './render-threads.ts';
import type { mdxRecoveryPlugin } from './mdx-recovery-plugin.ts';
import type { QuireOptions } from './options.ts';
import { previewOddPathGuard } from './preview-guard.ts';
import { problemReporter } from './problem-reporter.ts';
import { NO_GENERATED_PAGES } from '../openapi/navigation-operations.ts';
import { applySite, currentPageSources, readPages, type QuireRun } from './quire-run.ts';
import { onBundlerWarning } from './quiet-warnings.ts';
import { newMissingPackages, reactIntegration, reactModulesPlugin } from './react-modules.ts';
import { scriptsAsFiles } from './script-files.ts';
import { searchInDev } from './search-dev.ts';
import { siteFilesPlugin } from './site-files.ts';
import { siteThemePlugin } from './site-theme-css.ts';
import { snippetImportsPlugin } from './snippet-imports.ts';
import { listStaticFiles, staticRootOf } from '../source/static-files.ts';
import { siteTailwind } from './tailwind.ts';
import { unreadableFrontmatterPlugin } from './unreadable-frontmatter.ts';
import { virtualConfigPlugin, type SiteState } from './virtual-config.ts';

/** What outlives one astro:config:setup: the dev server's restarts keep it. */
export interface Lasting {
  readonly state: SiteState;
  readonly pagesRead: PagesRead;
  /** Dev: the icon notices said so far: each is said once per server, at its first place. */
  readonly iconNoticesSaid: Set<string>;
  readonly mdxRecovery: ReturnType<typeof mdxRecoveryPlugin>;
}

const route = (path: string) => fileURLToPath(ownModule(`../routes/${path}`, import.meta.url));

/**
 * astro:config:setup: the site folder read once (loadSite), its problems said (a build stops on
 * errors), then Astro configured to draw it: markdown, Vite plugins, routes.
 */
/** The page route's module, for the dev server's early transform. */
export const PAGE_ROUTE = route('[...slug].astro');

/** `threads`: a build's Markdown render threads (render-threads.ts), started before this. */
/** The logger with its warnings left unsaid (errors still said). */
const withoutWarnings = (logger: HookParameters<'astro:config:setup'>['logger']) => Object.assign(Object.create(logger), { warn: () => undefined }) as typeof logger;

export async function setupSite(
  options: QuireOptions,
  lasting: Lasting,
  { command, config, updateConfig, injectRoute, logger }: HookParameters<'astro:config:setup'>,
  threads?: RenderThreads,
): Promise<QuireRun> {
  const { state, pagesRead, iconNoticesSaid, mdxRecovery } = lasting;
  const siteDir = resolve(fileURLToPath(config.root), options.siteDir ?? '.');
  // site.json (pages in docs/, static files in public/) or docs.json (everything beside it).
  const detected = detectSiteLayout(siteDir);
  if ('problem' in detected && detected.problem.kind === 'both-configs') throw userError(formatLayoutProblem(detected.problem), 'Fix the problems above and run the command again.');
  const layout = 'layout' in detected ? detected.layout : layoutFor(siteDir, 'site.json');
  const docsJson = layout.format === 'docs.json';
  const { configFile: siteFile, pagesDir: docsDir } = layout;
  const dev = command === 'dev';
  const cacheDir = fileURLToPath(config.cacheDir);
  // The cacheDir is the CLI's work folder (.quire/…/cache) or the project's own Astro cache.
  const readRemote = remoteSpecReader({ offline: options.offline, cacheDir: join(cacheDir, 'quire-remote-specs') });
  const reporter = problemReporter({ frontDoor: layout.format, strict: options.strict, links: options.links }, join(fileURLToPath(config.root), REPORT_FILE));
  const { policy } = reporter;
  // The docs collection reads the pages from here (virtual:quire/docs-folder), not Astro's src/content.
  state.docs = { layout: docsJson ? siteRootLayout(siteDir) : docsFolderLayout(siteDir) };
  const publicDir = docsJson ? siteDir : fileURLToPath(config.publicDir);
  // OpenAPI contents that passed validation are remembered in Astro's cacheDir (spec-cache.ts);
  // the loader and the dev server's API plugin read them through one cache and one renderer.
  const specLoaders = new Map<boolean, SpecLoader>();
  const specLoader = (tolerant: boolean): SpecLoader => {
    const made =
      specLoaders.get(tolerant) ?? cachedSpecLoader(join(cacheDir, 'quire-openapi-validated'), { readRemote, ...(tolerant ? { danglingRefs: 'warn' as const, invalid: 'warn' as const } : {}) });
    specLoaders.set(tolerant, made);
    return made;
  };
  const describer = descriptionRendererFor(() => state.model.styling?.codeblocks);
  // The folder read once, into one model and one list of problems (src/site/load-site.ts).
  const site = await loadSite(layout, {
    mode: dev ? 'dev' : 'build',
    strict: options.strict,
    links: options.links,
    readRemote,
    publicDir,
    pagesRead,
    specLoader,
    describe: describer,
  });
  const { source } = site;
  const notes = { componentUses: newComponentUses(), pageCode: newPageCode(), iconNotices: newIconNotices(), missingPackages: newMissingPackages() };
  const run: QuireRun = { options, layout, state, reporter, publicDir, readRemote, pagesRead, source, notes, mdxRecovery, refFiles: [], generated: NO_GENERATED_PAGES };
  // Preview serves what a build wrote: that build said the site's warnings already.
  applySite(run, site, dev, command === 'preview' ? withoutWarnings(logger) : logger);
  const say = (kind: Parameters<typeof reporter.say>[1], message: string, locations: readonly string[] = []) => reporter.say(logger, kind, message, locations);

  const mcpEntries = unservedMcpEntries(state.model.contextual?.options ?? [], options.mcpUrl, dev);
  if (mcpEntries) logger.info(mcpEntries);
  // Tailwind classes in pages: their CSS, made once from the pages as this build (or dev server start) reads them.
  state.tailwind = await siteTailwind(source, docsDir, state.model.colors);
  const outDir = fileURLToPath(config.outDir);
  run.staticRoot = docsJson
    ? staticRootOf({
        dir: siteDir,
        sources: () => [siteFile, ...run.refFiles],
        excludedDirs: [outDir, cacheDir].filter((dir) => relative(siteDir, dir) !== ''),
        layout: state.docs.layout,
      })
    : undefined;
  const api = await setupApi(
    () => state.model,
    {
      siteDir,
      siteFile,
      docsDir,
      source: () => (dev ? readPages(run) : source),
      loadSpec: specLoader(severityOf('openapi-invalid', actingPolicy(policy)) === 'warning'),
      describer,
      readRemote,
      unknownOperations: { severity: () => severityOf('unknown-operation', actingPolicy(policy)), say: (message) => say('unknown-operation', message, operationPageLocations(message)) },
    },
    // The OpenAPI files' warnings after a change (dev) join the report as every other kind.
    Object.assign(Object.create(logger), { warn: (message: string) => say(isValidationWarning(message) ? 'openapi-invalid' : 'openapi-warning', message) }) as typeof logger,
    dev,
    docsJson ? async () => run.generated : undefined,
    site.api,
  );
  run.api = api;
  // Asked once per generated file (a thousand pages: a thousand .md files), so the folder is
  // listed once each time the site files are made, not once per file.
  const shipsFileNow = (): ((path: string) => boolean) => {
    const root = run.staticRoot;
    if (!root) return (path) => existsSync(join(publicDir, path));
    const shipped = new Set(listStaticFiles(root).keys());
    return (path) => shipped.has(path);
  };
  if (dev) state.includeLoops = includeLoopsProblem({ siteDir, docsDir }, source);

  const { componentUses, pageCode, iconNotices, missingPackages } = notes;
  // Components that fail while a page is drawn: a build says them at its end, the dev server as they fail.
  listenForRenderFailures((failure) => {
    if (noteFailure(pageCode, failure) && dev) say('page-code', formatFailures([failure], 'warning') ?? '');
  });
  if (!dev) noteFrontmatterIcons(iconNotices, source, state.model.icons.library);
  // What the pipeline reads of the site; the dev server asks again for each page.
  const renderSettings = (): RenderSettings => ({
    docsDir,
    siteDir,
    iconLibrary: state.model.icons.library,
    // Under --strict the page is still drawn as the front door allows: the build then
    // stops at its end naming every such problem, in the report (stopOnErrors).
    unknownComponents: severityOf('unknown-component', actingPolicy(policy)),
    pageCodeProblems: severityOf('page-code', actingPolicy(policy)),
    missingMediaTolerated: reporter.links() === 'warn',
    variables: state.model.variables,
    codeblocks: state.model.styling?.codeblocks,
    latex: state.model.styling?.latex,
  });
  const records = { componentUses, icons: iconNotices, pageCode };
  // A build says icon notices all once at its end; the dev server as each page is compiled.
  const sayIconNotice = (notice: string, where: string) => {
    if (!iconNoticesSaid.has(notice)) logger.warn(`${where}: ${notice}`);
    iconNoticesSaid.add(notice);
  };
  const quireMarkdown = await quireMarkdownConfig(renderSettings, records, dev ? sayIconNotice : undefined);
  // A build renders its pages on its threads, with the settings it was started with; the dev server here.
  run.renderThreads = threads;
  const processor = threads?.processorFor(quireMarkdown.processor, { records, transformers: quireMarkdown.shikiConfig.transformers ?? [], settings: renderSettings() });
  const markdown = { ...quireMarkdown, processor: processor ?? quireMarkdown.processor };
  const mcpSite = () => ({ dir: siteDir, siteFile, format: layout.format });
  updateConfig({
    integrations: [mdx(), ...(await reactIntegration(dev, source)), searchInDev(() => currentPageSources(run), state.programs.searchIndex)],
    markdown,
    // Astro renders one page at a time by default and waits for each file write; rendering
    // 16 at once keeps the CPU busy meanwhile (1,000 pages: generation ~5.5 s → ~3 s, measured
    // in bench/). A site that sets its own concurrency keeps it.
    ...(config.build.concurrency === 1 ? { build: { concurrency: 16 } } : {}),
    vite: {
      // Mermaid's largest lazily loaded chunk is ~650 kB, fetched only by a page drawing a
      // diagram; Vite's 500 kB warning would otherwise end every build.
      build: { rollupOptions: { onwarn: onBundlerWarning }, assetsInlineLimit: scriptsAsFiles, chunkSizeWarningLimit: 1024 },
      // A build of a site without a diagram bundles no Mermaid (markdown/diagrams.ts); dev keeps it, pages come and go.
      ...(dev || siteMayHaveDiagrams(source.files.map((file) => source.read(file).text))
        ? {}
        : { resolve: { alias: [{ find: /^mermaid$/, replacement: fileURLToPath(ownModule('../client/no-mermaid.ts', import.meta.url)) }] } }),
      plugins: [
        compiledModulesPlugin(),
        ...(dev ? [] : [prerenderEntryPlugin()]),
        unreadableFrontmatterPlugin(docsDir),
        virtualConfigPlugin(state),
        siteThemePlugin(state, dev),
        lazySearchPlugin(dev),
        codeColoursPlugin(markdown.shikiConfig.themes),
        api.plugin,
        snippetImportsPlugin({ siteDir, docsDir, publicDir }),
        reactModulesPlugin({
          siteDir,
          docsDir,
          missingPackages: (specifier, file) => missingPackages.note(specifier, file),
          unknownTags: (file, tags) => {
            for (const { name, line } of tags) componentUses.unknown.set(name, (componentUses.unknown.get(name) ?? new Set()).add(`${displayPath(file)}:${line}`));
          },
        }),
        variableTokensPlugin(docsDir, () => state.model.variables),
        mdxRecovery.plugin,
        siteFilesPlugin(
          () => ({
            source,
            shipsFile: shipsFileNow(),
            model: state.model,
            navigation: run.siteJsonNavigation?.navigation ?? [],
            siteUrl: config.site,
            operationSummaries: api.operationSummaries(),
            extraPages: generatedPageSources(run.generated, source.pageIds),
          }),
          logger,
        ),
      ],
      // Odd %-escapes first: Astro's preview answers them with a 500 and a stack trace.
      preview: { proxy: { ...previewOddPathGuard(outDir), ...api.previewProxy, ...mcpPreviewProxy(mcpSite) } },
    },
  });
  // What the build cannot go past stops it now; what only --strict refuses is named with the rest at its end.
  if (!dev) reporter.stopOnErrors('acting');
  injectRoute({ pattern: '/[...slug]', entrypoint: route('[...slug].astro'), prerender: true });
  injectRoute({ pattern: '/404', entrypoint: route('404.astro'), prerender: true });
  injectRoute({ pattern: `/${SIDEBAR_FRAGMENT_DIR}/[section].html`, entrypoint: route('sidebar-fragment.ts'), prerender: true });
  return run;
}
