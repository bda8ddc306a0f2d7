import mdx from '@astrojs/mdx';
import type { AstroIntegration } from 'astro';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblems, formatWarnings } from '../config/problems.ts';
import { SIDEBAR_FRAGMENT_DIR } from '../navigation/sidebar-compact.ts';
import { resolveRepository, type RepositoryOption } from '../navigation/repository.ts';
import { setupApi, type ApiSetup } from './api-setup.ts';
import { onBuildDone } from './build-done.ts';
import { checkSite } from './check-site.ts';
import { checkImagesBeforeBuild } from './link-check.ts';
import { watchSiteJson } from './dev-reload.ts';
import { quireMarkdownConfig } from './markdown.ts';
import { formatComponentUses, newComponentUses } from '../markdown/unknown-components.ts';
import { onBundlerWarning } from './quiet-warnings.ts';
import { searchInDev } from './search-dev.ts';
import { redirectWarnings } from './redirects.ts';
import { redirectsDevMiddleware } from './redirects-dev.ts';
import { checkSiteSources } from '../source/check-sources.ts';
import { docsFolderLayout, readSiteSource, type SiteSource } from '../source/site-source.ts';
import { siteFilesPlugin } from './site-files.ts';
import { snippetImportsPlugin } from './snippet-imports.ts';
import { PLACEHOLDER_MODEL, virtualConfigPlugin, type SiteState } from './virtual-config.ts';
import { compiledModulesPlugin, ownModule } from '../utils/own-modules.ts';
import { userError } from '../utils/user-error.ts';

export interface QuireOptions {
  /** Folder holding site.json and docs/, absolute or relative to the project root. Default: the root. */
  siteDir?: string;
  /** Where "Suggest edits" / "Raise issue" lead (branch default "main", docsDir default "docs"). */
  repository?: RepositoryOption;
  /** Broken internal links: "error" (default) fails the build, "warn" reports them and builds. */
  links?: 'error' | 'warn';
}

const configError = (message: string) => userError(message, 'Fix the problems above and run the command again.');

/** Quire: site.json + docs/ → a documentation site. */
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

  return {
    name: 'quire',
    hooks: {
      'astro:config:setup': async ({ command, config, updateConfig, injectRoute, logger }) => {
        siteDir = resolve(fileURLToPath(config.root), options.siteDir ?? '.');
        siteFile = join(siteDir, 'site.json');
        docsDir = join(siteDir, 'docs');
        siteUrl = config.site;
        // The docs collection reads the pages from here (virtual:quire/docs-folder), not Astro's src/content.
        const layout = docsFolderLayout(siteDir);
        state.docs = { layout };
        // A build lists and reads the pages once, for every check and file below; in dev pages
        // come and go, so each refresh reads the folder again.
        const dev = command === 'dev';
        const source = (buildSource = readSiteSource(layout));
        const currentSource = () => (dev ? readSiteSource(layout) : source);
        refresh(dev, source, logger);
        // OpenAPI files and API pages: a problem stops a build; in dev it is shown and may be fixed.
        api = await setupApi(() => state.model, { siteDir, siteFile, docsDir, source: currentSource }, logger, dev);
        if (api.problem && command !== 'dev') throw configError(api.problem);
        const apiSetup = api;
        if (!dev) for (const warning of redirectWarnings(state.model.redirects, [...source.pageIds, ...Object.keys(apiSetup.operationSummaries())])) logger.warn(warning);
        // Files from outside the site folder and include loops: refused before anything renders.
        // In dev they are shown: nothing is published there, and the files may be fixed meanwhile.
        const publicDir = fileURLToPath(config.publicDir);
        const sourceProblems = checkSiteSources({ siteDir, docsDir, publicDir }, source);
        if (sourceProblems.length > 0 && command !== 'dev') throw configError(sourceProblems.join('\n\n'));
        for (const problem of sourceProblems) logger.error(problem);
        // Images are checked before rendering: Astro stops on a missing markdown image without naming the page.
        const images = checkImagesBeforeBuild({ siteFile, source, publicDir }, options.links ?? 'error');
        if (images.warned) logger.warn(images.warned);
        if (images.refused && command !== 'dev') throw userError(images.refused, 'Fix the image paths above (external images are not checked) and build again.');
        if (images.refused) logger.error(images.refused);

        componentUses = newComponentUses();
        updateConfig({
          integrations: [mdx(), searchInDev()],
          markdown: await quireMarkdownConfig(docsDir, componentUses),
          // Astro renders one page at a time by default and waits for each file write; rendering
          // 16 at once keeps the CPU busy meanwhile (1,000 pages: generation ~5.5 s → ~3 s, measured
          // in bench/). A site that sets its own concurrency keeps it.
          ...(config.build.concurrency === 1 ? { build: { concurrency: 16 } } : {}),
          vite: {
            build: { rollupOptions: { onwarn: onBundlerWarning } },
            plugins: [
              compiledModulesPlugin(),
              virtualConfigPlugin(state),
              api.plugin,
              snippetImportsPlugin({ siteDir, docsDir, publicDir }),
              siteFilesPlugin(() => ({ source, publicDir, model: state.model, siteUrl, operationSummaries: apiSetup.operationSummaries() }), logger),
            ],
            preview: { proxy: api.previewProxy },
          },
        });
        const route = (path: string) => fileURLToPath(ownModule(`../routes/${path}`, import.meta.url));
        injectRoute({ pattern: '/[...slug]', entrypoint: route('[...slug].astro'), prerender: true });
        injectRoute({ pattern: '/404', entrypoint: route('404.astro'), prerender: true });
        injectRoute({ pattern: `/${SIDEBAR_FRAGMENT_DIR}/[section].html`, entrypoint: route('sidebar-fragment.ts'), prerender: true });
      },
      'astro:server:setup': ({ server, logger }) => {
        watchSiteJson(server, siteFile, () => refresh(true, readSiteSource(state.docs.layout), logger));
        // The playground's forwarder for GET requests with a body (preview: vite.preview.proxy).
        if (api) server.middlewares.use(api.devMiddleware);
        server.middlewares.use(redirectsDevMiddleware(() => state.model));
      },
      'astro:build:done': async ({ dir, logger }) => {
        for (const warning of formatComponentUses(componentUses)) logger.warn(warning);
        await onBuildDone({ source: buildSource ?? readSiteSource(state.docs.layout), outDir: fileURLToPath(dir), links: options.links }, logger);
      },
    },
  };
}
