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
import { unservedMcpEntries } from '../components/layout/contextual.ts';
import { mcpDevMiddleware, mcpPreviewProxy } from '../mcp/vite-middleware.ts';
import { pageHref } from '../navigation/pages.ts';
import { checkSite } from '../site/check-site.ts';
import { checkImagesBeforeBuild } from './link-check.ts';
import { brokenReferencesHint } from '../links/check-images.ts';
import { recheckIncludeLoops, recheckPerPage, resyncPages, watchSiteConfig } from './dev-reload.ts';
import { transformRoutesEarly } from './dev-warmup.ts';
import { missingDocsJsonPages, readDocsJsonSite } from '../site/docs-json-site.ts';
import { remoteSpecReader } from '../openapi/fetch-spec.ts';
import { formatLayoutProblem } from '../site/layout-problem.ts';
import { copyStaticFiles, listStaticFiles, staticFilesMiddleware, staticRootOf, type StaticRoot } from './static-files.ts';
import { codeColoursPlugin } from './code-colours-css.ts';
import { quireMarkdownConfig } from './markdown.ts';
import { siteMayHaveDiagrams } from '../markdown/diagrams.ts';
import { variableTokensPlugin } from '../markdown/variables.ts';
import { formatEscapedPages } from '../markdown/mdx-recovery.ts';
import { mdxRecoveryPlugin } from './mdx-recovery-plugin.ts';
import { formatComponentUses, formatUnknownComponentUses, newComponentUses } from '../markdown/unknown-components.ts';
import { formatIconNotices, newIconNotices, noteFrontmatterIcons } from '../markdown/icon-notices.ts';
import { formatFailures, newPageCode, noteFailure, pageCodeReport } from '../markdown/page-code.ts';
import { listenForRenderFailures } from '../components/render-failures.ts';
import { onBundlerWarning } from './quiet-warnings.ts';
import { searchInDev } from './search-dev.ts';
import { redirectWarnings } from '../site/redirects.ts';
import { redirectsDevMiddleware } from './redirects-dev.ts';
import { previewOddPathGuard } from './preview-guard.ts';
import { checkSiteSources, includeLoopsProblem } from '../source/check-sources.ts';
import { docsFolderLayout, exclusionsOf, MINTIGNORE_FILE, readSiteSource, siteRootLayout, type Exclusions, type PagesRead, type SiteSource, type SourceLayout } from '../source/site-source.ts';
import { devFsGuard } from './dev-fs-guard.ts';
import { siteFilesPlugin } from './site-files.ts';
import { scriptsAsFiles } from './script-files.ts';
import { snippetImportsPlugin } from './snippet-imports.ts';
import { newMissingPackages, reactIntegration, reactModulesPlugin } from './react-modules.ts';
import { siteTailwind, tailwindDevMiddleware, writeTailwindCss } from './tailwind.ts';
import { PLACEHOLDER_MODEL, virtualConfigPlugin, type SiteState } from './virtual-config.ts';
import { ASTRO_COMMANDS, type ReaderCommands } from './reader-commands.ts';
import { compiledModulesPlugin, ownModule } from '../utils/own-modules.ts';
import { userError } from '../utils/user-error.ts';
import { formatSourceProblems } from '../source/frontmatter.ts';
import { isValidationWarning } from '../openapi/load.ts';
import { unreadableFrontmatterPlugin } from './unreadable-frontmatter.ts';
import { formatJsonPath } from '../config/json-path.ts';
import { displayPath } from '../utils/display-path.ts';
import { formatLeftOutEntries, operationPageLocations, problemLocation } from '../site/left-out.ts';
import { linksMode, severityOf, type PolicyOptions, type ProblemKind, type Severity } from '../site/policy.ts';
import { addToReport, formatReport, newSiteReport, REPORT_FILE, writeReport } from '../site/report.ts';

export interface QuireOptions {
  /**
   * Folder holding site.json and docs/, or Mintlify's docs.json with everything beside it;
   * absolute or relative to the project root. Default: the root.
   */
  siteDir?: string;
  /** Where "Suggest edits" / "Raise issue" lead (branch default "main", docsDir default "docs"). */
  repository?: RepositoryOption;
  /**
   * Broken internal links and images: "error" fails the build, "warn" reports them and builds.
   * Unset: errors on a site.json site, warnings on a docs.json site (as Mintlify builds past them).
   */
  links?: 'error' | 'warn';
  /** The commands messages tell the reader to run; the `quire` command sets its own. Default: Astro's (`npx astro build`). */
  commands?: ReaderCommands;
  /**
   * Never fetch an OpenAPI file given by URL: use the text cached by an earlier run (in Astro's
   * cacheDir, `quire-remote-specs/`), else leave its pages out with a warning naming the URL.
   */
  offline?: boolean;
  /** Every warning is an error (CI that wants a clean site; Mintlify's `mint validate`). */
  strict?: boolean;
  /** The host a build writes for (`quire build --host`): its redirect, header and proxy files. */
  host?: Host;
  /**
   * Where the site's MCP server answers for readers ("https://docs.acme.dev/mcp"): the contextual
   * menu's `mcp`, `add-mcp`, `cursor` and `vscode` entries point to it, and are left out without it
   * (a static folder serves no /mcp; `quire dev`/`preview` serve one on localhost only).
   */
  mcpUrl?: string;
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
  if (options.mcpUrl !== undefined && !/^https?:\/\//i.test(options.mcpUrl)) {
    throw userError(`quire({ mcpUrl }): expected an http(s) URL, found "${options.mcpUrl}"`, 'Give the address your MCP server answers at, like https://docs.acme.dev/mcp (`quire`: --mcp-url URL).');
  }
  const state: SiteState = { model: PLACEHOLDER_MODEL, docs: { layout: { pagesDir: docsDir } }, commands: options.commands ?? ASTRO_COMMANDS, mcpUrl: options.mcpUrl };
  let api: ApiSetup | undefined;
  /** Remote OpenAPI files, fetched once per run by everything that names them (fetch-spec.ts); set in config:setup. */
  let readRemote = remoteSpecReader({ offline: options.offline });
  // Made anew by each build's config:setup, read at its build:done.
  let componentUses = newComponentUses();
  let pageCode = newPageCode();
  let iconNotices = newIconNotices();
  let missingPackages = newMissingPackages();
  /** Dev: the icon notices said so far, kept across the restarts a site.json save makes: each is said once per server, at its first place. */
  const iconNoticesSaid = new Set<string>();
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
  /** What this build reported, by kind: summed up at its end and written to quire-report.json. */
  let report = newSiteReport();
  let policy: PolicyOptions = { frontDoor: 'site.json', strict: options.strict, links: options.links };
  // docs.json pages whose prose MDX takes for tags are compiled with those characters escaped (reported at the end).
  const mdxRecovery = mdxRecoveryPlugin(
    () => docsDir,
    () => policy.frontDoor === 'docs.json',
  );
  let reportFile = '';
  /**
   * A problem of one kind, with the severity the policy gives it, said and added to the report; an
   * error stops a build at the next stopOnErrors (in dev it is shown).
   */
  const say = (logger: { warn(m: string): void; error(m: string): void }, kind: ProblemKind, message: string, locations: readonly string[]): Severity => {
    const severity = severityOf(kind, policy);
    if (!addToReport(report, { kind, severity, locations, message })) return severity;
    if (severity === 'warning') logger.warn(message);
    else logger.error(message);
    return severity;
  };
  /** A build stops here when anything said so far is an error (all of them said first: --strict names everything it refuses). */
  const stopOnErrors = (): void => {
    if (![...report.values()].some((entry) => entry.severity === 'error')) return;
    writeReport(report, reportFile);
    const summary = formatReport(report) ?? '';
    throw configError(`${summary}${policy.strict ? '\n(--strict: every warning stops the build)' : ''}`);
  };
  /** The site folder as `quire mcp` reads it, for /mcp under dev and preview. */
  const mcpSite = () => ({ dir: siteDir, siteFile, format: siteLayout?.format ?? 'site.json' });

  /**
   * Validates site.json and the navigation's pages. In dev, missing pages are checked per request
   * instead (they may be created at any moment), and problems are shown rather than thrown.
   */
  const refresh = (dev: boolean, source: SiteSource, logger: { warn(m: string): void; error(m: string): void }): void => {
    const check = checkSite(siteFile, source);
    if (check.warnings.length > 0)
      say(
        logger,
        'config-warning',
        formatWarnings('site.json', check.warnings),
        check.warnings.map((w) => `site.json ${formatJsonPath(w.path)}`),
      );
    for (const notice of check.notices) say(logger, 'icon-fallback', notice, []);
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
    const site = await readDocsJsonSite(layout, source, severityOf('openapi-invalid', policy) === 'warning' ? 'warn' : 'error', readRemote);
    refFiles = site.refFiles;
    docsJsonNavigation = site.navigation;
    if (site.warnings.length > 0)
      say(
        logger,
        'config-warning',
        formatWarnings('docs.json', site.warnings, DOCS_JSON_WARNINGS_HEADING),
        site.warnings.map((w) => `docs.json ${formatJsonPath(w.path)}`),
      );
    // With a model, the problems are navigation entries without a page: Mintlify leaves them out of the navigation.
    if (site.model && site.problems.length > 0 && (severityOf('missing-page', policy) === 'warning' || policy.strict)) {
      say(logger, 'missing-page', formatLeftOutEntries('docs.json', site.problems), site.problems.map(problemLocation('docs.json')));
      site.problems = [];
    }
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
    if (severityOf('missing-page', policy) === 'warning') return false;
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
        // The cacheDir is the CLI's work folder (.quire/…/cache) or the project's own Astro cache.
        readRemote = remoteSpecReader({ offline: options.offline, cacheDir: join(fileURLToPath(config.cacheDir), 'quire-remote-specs') });
        policy = { frontDoor: siteLayout.format, strict: options.strict, links: options.links };
        report = newSiteReport();
        reportFile = join(fileURLToPath(config.root), REPORT_FILE);
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
        const mcpEntries = unservedMcpEntries(state.model.contextual?.options ?? [], options.mcpUrl, dev);
        if (mcpEntries) logger.info(mcpEntries);
        // Tailwind classes in pages: their CSS, made once from the pages as this build (or dev server start) reads them.
        state.tailwind = await siteTailwind(source, docsDir, state.model.colors);
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
        // The OpenAPI files' warnings join the report (and stop a --strict build) as every other kind.
        const apiLogger = Object.assign(Object.create(logger), {
          warn: (message: string) => say(logger, isValidationWarning(message) ? 'openapi-invalid' : 'openapi-warning', message, []),
        }) as typeof logger;
        api = await setupApi(
          () => state.model,
          {
            siteDir,
            siteFile,
            docsDir,
            source: currentSource,
            validatedSpecsDir,
            readRemote,
            unknownOperations: { severity: () => severityOf('unknown-operation', policy), say: (message) => say(logger, 'unknown-operation', message, operationPageLocations(message)) },
          },
          apiLogger,
          dev,
          docsJson ? async () => generated : undefined,
        );
        if (api.problem && command !== 'dev') throw configError(api.problem);
        const apiSetup = api;
        if (!dev) for (const warning of redirectWarnings(state.model.redirects, [...source.pageIds, ...Object.keys(apiSetup.operationSummaries())])) say(logger, 'redirect', warning, []);
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
        const frontmatter = source.frontmatterProblems();
        if (frontmatter.length > 0) {
          const severity = severityOf('frontmatter', policy);
          say(
            logger,
            'frontmatter',
            formatSourceProblems(frontmatter, severity),
            frontmatter.map((p) => `${p.file}:${p.line}:${p.column}`),
          );
        }
        const { errors: sourceProblems, warnings: sourceWarnings } = checkSiteSources({ siteDir, docsDir, publicDir }, source);
        if (sourceProblems.length > 0 && command !== 'dev') throw configError(sourceProblems.join('\n\n'));
        for (const problem of sourceProblems) logger.error(problem);
        for (const warning of sourceWarnings) logger.warn(warning);
        if (dev) state.includeLoops = includeLoopsProblem({ siteDir, docsDir }, source);
        // Images are checked before rendering: Astro stops on a missing markdown image without naming the page.
        const images = checkImagesBeforeBuild({ siteFile, format: siteLayout.format, source, publicDir, variables: state.model.variables }, linksMode(policy));
        if (images.warned) say(logger, 'missing-media', images.warned, images.warnedAt);
        if (images.refused && command !== 'dev') throw userError(images.refused, brokenReferencesHint('image paths', 'external images'));
        if (images.refused) logger.error(images.refused);

        componentUses = newComponentUses();
        pageCode = newPageCode();
        // Components that fail while a page is drawn: a build says them at its end, the dev server as they fail.
        const heard = pageCode;
        listenForRenderFailures((failure) => {
          if (noteFailure(heard, failure) && dev) say(logger, 'page-code', formatFailures([failure], 'warning') ?? '', []);
        });
        iconNotices = newIconNotices();
        missingPackages = newMissingPackages();
        if (!dev) noteFrontmatterIcons(iconNotices, source, state.model.icons.library);
        const markdown = await quireMarkdownConfig(
          docsDir,
          {
            componentUses,
            icons: iconNotices,
            iconLibrary: () => state.model.icons.library,
            // Under --strict the page is still drawn as the front door allows: the build then
            // stops at its end naming every such problem, in the report (stopOnErrors).
            unknownComponents: () => severityOf('unknown-component', { ...policy, strict: false }),
            pageCode,
            pageCodeProblems: () => severityOf('page-code', { ...policy, strict: false }),
            missingMediaTolerated: () => linksMode(policy) === 'warn',
            // A build says them all once at its end; the dev server as each page is compiled.
            onNewIconNotice: dev
              ? (notice, where) => {
                  if (!iconNoticesSaid.has(notice)) logger.warn(`${where}: ${notice}`);
                  iconNoticesSaid.add(notice);
                }
              : undefined,
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
            // Mermaid's largest lazily loaded chunk is ~650 kB, fetched only by a page drawing a
            // diagram; Vite's 500 kB warning would otherwise end every build.
            build: { rollupOptions: { onwarn: onBundlerWarning }, assetsInlineLimit: scriptsAsFiles, chunkSizeWarningLimit: 1024 },
            // A build of a site without a diagram bundles no Mermaid (markdown/diagrams.ts); dev keeps it, pages come and go.
            ...(dev || siteMayHaveDiagrams(source.files.map((file) => source.read(file).text))
              ? {}
              : { resolve: { alias: [{ find: /^mermaid$/, replacement: fileURLToPath(ownModule('../client/no-mermaid.ts', import.meta.url)) }] } }),
            plugins: [
              compiledModulesPlugin(),
              unreadableFrontmatterPlugin(docsDir),
              virtualConfigPlugin(state),
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
        if (!dev) stopOnErrors();
        injectRoute({ pattern: '/[...slug]', entrypoint: route('[...slug].astro'), prerender: true });
        injectRoute({ pattern: '/404', entrypoint: route('404.astro'), prerender: true });
        injectRoute({ pattern: `/${SIDEBAR_FRAGMENT_DIR}/[section].html`, entrypoint: route('sidebar-fragment.ts'), prerender: true });
      },
      'astro:server:setup': ({ server, logger, refreshContent }) => {
        transformRoutesEarly(server, [route('[...slug].astro')]);
        // Before Vite's own middlewares: /@fs/ answers only what the build would publish and the client's modules.
        let rules: { layout: SourceLayout; excluded: Exclusions } | undefined;
        server.middlewares.use(
          devFsGuard({
            siteDir,
            layout: () => (rules?.layout === state.docs.layout ? rules : (rules = { layout: state.docs.layout, excluded: exclusionsOf(state.docs.layout) })),
            configFiles: () => [siteFile, ...refFiles],
          }),
        );
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
        server.middlewares.use(tailwindDevMiddleware(() => state.tailwind));
        // The playground's forwarder for GET requests with a body (preview: vite.preview.proxy).
        if (api) server.middlewares.use(api.devMiddleware);
        server.middlewares.use(redirectsDevMiddleware(() => state.model));
        server.middlewares.use(mcpDevMiddleware(mcpSite, logger));
      },
      'astro:build:done': async ({ dir, logger }) => {
        for (const warning of formatComponentUses(componentUses)) say(logger, 'component-placeholder', warning, []);
        const unknownNames = formatUnknownComponentUses(componentUses);
        if (unknownNames)
          say(
            logger,
            'unknown-component',
            unknownNames,
            [...componentUses.unknown.values()].flatMap((places) => [...places]),
          );
        for (const { message, locations } of pageCodeReport(pageCode, severityOf('page-code', policy))) say(logger, 'page-code', message, locations);
        const escapedPages = mdxRecovery.escapedPages();
        if (escapedPages.length > 0) {
          const { message, locations } = formatEscapedPages(escapedPages);
          say(logger, 'mdx-syntax', message, locations);
        }
        const icons = formatIconNotices(iconNotices);
        if (icons) say(logger, 'icon-fallback', icons, []);
        const packages = missingPackages.format();
        if (packages) say(logger, 'unknown-component', packages, []);
        // Before the link check, which finds the files in the built site.
        if (staticRoot) copyStaticFiles(staticRoot, fileURLToPath(dir), logger);
        writeTailwindCss(fileURLToPath(dir), state.tailwind);
        const built = buildSource ?? readSiteSource(state.docs.layout);
        if (options.host && api) {
          const pageHrefs = [...built.pageIds, ...Object.keys(api.operationSummaries())].map(pageHref);
          const forwarding = api.forwarding;
          writeHostFiles(options.host, { redirects: state.model.redirects ?? [], pageHrefs, forwarding: { ...forwarding, baseUrls: forwarding.baseUrls() } }, fileURLToPath(dir), siteDir, logger);
        }
        const onBrokenLinks = (message: string, locations: readonly string[]) => say(logger, 'broken-link', message, locations);
        await onBuildDone({ source: built, outDir: fileURLToPath(dir), links: linksMode(policy), variables: state.model.variables, onBrokenLinks }, logger);
        stopOnErrors();
        const summary = formatReport(report);
        if (summary) logger.warn(`${summary}\n  (all of it in ${displayPath(reportFile)})`);
        writeReport(report, reportFile);
      },
    },
  };
}
