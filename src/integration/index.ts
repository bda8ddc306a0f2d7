import mdx from '@astrojs/mdx';
import type { AstroIntegration } from 'astro';
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCS_JSON_WARNINGS_HEADING } from '../config/docs-json/index.ts';
import { formatProblems, formatWarnings } from '../config/problems.ts';
import { detectSiteLayout, layoutFor, type SiteLayout } from '../config/site-layout.ts';
import type { GeneratedOperations } from '../openapi/navigation-operations.ts';
import { generatedPageSources } from '../openapi/generated-views.ts';
import { SIDEBAR_FRAGMENT_DIR } from '../navigation/sidebar-compact.ts';
import { resolveRepository, type RepositoryOption } from '../navigation/repository.ts';
import { setupApi, type ApiSetup } from './api-setup.ts';
import { onBuildDone } from './build-done.ts';
import type { Host } from '../hosts/host-files.ts';
import { writeHostFiles } from '../hosts/write-host-files.ts';
import { mcpDevMiddleware, mcpPreviewProxy } from '../mcp/vite-middleware.ts';
import { pageHref } from '../navigation/pages.ts';
import { checkSite } from './check-site.ts';
import { checkImagesBeforeBuild } from './link-check.ts';
import { brokenReferencesHint } from '../links/check-images.ts';
import { recheckIncludeLoops, recheckPerPage, resyncPages, watchSiteConfig } from './dev-reload.ts';
import { transformRoutesEarly } from './dev-warmup.ts';
import { missingDocsJsonPages, readDocsJsonSite } from './docs-json-site.ts';
import { formatLayoutProblem } from './layout-problem.ts';
import { copyStaticFiles, listStaticFiles, staticFilesMiddleware, staticRootOf, type StaticRoot } from './static-files.ts';
import { codeColoursPlugin } from './code-colours-css.ts';
import { quireMarkdownConfig } from './markdown.ts';
import { variableTokensPlugin } from '../markdown/variables.ts';
import { formatComponentUses, newComponentUses } from '../markdown/unknown-components.ts';
import { formatIconNotices, newIconNotices, noteFrontmatterIcons } from '../markdown/icon-notices.ts';
import { onBundlerWarning } from './quiet-warnings.ts';
import { searchInDev } from './search-dev.ts';
import { redirectWarnings } from './redirects.ts';
import { redirectsDevMiddleware } from './redirects-dev.ts';
import { previewOddPathGuard } from './preview-guard.ts';
import { checkSiteSources, includeLoopsProblem } from '../source/check-sources.ts';
import { docsFolderLayout, MINTIGNORE_FILE, readSiteSource, siteRootLayout, type PagesRead, type SiteSource } from '../source/site-source.ts';
import { siteFilesPlugin } from './site-files.ts';
import { scriptsAsFiles } from './script-files.ts';
import { snippetImportsPlugin } from './snippet-imports.ts';
import { newMissingPackages, reactIntegration, reactModulesPlugin } from './react-modules.ts';
import { PLACEHOLDER_MODEL, virtualConfigPlugin, type SiteState } from './virtual-config.ts';
import { compiledModulesPlugin, ownModule } from '../utils/own-modules.ts';
import { userError } from '../utils/user-error.ts';

export interface QuireOptions {
  /**
   * Folder holding site.json and docs/, or Mintlify's docs.json with everything beside it;
   * absolute or relative to the project root. Default: the root.
   */
  siteDir?: string;
  /** Where "Suggest edits" / "Raise issue" lead (branch default "main", docsDir default "docs"). */
  repository?: RepositoryOption;
  /** Broken internal links: "error" (default) fails the build, "warn" reports them and builds. */
  links?: 'error' | 'warn';
  /** The host a build writes for (`quire build --host`): its redirect, header and proxy files. */
  host?: Host;
}

const configError = (message: string) => userError(message, 'Fix the problems above and run the command again.');

/** What the highlighter and the math renderer were made with: Astro's markdown settings, fixed when the server starts. */
const codeStylingOf = (model: SiteState['model']): string => JSON.stringify([model.styling?.codeblocks, model.styling?.latex]);
const CODE_STYLING_AT_START = 'docs.json: styling.codeblocks and styling.latex are applied when `quire dev` starts (the highlighter is made once); restart it to see them. Other changes show now.';

const NO_GENERATED_PAGES: GeneratedOperations = { pages: [], specs: new Map(), problems: [], warnings: [], specProblems: [], specWarnings: [] };

/** Quire: site.json + docs/, or Mintlify's docs.json read as it is → a documentation site. */
export default function quire(options: QuireOptions = {}): AstroIntegration {
  let siteFile = '';
  let docsDir = '';
  let siteUrl: string | undefined;
  let siteDir = '';
  /** The pages as this build reads them (config:setup), used again when the pages are written. */
  let buildSource: SiteSource | undefined;
  const state: SiteState = { model: PLACEHOLDER_MODEL, docs: { layout: { pagesDir: docsDir } } };
  let api: ApiSetup | undefined;
  // Made anew by each build's config:setup, read at its build:done.
  let componentUses = newComponentUses();
  let iconNotices = newIconNotices();
  let missingPackages = newMissingPackages();
  /** docs.json sites: the layout, the files docs.json reads, the generated API pages, the static files. */
  let siteLayout: SiteLayout | undefined;
  let refFiles: string[] = [];
  let generated = NO_GENERATED_PAGES;
  let staticRoot: StaticRoot | undefined;
  /** docs.json's validated navigation, for the dev server's per-request page check. */
  let docsJsonNavigation: unknown;
  /** Dev: the pages as last parsed, so reading the folder again after a change parses only what changed. */
  const pagesRead: PagesRead = new Map();
  const readPages = (layout = state.docs.layout): SiteSource => readSiteSource(layout, pagesRead);
  /** The site folder as `quire mcp` reads it, for /mcp under dev and preview. */
  const mcpSite = () => ({ dir: siteDir, siteFile, format: siteLayout?.format ?? 'site.json' });

  /**
   * Validates site.json and the navigation's pages. In dev, missing pages are checked per request
   * instead (they may be created at any moment), and problems are shown rather than thrown.
   */
  const refresh = (dev: boolean, source: SiteSource, logger: { warn(m: string): void; error(m: string): void }): void => {
    const check = checkSite(siteFile, source);
    if (check.warnings.length > 0) logger.warn(formatWarnings('site.json', check.warnings));
    for (const notice of check.notices) logger.warn(notice);
    if (check.ok || (dev && check.model)) {
      state.model = check.model!;
      state.problems = undefined;
      state.repository = resolveRepository(options.repository, state.model);
      const { suggestEdit, raiseIssue } = state.model.feedback;
      if ((suggestEdit || raiseIssue) && !state.repository) {
        logger.warn(
          'site.json: feedback buttons are on, but Quire does not know the repository; they are left out. ' +
            'Pass quire({ repository: { url, branch, docsDir } }) in astro.config.mjs (`quire`: --repo URL), or use a "github" topbarCtaButton.',
        );
      }
      return;
    }
    const problems = formatProblems(existsSync(siteFile) ? 'site.json' : siteFile, check.problems);
    if (!dev) throw configError(problems);
    logger.error(problems);
    state.problems = problems;
  };

  /**
   * docs.json as Mintlify reads it, with the API pages it generates. As for site.json, pages
   * missing from navigation stop a build; in dev they are shown and checked again per request.
   */
  const refreshDocsJson = async (layout: SiteLayout, dev: boolean, source: SiteSource, logger: { warn(m: string): void; error(m: string): void }): Promise<void> => {
    const site = await readDocsJsonSite(layout, source);
    refFiles = site.refFiles;
    docsJsonNavigation = site.navigation;
    if (site.warnings.length > 0) logger.warn(formatWarnings('docs.json', site.warnings, DOCS_JSON_WARNINGS_HEADING));
    if (site.model && (site.problems.length === 0 || dev)) {
      state.model = site.model;
      // Variables and styling change what pages render to: the loader renders them again when these change.
      state.docs = { layout: state.docs.layout, extraEntries: site.extraEntries, renderSettings: JSON.stringify({ variables: site.model.variables, styling: site.model.styling }) };
      state.repository = resolveRepository(options.repository, state.model);
      generated = site.generated ?? NO_GENERATED_PAGES;
      state.problems = site.problems.length === 0 ? undefined : formatProblems('docs.json', site.problems);
      if (state.problems) logger.error(state.problems);
      return;
    }
    const problems = formatProblems('docs.json', site.problems);
    if (!dev) throw configError(problems);
    logger.error(problems);
    state.problems = problems;
  };

  /** Dev: pages come and go; navigation entries without a page are shown until the page exists. */
  const recheckDocsJsonPages = (layout: SiteLayout): boolean => {
    if (!state.model.tree || (state.problems && !state.problems.includes('a page beside docs.json'))) return false;
    const ids = new Set([...readPages().pageIds, ...(state.docs.extraEntries ?? []).map((entry) => entry.id)]);
    const missing = docsJsonNavigation === undefined ? [] : missingDocsJsonPages(layout.configFile, docsJsonNavigation, ids, state.docs.layout);
    const problems = missing.length === 0 ? undefined : formatProblems('docs.json', missing);
    if (problems === state.problems) return false;
    state.problems = problems;
    return true;
  };

  const route = (path: string) => fileURLToPath(ownModule(`../routes/${path}`, import.meta.url));

  return {
    name: 'quire',
    hooks: {
      'astro:config:setup': async ({ command, config, updateConfig, injectRoute, logger }) => {
        siteDir = resolve(fileURLToPath(config.root), options.siteDir ?? '.');
        // site.json (pages in docs/, static files in public/) or docs.json (everything beside it).
        const detected = detectSiteLayout(siteDir);
        if ('problem' in detected && detected.problem.kind === 'both-configs') throw configError(formatLayoutProblem(detected.problem));
        siteLayout = 'layout' in detected ? detected.layout : layoutFor(siteDir, 'site.json');
        const docsJson = siteLayout.format === 'docs.json';
        siteFile = siteLayout.configFile;
        docsDir = siteLayout.pagesDir;
        siteUrl = config.site;
        // The docs collection reads the pages from here (virtual:quire/docs-folder), not Astro's src/content.
        const layout = docsJson ? siteRootLayout(siteDir) : docsFolderLayout(siteDir);
        state.docs = { layout };
        // A build lists and reads the pages once, for every check and file below; in dev pages
        // come and go, so each refresh reads the folder again.
        const dev = command === 'dev';
        const source = (buildSource = readPages(layout));
        const currentSource = () => (dev ? readPages() : source);
        if (docsJson) await refreshDocsJson(siteLayout, dev, source, logger);
        else refresh(dev, source, logger);
        // The static files beside docs.json: an explicit list, never the whole folder (it holds the sources).
        const outDir = fileURLToPath(config.outDir);
        staticRoot = docsJson
          ? staticRootOf({
              dir: siteDir,
              sources: () => [siteFile, ...refFiles],
              excludedDirs: [outDir, fileURLToPath(config.cacheDir)].filter((dir) => relative(siteDir, dir) !== ''),
              layout,
            })
          : undefined;
        // OpenAPI files and API pages: a problem stops a build; in dev it is shown and may be fixed.
        // OpenAPI contents that passed validation are remembered in Astro's cacheDir (spec-cache.ts).
        const validatedSpecsDir = join(fileURLToPath(config.cacheDir), 'quire-openapi-validated');
        api = await setupApi(() => state.model, { siteDir, siteFile, docsDir, source: currentSource, validatedSpecsDir }, logger, dev, docsJson ? async () => generated : undefined);
        if (api.problem && command !== 'dev') throw configError(api.problem);
        const apiSetup = api;
        if (!dev) for (const warning of redirectWarnings(state.model.redirects, [...source.pageIds, ...Object.keys(apiSetup.operationSummaries())])) logger.warn(warning);
        // Files from outside the site folder and include loops: refused before anything renders.
        // In dev they are shown: nothing is published there, and the files may be fixed meanwhile.
        const publicDir = docsJson ? siteDir : fileURLToPath(config.publicDir);
        // Asked once per generated file (a thousand pages: a thousand .md files), so the folder is
        // listed once each time the site files are made, not once per file.
        const shipsFileNow = (): ((path: string) => boolean) => {
          const root = staticRoot;
          if (!root) return (path) => existsSync(join(publicDir, path));
          const shipped = new Set(listStaticFiles(root).keys());
          return (path) => shipped.has(path);
        };
        const sourceProblems = checkSiteSources({ siteDir, docsDir, publicDir }, source);
        if (sourceProblems.length > 0 && command !== 'dev') throw configError(sourceProblems.join('\n\n'));
        for (const problem of sourceProblems) logger.error(problem);
        if (dev) state.includeLoops = includeLoopsProblem({ siteDir, docsDir }, source);
        // Images are checked before rendering: Astro stops on a missing markdown image without naming the page.
        const images = checkImagesBeforeBuild({ siteFile, format: siteLayout.format, source, publicDir, variables: state.model.variables }, options.links ?? 'error');
        if (images.warned) logger.warn(images.warned);
        if (images.refused && command !== 'dev') throw userError(images.refused, brokenReferencesHint('image paths', 'external images'));
        if (images.refused) logger.error(images.refused);

        componentUses = newComponentUses();
        iconNotices = newIconNotices();
        missingPackages = newMissingPackages();
        if (!dev) noteFrontmatterIcons(iconNotices, source, state.model.icons.library);
        const markdown = await quireMarkdownConfig(
          docsDir,
          {
            componentUses,
            icons: iconNotices,
            iconLibrary: () => state.model.icons.library,
            // A build says them all once at its end; the dev server as each page is compiled.
            onNewIconNotice: dev ? (notice, where) => logger.warn(`${where}: ${notice}`) : undefined,
          },
          { variables: () => state.model.variables, codeblocks: state.model.styling?.codeblocks, latex: state.model.styling?.latex, siteDir },
        );
        updateConfig({
          integrations: [mdx(), ...(await reactIntegration(dev, source)), searchInDev()],
          markdown,
          // Astro renders one page at a time by default and waits for each file write; rendering
          // 16 at once keeps the CPU busy meanwhile (1,000 pages: generation ~5.5 s → ~3 s, measured
          // in bench/). A site that sets its own concurrency keeps it.
          ...(config.build.concurrency === 1 ? { build: { concurrency: 16 } } : {}),
          vite: {
            build: { rollupOptions: { onwarn: onBundlerWarning }, assetsInlineLimit: scriptsAsFiles },
            plugins: [
              compiledModulesPlugin(),
              virtualConfigPlugin(state),
              codeColoursPlugin(markdown.shikiConfig.themes),
              api.plugin,
              snippetImportsPlugin({ siteDir, docsDir, publicDir }),
              reactModulesPlugin({ siteDir, docsDir, missingPackages: (specifier, file) => missingPackages.note(specifier, file) }),
              variableTokensPlugin(docsDir, () => state.model.variables),
              siteFilesPlugin(
                () => ({
                  source,
                  shipsFile: shipsFileNow(),
                  model: state.model,
                  siteUrl,
                  operationSummaries: apiSetup.operationSummaries(),
                  extraPages: generatedPageSources(generated, source.pageIds),
                }),
                logger,
              ),
            ],
            // Odd %-escapes first: Astro's preview answers them with a 500 and a stack trace.
            preview: { proxy: { ...previewOddPathGuard(outDir), ...api.previewProxy, ...mcpPreviewProxy(mcpSite) } },
          },
        });
        injectRoute({ pattern: '/[...slug]', entrypoint: route('[...slug].astro'), prerender: true });
        injectRoute({ pattern: '/404', entrypoint: route('404.astro'), prerender: true });
        injectRoute({ pattern: `/${SIDEBAR_FRAGMENT_DIR}/[section].html`, entrypoint: route('sidebar-fragment.ts'), prerender: true });
      },
      'astro:server:setup': ({ server, logger, refreshContent }) => {
        transformRoutesEarly(server, [route('[...slug].astro')]);
        const layout = siteLayout;
        if (layout?.format === 'docs.json') {
          const startedWith = codeStylingOf(state.model);
          watchSiteConfig(
            server,
            // .mintignore only once it exists: chokidar, asked to watch a missing file, drops events of its folder's other files.
            () => [siteFile, ...refFiles, ...[join(siteDir, MINTIGNORE_FILE)].filter(existsSync)],
            async () => {
              const before = JSON.stringify(state.docs);
              // .mintignore may have changed: the pages and the static files are read by its rules as they are now.
              state.docs = { ...state.docs, layout: siteRootLayout(siteDir) };
              if (staticRoot) staticRoot = staticRootOf({ ...staticRoot, layout: state.docs.layout });
              await refreshDocsJson(layout, true, readPages(), logger);
              // Variables, styling, generated pages or .mintignore changed: the pages are read and rendered again.
              if (JSON.stringify(state.docs) !== before) await resyncPages(server, state.docs, refreshContent);
              if (codeStylingOf(state.model) !== startedWith) logger.warn(CODE_STYLING_AT_START);
            },
          );
          recheckPerPage(server, () => recheckDocsJsonPages(layout));
        } else
          watchSiteConfig(
            server,
            () => [siteFile],
            () => refresh(true, readPages(), logger),
          );
        recheckIncludeLoops(server, () => {
          const now = includeLoopsProblem({ siteDir, docsDir }, readPages());
          if (now === state.includeLoops) return false;
          state.includeLoops = now;
          return true;
        });
        const root = staticRoot;
        if (root) server.middlewares.use(staticFilesMiddleware(() => staticRoot ?? root));
        // The playground's forwarder for GET requests with a body (preview: vite.preview.proxy).
        if (api) server.middlewares.use(api.devMiddleware);
        server.middlewares.use(redirectsDevMiddleware(() => state.model));
        server.middlewares.use(mcpDevMiddleware(mcpSite, logger));
      },
      'astro:build:done': async ({ dir, logger }) => {
        for (const warning of formatComponentUses(componentUses)) logger.warn(warning);
        const icons = formatIconNotices(iconNotices);
        if (icons) logger.warn(icons);
        const packages = missingPackages.format();
        if (packages) logger.warn(packages);
        // Before the link check, which finds the files in the built site.
        if (staticRoot) copyStaticFiles(staticRoot, fileURLToPath(dir), logger);
        const built = buildSource ?? readSiteSource(state.docs.layout);
        if (options.host && api) {
          const pageHrefs = [...built.pageIds, ...Object.keys(api.operationSummaries())].map(pageHref);
          const forwarding = api.forwarding;
          writeHostFiles(options.host, { redirects: state.model.redirects ?? [], pageHrefs, forwarding: { ...forwarding, baseUrls: forwarding.baseUrls() } }, fileURLToPath(dir), logger);
        }
        await onBuildDone({ source: built, outDir: fileURLToPath(dir), links: options.links, variables: state.model.variables }, logger);
      },
    },
  };
}
