import { channelPageMarkdown } from '../asyncapi/channel-markdown.ts';
import { graphQlPageSources } from '../graphql/graphql-markdown.ts';
import { sdkPageMarkdown } from '../sdk/sdk-markdown.ts';
import { serverMarkdown } from '../mcp-reference/server-markdown.ts';
import type { AstroIntegrationLogger } from 'astro';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteLayout } from '../config/site-layout.ts';
import { prerenderEntryPlugin } from '../confinement/astro-prerender.ts';
import { siteMayHaveDiagrams } from '../markdown/diagrams.ts';
import { variableTokensPlugin } from '../markdown/variables.ts';
import { mcpPreviewProxy } from '../mcp/vite-middleware.ts';
import { generatedPageSources } from '../openapi/generated-views.ts';
import type { SpecLoader } from '../openapi/spec-cache.ts';
import type { Site } from '../site/load-site.ts';
import { actingPolicy, severityOf } from '../site/policy.ts';
import { listStaticFiles } from '../source/static-files.ts';
import { displayPath } from '../utils/display-path.ts';
import { compiledModulesPlugin, ownModule } from '../utils/own-modules.ts';
import { type ApiSetup, type descriptionRendererFor, setupApi } from './api-setup.ts';
import { codeColoursPlugin } from './code-colours-css.ts';
import { lazySearchPlugin } from './lazy-search.ts';
import { quireMarkdownConfig, type RenderSettings } from './markdown.ts';
import { devOddPathGuard, previewOddPathGuard } from './preview-guard.ts';
import { readPages, type QuireRun, type RunWithoutApi } from './quire-run.ts';
import { onBundlerWarning } from './quiet-warnings.ts';
import { reactModulesPlugin, siteHasReactCode } from './react-modules.ts';
import { iconsWrittenByPages } from '../site-code/react-icons.ts';
import { pageTextsPlugin } from './page-texts.ts';
import { reactFileTexts } from '../site-code/react-drawn.ts';
import { componentNamesWritten, textsThatMayNameComponents } from '../source/components-written.ts';
import { authoringComponentsPlugin } from './authoring-components-plugin.ts';
import { pageViewsDrawn, pageViewsPlugin } from './page-views-plugin.ts';
import type { RenderThreads } from './render-threads.ts';
import type { SiteTextReader } from '../utils/read-site-file.ts';
import { scriptsAsFiles } from './script-files.ts';
import { siteFilesDevPlugin, siteFilesPlugin, type SiteFilesInput } from './site-files.ts';
import { siteThemePlugin } from './site-theme-css.ts';
import { snippetImportsPlugin } from './snippet-imports.ts';
import { unreadableFrontmatterPlugin } from './unreadable-frontmatter.ts';
import { virtualConfigPlugin } from './virtual-config.ts';
import { componentsOutsideRootPlugin } from './components-outside-root.ts';
import { placeAt } from '../utils/problem-place.ts';
import { notePlace } from '../utils/places.ts';

/**
 * The named steps of astro:config:setup after the folder is loaded (config-setup.ts): the API
 * pages, the Markdown pipeline and the Vite configuration, each from the run the loader made.
 */

/** The site folder and the front door it uses. */
export interface SiteFolder {
  siteDir: string;
  layout: SiteLayout;
  /** Where the pages are: docs/ for site.json, the folder itself for docs.json. */
  docsDir: string;
}

type Logger = AstroIntegrationLogger;

/** The OpenAPI side of the site, from the loader's reading: its operation pages, the dev server's API plugin, preview's proxies. */
export async function siteApi(
  run: RunWithoutApi,
  step: { folder: SiteFolder; dev: boolean; logger: Logger; specLoader: (tolerant: boolean) => SpecLoader; describer: ReturnType<typeof descriptionRendererFor>; loaded: Site['api'] },
): Promise<ApiSetup> {
  const { folder, dev, logger } = step;
  const { site, reporter } = run;
  const policy = actingPolicy(reporter.policy);
  return setupApi(
    {
      loaded: step.loaded,
      model: () => site.now.model,
      siteDir: folder.siteDir,
      siteFile: folder.layout.configFile,
      docsDir: folder.docsDir,
      source: () => (dev ? readPages(run) : run.source),
      loadSpec: step.specLoader(severityOf('openapi-invalid', policy) === 'warning'),
      describer: step.describer,
      unknownOperations: () => severityOf('unknown-operation', policy),
      generatedPages: folder.layout.format === 'docs.json' ? async () => site.now.generated : undefined,
    },
    logger,
    dev,
  );
}

/** Astro's `markdown` settings: Quire's pipeline, drawn on the build's render threads when it has them. */
export async function markdownOf(run: QuireRun, step: { folder: SiteFolder; dev: boolean; logger: Logger; threads?: RenderThreads; iconNoticesSaid: Set<string> }) {
  const { folder, dev, logger, threads, iconNoticesSaid } = step;
  const { site, reporter, notes } = run;
  // What the pipeline reads of the site; the dev server asks again for each page.
  const renderSettings = (): RenderSettings => {
    const { model } = site.now;
    return {
      docsDir: folder.docsDir,
      siteDir: folder.siteDir,
      iconLibrary: model.icons.library,
      // Under --strict the page is still drawn as the front door allows: the build then
      // stops at its end naming every such problem, in the report (stopOnErrors).
      unknownComponents: severityOf('unknown-component', actingPolicy(reporter.policy)),
      pageCodeProblems: severityOf('page-code', actingPolicy(reporter.policy)),
      missingMediaTolerated: reporter.links() === 'warn',
      variables: model.variables,
      codeblocks: model.styling?.codeblocks,
      latex: model.styling?.latex,
    };
  };
  const records = { componentUses: notes.componentUses, icons: notes.iconNotices, pageCode: notes.pageCode };
  // A build says icon notices all once at its end; the dev server as each page is compiled.
  const sayIconNotice = (notice: string, where: string) => {
    if (!iconNoticesSaid.has(notice)) logger.warn(`${where}: ${notice}`);
    iconNoticesSaid.add(notice);
  };
  // A build's pages do not change while it runs: the React plan reads the snippets they import from loadSite's reading.
  const quireMarkdown = await quireMarkdownConfig(renderSettings, records, dev ? sayIconNotice : undefined, dev ? undefined : loadedSiteText(run));
  // A build renders its pages on its threads, with the settings it was started with; the dev server here.
  const processor = threads?.processorFor(quireMarkdown.processor, { records, transformers: quireMarkdown.shikiConfig.transformers ?? [], settings: renderSettings() });
  return { ...quireMarkdown, processor: processor ?? quireMarkdown.processor };
}

/** The site's files as the run's loadSite read them (SiteSource.textAt), each read once however many plugins ask. */
const loadedSiteText =
  (run: QuireRun): SiteTextReader =>
  (path) =>
    run.source.textAt(path);

/** Asked once per generated file (a thousand pages: a thousand .md files), so the folder is listed once each time the site files are made, not once per file. */
function shipsFileNow(run: QuireRun): (path: string) => boolean {
  const root = run.site.now.staticRoot;
  if (!root) return (path) => existsSync(join(run.publicDir, path));
  const shipped = new Set(listStaticFiles(root).keys());
  return (path) => shipped.has(path);
}

/** What the files beside the pages are made from: the site as it is now (dev: its pages read again). */
function siteFilesNow(run: QuireRun, dev: boolean, siteUrl: string | undefined): SiteFilesInput {
  const now = run.site.now;
  const source = dev ? readPages(run) : run.source;
  const channels = channelPageMarkdown(now.asyncapi.pages, source.pageIds);
  const sdk = sdkPageMarkdown(now.sdk.pages, source.pageIds);
  return {
    source,
    shipsFile: shipsFileNow(run),
    model: now.model,
    navigation: now.siteJsonNavigation?.navigation ?? [],
    siteUrl,
    // A page's frontmatter naming an operation or an SDK symbol, and no title of its own, is titled by it.
    generatedTitles: { ...Object.fromEntries(Object.entries(now.sdk.pages).map(([id, view]) => [id, view.name])), ...run.api.operationSummaries() },
    extraPages: [...generatedPageSources(now.generated, source.pageIds), ...channels.generated, ...graphQlPageSources(now.graphql.pages), ...sdk.generated],
    appendedMarkdown: {
      ...channels.appended,
      ...sdk.appended,
      ...Object.fromEntries(Object.entries(now.mcp.pages).map(([id, server]) => [id, serverMarkdown(server)])),
    },
  };
}

/** Vite's part: the plugins that serve the site's modules and files, and preview's proxies. */
export function siteVite(
  run: QuireRun,
  step: {
    folder: SiteFolder;
    dev: boolean;
    logger: Logger;
    root: string;
    outDir: string;
    siteUrl?: string;
    codeThemes: Parameters<typeof codeColoursPlugin>[0];
    previewProxy?: Record<string, object>;
  },
) {
  const { folder, dev, logger } = step;
  const { siteDir, docsDir, layout } = folder;
  const { site, notes, source, api } = run;
  const mcpSite = () => ({ dir: siteDir, siteFile: layout.configFile, format: layout.format });
  // The pages as loadSite read them, for the build's plugins that read a page (page-texts.ts).
  const pageText = loadedSiteText(run);
  return {
    // Mermaid's largest lazily loaded chunk is ~650 kB, fetched only by a page drawing a
    // diagram; Vite's 500 kB warning would otherwise end every build.
    build: { rollupOptions: { onwarn: onBundlerWarning }, assetsInlineLimit: scriptsAsFiles, chunkSizeWarningLimit: 1024 },
    // A build of a site without a diagram bundles no Mermaid (markdown/diagrams.ts); dev keeps it, pages come and go;
    // a site's React code may draw <Mermaid> (components/react/misc.ts), which its pages' text does not show.
    ...(dev || siteMayHaveDiagrams(source.files.map((file) => source.read(file).text)) || (siteHasReactCode(source) && siteMayHaveDiagrams(reactFileTexts(source.layout, source.textAt)))
      ? {}
      : { resolve: { alias: [{ find: /^mermaid$/, replacement: fileURLToPath(ownModule('../client/no-mermaid.ts', import.meta.url)) }] } }),
    plugins: [
      componentsOutsideRootPlugin(step.root),
      devOddPathGuard(),
      compiledModulesPlugin(),
      pageTextsPlugin(pageText),
      ...(dev ? [] : [prerenderEntryPlugin()]),
      unreadableFrontmatterPlugin(docsDir),
      virtualConfigPlugin(site, run.reader),
      // A build bundles the page views and the components its site uses; the dev server every one, as pages change while it runs.
      pageViewsPlugin(() => (dev ? 'all' : pageViewsDrawn(site.now, Object.keys(api.operationSummaries()).length))),
      authoringComponentsPlugin(() => (dev ? 'all' : componentNamesWritten(textsThatMayNameComponents(source, Object.values(site.now.model.variables ?? {}))))),
      siteThemePlugin(site, dev),
      lazySearchPlugin(dev),
      codeColoursPlugin(step.codeThemes),
      api.plugin,
      snippetImportsPlugin({ siteDir, docsDir, publicDir: run.publicDir, pageText: dev ? undefined : pageText }),
      reactModulesPlugin({
        siteDir,
        docsDir,
        iconLibrary: () => site.now.model.icons.library,
        handedIcons: () => iconsWrittenByPages(run.source),
        missingPackages: (specifier, file) => notes.missingPackages.note(specifier, file),
        unknownTags: (file, tags) => {
          for (const { name, line } of tags) notePlace(notes.componentUses.unknown, name, placeAt(displayPath(file), line));
        },
      }),
      variableTokensPlugin(docsDir, () => site.now.model.variables),
      run.mdxRecovery.plugin,
      siteFilesPlugin(() => siteFilesNow(run, dev, step.siteUrl), logger),
      siteFilesDevPlugin(() => siteFilesNow(run, dev, step.siteUrl)),
    ],
    // Odd %-escapes first: Astro's preview answers them with a 500 and a stack trace.
    preview: { proxy: { ...previewOddPathGuard(step.outDir), ...api.previewProxy, ...mcpPreviewProxy(mcpSite), ...step.previewProxy } },
  };
}
