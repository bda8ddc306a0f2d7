import { statSync } from 'node:fs';
import type { EnvironmentModuleNode, ViteDevServer } from 'vite';
import type { RefreshContentOptions } from 'astro';
import { DOCS_LOADER_NAME, type DocsFolder } from '../source/docs-loader.ts';
import { lookAgainAfterSave } from '../source/save-settle.ts';
import { isPageFileName } from '../source/site-source.ts';
import { isInside } from '../utils/paths.ts';
import { RESOLVED_VIRTUAL_REFERENCES_ID, RESOLVED_VIRTUAL_CONFIG_ID, RESOLVED_VIRTUAL_DOCS_FOLDER_ID } from './virtual-config.ts';

const fingerprintOf = (file: string): string => {
  try {
    const stat = statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return 'missing';
  }
};

/** One fingerprint for the config and the files it reads (docs.json's `$ref`s). */
const fingerprint = (files: readonly string[]): string => files.map(fingerprintOf).join('|');

/** The virtual config module is loaded again: pages render with the current model and problems. */
async function reloadConfigModule(server: ViteDevServer): Promise<void> {
  for (const environment of Object.values(server.environments)) {
    for (const id of [RESOLVED_VIRTUAL_CONFIG_ID, RESOLVED_VIRTUAL_REFERENCES_ID]) {
      const module = environment.moduleGraph.getModuleById(id);
      if (module) await environment.reloadModule(module);
    }
  }
}

/** Every module of every environment that `which` picks is loaded (and compiled) again on its next import. */
async function reloadModules(server: ViteDevServer, which: (module: EnvironmentModuleNode) => boolean): Promise<void> {
  for (const environment of Object.values(server.environments)) {
    for (const module of [...environment.moduleGraph.idToModuleMap.values()].filter(which)) await environment.reloadModule(module);
  }
}

/** How long a resync waits, at most, for Astro to finish reloading its content config (10 ms × tries). */
const SYNC_TRIES = 300;

/**
 * A content sync with `context` handed to the loader, asked for again until the loader says it ran:
 * Astro reloads its content config after a .json or page file changes (docs.json is one) and
 * skips a sync asked for meanwhile without a word.
 */
async function syncUntilRan(refreshContent: (options: RefreshContentOptions) => Promise<void>, options: Omit<RefreshContentOptions, 'context'>, context: Record<string, unknown>): Promise<void> {
  let synced = false;
  const told = { ...context, synced: () => void (synced = true) };
  for (let attempt = 0; !synced && attempt < SYNC_TRIES; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await refreshContent({ ...options, context: told });
  }
}

/**
 * The docs folder changed (docs.json's `variables` or `styling`, its generated API pages, or
 * `.mintignore`): the pages are read and rendered again without a restart. The content layer
 * syncs with the new folder (handed to the loader; its module loaded again for later syncs): the
 * loader stores again each page whose digest, which holds the render settings, changed, and drops
 * the pages the layout no longer reads. The compiled .md/.mdx modules under `pagesDir` are
 * compiled again: an .mdx page and its snippets take the variables when they compile.
 */
export async function resyncPages(server: ViteDevServer, docs: DocsFolder, refreshContent: ((options: RefreshContentOptions) => Promise<void>) | undefined): Promise<void> {
  if (!refreshContent) return;
  // Every collection, not `loaders: [...]`: a full sync first drops the loaders' file watchers, which the loader adds again.
  await syncUntilRan(refreshContent, {}, { docsFolder: docs });
  await reloadModules(server, (module) => module.id === RESOLVED_VIRTUAL_DOCS_FOLDER_ID);
  const pagesDir = docs.layout.pagesDir;
  await reloadModules(server, (module) => module.file !== null && isPageFileName(module.file) && isInside(module.file, pagesDir));
}

/**
 * A saved page is served as soon as it is stored. Astro writes its content store 500 ms after the
 * store's last change, and at once at the end of a sync asked for with `refreshContent`: so each
 * save of a page inside `pagesDir` asks for a sync of the docs collection alone, whose loader stores
 * that page (docs-loader.ts `pagesSaved`) and returns, and the store is written then. A sync Astro
 * skips (its content config reloading) is asked for again, as resyncPages does.
 */
export function syncSavedPages(server: ViteDevServer, pagesDir: () => string, refreshContent: ((options: RefreshContentOptions) => Promise<void>) | undefined): void {
  if (!refreshContent) return;
  const sync = (file: string) => syncUntilRan(refreshContent, { loaders: [DOCS_LOADER_NAME] }, { pagesSaved: [file] });
  // Saves of a page only: a page added or deleted changes the routes, and a sync asked for then
  // raced Astro's listing of them (a new page named in docs.json stayed a 404 until a restart);
  // those are stored by the loader's own watcher and written by the store's debounce. A file
  // written while the machine is busy is seen created (empty) and then changed, so the first
  // change after a creation is left to the loader as the creation is; where it is a real first
  // save instead, that save waits for the store's debounce (~0.5 s) once.
  const isPage = (file: string) => isPageFileName(file) && isInside(file, pagesDir());
  const added = new Set<string>();
  server.watcher.on('add', (file: string) => void (isPage(file) && added.add(file)));
  server.watcher.on('unlink', (file: string) => void added.delete(file));
  const onFile = (file: string) => {
    if (added.delete(file) || !isPage(file)) return;
    // The loader's own watcher reports what cannot be stored, and looks again after a save's
    // truncation (save-settle.ts); what it stores then is written by the store's own debounce.
    sync(file).catch(() => undefined);
  };
  server.watcher.on('change', onFile);
}

/** A page's URL (no file extension, not one of Vite's own paths): scripts, styles and images need no check. */
const isPageRequest = (url: string): boolean => {
  const path = url.split(/[?#]/)[0];
  return !path.startsWith('/@') && !path.startsWith('/_astro/') && !/\.[a-z0-9]+$/i.test(path);
};

/**
 * Before each page request (not assets), `check` looks again at what may have changed outside
 * the config (a page created or deleted) and says whether the model's problems changed; if so,
 * the page renders with the new ones.
 */
export function recheckPerPage(server: ViteDevServer, check: () => boolean): void {
  server.middlewares.use((request, _response, next) => {
    if (!isPageRequest(request.url ?? '/') || !check()) return next();
    reloadConfigModule(server).then(() => next(), next);
  });
}

/**
 * Astro's content store as a module of the server's environments (`RESOLVED_DATA_STORE_VIRTUAL_ID`
 * in astro/dist/content/consts.js): Astro invalidates it each time the store is written, just
 * before it clears its lists of routes (tests/unit/integration/route-relist.test.ts holds Astro to both).
 */
export const ASTRO_CONTENT_STORE_MODULE = '\0astro:data-layer-content';

/** When a module was last invalidated: Astro invalidates the store's as a hot update (its lastHMRTimestamp). */
const storeStamp = (module: { lastHMRTimestamp: number; lastInvalidationTimestamp: number } | undefined): number => Math.max(module?.lastHMRTimestamp ?? 0, module?.lastInvalidationTimestamp ?? 0);

/** The environments that render pages on the server (every one but the browser's). */
const serverEnvironments = (server: ViteDevServer) => Object.entries(server.environments).flatMap(([name, environment]) => (name === 'client' ? [] : [environment]));

/** When the content store was last written, as the server's environments saw it (0: not yet loaded). */
const contentStoreWritten = (server: ViteDevServer): number =>
  Math.max(0, ...serverEnvironments(server).map((environment) => storeStamp(environment.moduleGraph.getModuleById(ASTRO_CONTENT_STORE_MODULE))));

/**
 * A page request that may have left Astro a stale list of routes makes the next request list them
 * again. Astro keeps each route's getStaticPaths result until its content store is written (it
 * then clears them with the `astro:content-changed` event); a request that read the store before
 * that write and finished after it puts the old list back, for as long as nothing else is written:
 * a page created meanwhile stayed a 404 until a restart, and a sidebar stayed without the pages
 * just written. A page answered "not found", and a page request during which the store was
 * written, send the same event once they have finished: the reader's next request reads anew.
 */
export function relistStaleRoutes(server: ViteDevServer): void {
  server.middlewares.use((request, response, next) => {
    if (isPageRequest(request.url ?? '/')) {
      const storeAtStart = contentStoreWritten(server);
      response.once('finish', () => {
        if (response.statusCode !== 404 && contentStoreWritten(server) === storeAtStart) return;
        for (const environment of serverEnvironments(server)) environment.hot.send('astro:content-changed', {});
      });
    }
    next();
  });
}

/**
 * Include loops are looked for again on the first page request after a page or snippet was
 * created, changed or deleted (`check` says whether the loops found changed; if so the page
 * renders with them): a loop typed while the server runs shows as a problem instead of a page
 * that never finishes rendering, and fixing it brings the pages back.
 */
export function recheckIncludeLoops(server: ViteDevServer, check: () => boolean): void {
  let pagesChanged = false;
  const onFile = (file: string) => {
    // Pages and snippets are the only files that can include others.
    if (!isPageFileName(file)) return;
    pagesChanged = true;
    // A request may come before the rest of the save, whose change the watcher drops: look again after it.
    lookAgainAfterSave(() => void (pagesChanged = true));
  };
  for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, onFile);
  recheckPerPage(server, () => {
    if (!pagesChanged) return false;
    pagesChanged = false;
    return check();
  });
}

/**
 * Re-validates the config (site.json, or docs.json and the files it reads through `$ref`: `files`
 * is asked again after each refresh) on save without restarting the dev server. A restart (what
 * `addWatchFile` does) loses the content layer's file watchers in Astro 7: pages added after it
 * were never picked up. Instead the virtual module is reloaded and browsers refresh.
 *
 * File events can be coalesced or missed when saves come quickly, so every request also checks
 * the file's fingerprint first: a page is never rendered with a stale config.
 */
export function watchSiteConfig(server: ViteDevServer, files: () => readonly string[], revalidate: () => void | Promise<void>): void {
  let seen = fingerprint(files());
  let queue: Promise<void> = Promise.resolve();

  const refreshIfChanged = (): Promise<boolean> => {
    const result = queue.then(async () => {
      // Taken before the files are read: a write landing during the refresh (the rest of a save
      // read half-written) then differs from `seen` and is refreshed next time, never lost.
      const before = new Map(files().map((file) => [file, fingerprintOf(file)]));
      if ([...before.values()].join('|') === seen) return false;
      await revalidate();
      // The refresh may have found other `$ref` files: watch them, and start from what they hold now.
      server.watcher.add([...files()]);
      seen = files()
        .map((file) => before.get(file) ?? fingerprintOf(file))
        .join('|');
      await reloadConfigModule(server);
      return true;
    });
    queue = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  };

  server.watcher.add([...files()]);
  const onEvent = async (file: string) => {
    if (!files().includes(file)) return;
    if (await refreshIfChanged()) server.ws.send({ type: 'full-reload' });
    // The event may come between the truncate and the write of one save (an empty file was read).
    lookAgainAfterSave(() => {
      refreshIfChanged().then(
        (changed) => changed && server.ws.send({ type: 'full-reload' }),
        () => undefined,
      );
    });
  };
  server.watcher.on('change', onEvent);
  server.watcher.on('add', onEvent);
  server.watcher.on('unlink', onEvent);
  server.middlewares.use((_request, _response, next) => {
    refreshIfChanged().then(() => next(), next);
  });
}
