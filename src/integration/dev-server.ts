import type { HookParameters } from 'astro';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { attachWebSocketMock } from '../forwarder/websocket-mock.ts';
import { mcpDevMiddleware } from '../mcp/vite-middleware.ts';
import { includeLoopsProblem } from '../source/check-sources.ts';
import { exclusionsOf, MINTIGNORE_FILE, siteRootLayout, type Exclusions, type SourceLayout } from '../source/site-source.ts';
import { PAGE_ROUTE } from './config-setup.ts';
import { devFsGuard } from './dev-fs-guard.ts';
import { recheckIncludeLoops, recheckPerPage, relistStaleRoutes, resyncPages, syncSavedPages, watchSiteConfig } from './dev-reload.ts';
import { transformRoutesEarly } from './dev-warmup.ts';
import { readPages, recheckDocsJsonPages, recheckSiteJsonPages, reloadSite, type QuireRun } from './quire-run.ts';
import { redirectsDevMiddleware } from './redirects-dev.ts';
import { staticFilesMiddleware } from './static-files.ts';
import { tailwindDevMiddleware } from './tailwind-files.ts';
import type { CurrentSite } from './current-site.ts';

/** What the highlighter and the math renderer were made with: Astro's markdown settings, fixed when the server starts. */
const codeStylingOf = (model: CurrentSite['model']): string => JSON.stringify([model.styling?.codeblocks, model.styling?.latex]);
const CODE_STYLING_AT_START = 'docs.json: styling.codeblocks and styling.latex are applied when `quire dev` starts (the highlighter is made once); restart it to see them. Other changes show now.';

/**
 * astro:server:setup: what `quire dev` adds to Vite's server: the file guard, the config watcher
 * (the site read again by loadSite), per-request re-checks, and the middlewares serving what a
 * build would publish (static files, Tailwind's CSS, the forwarder, redirects, /mcp).
 */
export function setupDevServer(run: QuireRun, { server, logger, refreshContent }: HookParameters<'astro:server:setup'>): void {
  const { site, layout } = run;
  const { dir: siteDir, configFile: siteFile, pagesDir: docsDir } = layout;
  transformRoutesEarly(server, [PAGE_ROUTE]);
  // Before Vite's own middlewares: /@fs/ answers only what the build would publish and the client's modules.
  let rules: { layout: SourceLayout; excluded: Exclusions } | undefined;
  server.middlewares.use(
    devFsGuard({
      siteDir,
      layout: () => {
        const now = site.now.docs.layout;
        return rules?.layout === now ? rules : (rules = { layout: now, excluded: exclusionsOf(now) });
      },
      configFiles: () => [siteFile, ...site.now.refFiles],
      cacheDir: server.config.cacheDir,
      knownToClient: (path) => (server.environments.client.moduleGraph.getModulesByFile(path)?.size ?? 0) > 0,
    }),
  );
  if (layout.format === 'docs.json') {
    const startedWith = codeStylingOf(site.now.model);
    watchSiteConfig(
      server,
      // .mintignore only once it exists: chokidar, asked to watch a missing file, drops events of its folder's other files.
      () => [
        siteFile,
        ...site.now.refFiles,
        ...site.now.asyncapi.files,
        ...site.now.graphql.files,
        ...site.now.sdk.files,
        ...site.now.mcp.files,
        ...[join(siteDir, MINTIGNORE_FILE)].filter(existsSync),
      ],
      async () => {
        const before = JSON.stringify(site.now.docs);
        // .mintignore may have changed: the pages and the static files are read by its rules as they are now.
        await reloadSite(run, logger, siteRootLayout(siteDir));
        // Variables, styling, generated pages or .mintignore changed: the pages are read and rendered again.
        if (JSON.stringify(site.now.docs) !== before) await resyncPages(server, site.now.docs, refreshContent);
        if (codeStylingOf(site.now.model) !== startedWith) logger.warn(CODE_STYLING_AT_START);
      },
    );
    recheckPerPage(server, () => recheckDocsJsonPages(run));
  } else {
    watchSiteConfig(
      server,
      () => [siteFile, ...site.now.asyncapi.files, ...site.now.mcp.files],
      () => reloadSite(run, logger),
    );
    recheckPerPage(server, () => recheckSiteJsonPages(run));
  }
  syncSavedPages(server, () => site.now.docs.layout.pagesDir, refreshContent);
  relistStaleRoutes(server);
  recheckIncludeLoops(server, () => {
    const includeLoops = includeLoopsProblem({ siteDir, docsDir }, readPages(run));
    return site.swap((now) => (includeLoops === now.includeLoops ? now : { ...now, includeLoops }));
  });
  const root = site.now.staticRoot;
  if (root) server.middlewares.use(staticFilesMiddleware(() => site.now.staticRoot ?? root));
  server.middlewares.use(tailwindDevMiddleware(() => site.now.tailwind));
  // The playground's forwarder for GET requests with a body (preview: vite.preview.proxy).
  server.middlewares.use(run.api.devMiddleware);
  // AsyncAPI pages' WebSocket playground: a stand-in for the channel's server, from the file's examples.
  if (server.httpServer) attachWebSocketMock(server.httpServer as Server, () => site.now.asyncapi.pages);
  server.middlewares.use(redirectsDevMiddleware(() => site.now.model));
  server.middlewares.use(mcpDevMiddleware(() => ({ dir: siteDir, siteFile, format: layout.format }), logger));
}
