import { statSync } from 'node:fs';
import type { ViteDevServer } from 'vite';
import { RESOLVED_VIRTUAL_CONFIG_ID } from './virtual-config.ts';

const fingerprint = (file: string): string => {
  try {
    const stat = statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return 'missing';
  }
};

/**
 * Re-validates site.json on save without restarting the dev server. A restart (what
 * `addWatchFile` does) loses the content layer's file watchers in Astro 7: pages added after it
 * were never picked up. Instead the virtual module is reloaded and browsers refresh.
 *
 * File events can be coalesced or missed when saves come quickly, so every request also checks
 * the file's fingerprint first: a page is never rendered with a stale config.
 */
export function watchSiteJson(server: ViteDevServer, siteFile: string, revalidate: () => void): void {
  let seen = fingerprint(siteFile);
  let queue: Promise<void> = Promise.resolve();

  const refreshIfChanged = (): Promise<boolean> => {
    const result = queue.then(async () => {
      const now = fingerprint(siteFile);
      if (now === seen) return false;
      seen = now;
      revalidate();
      for (const environment of Object.values(server.environments)) {
        const module = environment.moduleGraph.getModuleById(RESOLVED_VIRTUAL_CONFIG_ID);
        if (module) await environment.reloadModule(module);
      }
      return true;
    });
    queue = result.then(() => undefined, () => undefined);
    return result;
  };

  server.watcher.add(siteFile);
  const onEvent = async (file: string) => {
    if (file !== siteFile) return;
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
