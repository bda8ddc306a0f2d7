import type { HookParameters } from 'astro';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { mcpDevMiddleware } from '../mcp/vite-middleware.ts';
import { includeLoopsProblem } from '../source/check-sources.ts';
import { exclusionsOf, MINTIGNORE_FILE, siteRootLayout, type Exclusions, type SourceLayout } from '../source/site-source.ts';
import { PAGE_ROUTE } from './config-setup.ts';
import { devFsGuard } from './dev-fs-guard.ts';
import { recheckIncludeLoops, recheckPerPage, resyncPages, watchSiteConfig } from './dev-reload.ts';
import { transformRoutesEarly } from './dev-warmup.ts';
import { readPages, recheckDocsJsonPages, recheckSiteJsonPages, reloadSite, type QuireRun } from './quire-run.ts';
import { redirectsDevMiddleware } from './redirects-dev.ts';
import { staticFilesMiddleware } from './static-files.ts';
import { staticRootOf } from '../source/static-files.ts';
import { tailwindDevMiddleware } from './tailwind.ts';
import type { SiteState } from './virtual-config.ts';

/** What the highlighter and the math renderer were made with: Astro's markdown settings, fixed when the server starts. */
const codeStylingOf = (model: SiteState['model']): string => JSON.stringify([model.styling?.codeblocks, model.styling?.latex]);
const CODE_STYLING_AT_START = 'docs.json: styling.codeblocks and styling.latex are applied when `quire dev` starts (the highlighter is made once); restart it to see them. Other changes show now.';

/**
 * astro:server:setup: what `quire dev` adds to Vite's server: the file guard, the config watcher
 * (the site read again by loadSite), per-request re-checks, and the middlewares serving what a
 * build would publish (static files, Tailwind's CSS, the forwarder, redirects, /mcp).
 */
export function setupDevServer(run: QuireRun, { server, logger, refreshContent }: HookParameters<'astro:server:setup'>): void {
  const { state, layout } = run;
  const { dir: siteDir, configFile: siteFile, pagesDir: docsDir } = layout;
  transformRoutesEarly(server, [PAGE_ROUTE]);
  // Before Vite's own middlewares: /@fs/ answers only what the build would publish and the client's modules.
  let rules: { layout: SourceLayout; excluded: Exclusions } | undefined;
  server.middlewares.use(
    devFsGuard({
      siteDir,
      layout: () => (rules?.layout === state.docs.layout ? rules : (rules = { layout: state.docs.layout, excluded: exclusionsOf(state.docs.layout) })),
      configFiles: () => [siteFile, ...run.refFiles],
      cacheDir: server.config.cacheDir,
      knownToClient: (path) => (server.environments.client.moduleGraph.getModulesByFile(path)?.size ?? 0) > 0,
    }),
  );
  if (layout.format === 'docs.json') {
    const startedWith = codeStylingOf(state.model);
    watchSiteConfig(
      server,
      // .mintignore only once it exists: chokidar, asked to watch a missing file, drops events of its folder's other files.
      () => [siteFile, ...run.refFiles, ...[join(siteDir, MINTIGNORE_FILE)].filter(existsSync)],
      async () => {
        const before = JSON.stringify(state.docs);
        // .mintignore may have changed: the pages and the static files are read by its rules as they are now.
        state.docs = { ...state.docs, layout: siteRootLayout(siteDir) };
        if (run.staticRoot) run.staticRoot = staticRootOf({ ...run.staticRoot, layout: state.docs.layout });
        await reloadSite(run, logger);
        // Variables, styling, generated pages or .mintignore changed: the pages are read and rendered again.
        if (JSON.stringify(state.docs) !== before) await resyncPages(server, state.docs, refreshContent);
        if (codeStylingOf(state.model) !== startedWith) logger.warn(CODE_STYLING_AT_START);
      },
    );
    recheckPerPage(server, () => recheckDocsJsonPages(run));
  } else {
    watchSiteConfig(
      server,
      () => [siteFile],
      () => reloadSite(run, logger),
    );
    recheckPerPage(server, () => recheckSiteJsonPages(run));
  }
  recheckIncludeLoops(server, () => {
    const now = includeLoopsProblem({ siteDir, docsDir }, readPages(run));
    if (now === state.includeLoops) return false;
    state.includeLoops = now;
    return true;
  });
  const root = run.staticRoot;
  if (root) server.middlewares.use(staticFilesMiddleware(() => run.staticRoot ?? root));
  server.middlewares.use(tailwindDevMiddleware(() => state.tailwind));
  // The playground's forwarder for GET requests with a body (preview: vite.preview.proxy).
  if (run.api) server.middlewares.use(run.api.devMiddleware);
  server.middlewares.use(redirectsDevMiddleware(() => state.model));
  server.middlewares.use(mcpDevMiddleware(() => ({ dir: siteDir, siteFile, format: layout.format }), logger));
}
