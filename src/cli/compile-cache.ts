import { enableCompileCache } from 'node:module';
import { join } from 'node:path';
import { ensureBase, workBase } from './work-folder.ts';

/**
 * Node's on-disk cache of compiled modules for this installation of Quire, in Quire's folder beside
 * its per-site work folders (`<project>/.quire`, see work-folder.ts; never in node_modules):
 * Quire's TypeScript stripped of its types, and Astro's and Vite's JavaScript, each keyed by the
 * file's contents. Without it every command loads ~1,000
 * modules from source again; with it, loading Quire's own modules took 0.3–0.4 s less on this
 * 2-core machine (bench/, README "Benchmarks").
 */
export const COMPILE_CACHE_DIR = compileCacheFolder(workBase());

/** Where the compile cache sits in a Quire folder (workBase): the one this process uses, or another's. */
export function compileCacheFolder(base: string): string {
  return join(base, 'node-compile-cache');
}

/** Turns the cache on for modules loaded from now on; a folder that cannot be written only means no cache. */
export function cacheCompiledModules(dir = COMPILE_CACHE_DIR): void {
  try {
    if (dir === COMPILE_CACHE_DIR) ensureBase(join(dir, '..'));
    enableCompileCache?.(dir);
  } catch {
    // An older Node without the cache, or an unwritable folder: modules load as before.
  }
}
