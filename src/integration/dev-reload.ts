import { statSync } from 'node:fs';
import type { ViteDevServer } from 'vite';
import { RESOLVED_VIRTUAL_CONFIG_ID } from './virtual-config.ts';

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
    const module = environment.moduleGraph.getModuleById(RESOLVED_VIRTUAL_CONFIG_ID);
    if (module) await environment.reloadModule(module);
  }
}

/**
 * Before each page request (not assets), `check` looks again at what may have changed outside
 * the config (a page created or deleted) and says whether the model's problems changed; if so,
 * the page renders with the new ones.
 */
export function recheckPerPage(server: ViteDevServer, check: () => boolean): void {
  server.middlewares.use((request, _response, next) => {
    if (!(request.headers.accept ?? '').includes('text/html') || !check()) return next();
    reloadConfigModule(server).then(() => next(), next);
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
      const now = fingerprint(files());
      if (now === seen) return false;
      await revalidate();
      // The refresh may have found other `$ref` files: watch them, and start from what they hold now.
      server.watcher.add([...files()]);
      seen = fingerprint(files());
      await reloadConfigModule(server);
      return true;
    });
    queue = result.then(() => undefined, () => undefined);
    return result;
  };

  server.watcher.add([...files()]);
  const onEvent = async (file: string) => {
    if (!files().includes(file)) return;
    if (await refreshIfChanged()) server.ws.send({ type: 'full-reload' });
    // The first event may come between the truncate and the write of one save (an empty file was
    // read); no further event is guaranteed, so look once more when the write has landed.
    setTimeout(() => {
      refreshIfChanged().then((changed) => changed && server.ws.send({ type: 'full-reload' }), () => undefined);
    }, 250).unref();
  };
  server.watcher.on('change', onEvent);
  server.watcher.on('add', onEvent);
  server.watcher.on('unlink', onEvent);
  server.middlewares.use((_request, _response, next) => {
    refreshIfChanged().then(() => next(), next);
  });
}
