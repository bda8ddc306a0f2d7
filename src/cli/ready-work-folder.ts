import type { SiteFolder } from './site-folder.ts';
import { displayPath } from '../utils/display-path.ts';
import { mkdirSync } from 'node:fs';
import { devWorkFolder, modulesFolder, prepareWorkFolder, pruneWorkFolders, siteWorkFolder, viteCacheFolder, workBase } from './work-folder.ts';

/*
 * Apart from astro-options.ts, which loads the integration: `quire dev` makes the work folder ready
 * before it starts its confined server, and loads no more than this for it, so the server starts
 * without waiting for modules only the server uses.
 */

/** A site's work folder made ready: Quire's folder for every site (`base`), this site's, and the packages it links to. */
export interface WorkFolder {
  base: string;
  workDir: string;
  modules: string;
  /** Vite's cache for this root (work-folder.ts viteCacheFolder). */
  viteCache: string;
}

/**
 * The site's work folder made ready (with the old ones of removed sites pruned), and for `quire
 * dev` its own root inside it: the root, in which base, and the node_modules its link points to.
 * Failing, the error says where Quire writes.
 */
export function readyWorkFolder(site: SiteFolder, command: 'build' | 'dev' = 'build'): WorkFolder {
  const base = workBase();
  const siteWork = siteWorkFolder(site.dir, base);
  // The dev server gets a root of its own (work-folder.ts devWorkFolder says why).
  const workDir = command === 'dev' ? devWorkFolder(siteWork) : siteWork;
  const modules = modulesFolder();
  const viteCache = viteCacheFolder(workDir, base);
  try {
    pruneWorkFolders(base);
    prepareWorkFolder(siteWork, site.dir, base, modules);
    if (command === 'dev') {
      prepareWorkFolder(workDir, site.dir, base, modules);
      // The confined server may write inside its Vite cache, not create it in Quire's folder.
      mkdirSync(viteCache, { recursive: true });
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw Object.assign(new Error(`Quire could not set up its work folder ${displayPath(workDir)}: ${reason}`), {
      hint: 'Quire writes in .quire/ of your project (or ~/.cache/quire); set QUIRE_CACHE_DIR to a folder you can write to',
    });
  }
  return { base, workDir, modules, viteCache };
}
