import { sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Where Astro writes the bundle the pages are drawn from, worked out from the config alone. A leaf
// module: the build's log destination (cli/log-destination.ts, which Vite loads) reaches it
// through cli/render-folder.ts.

/** Astro's getPrerenderOutputDirectory: `.prerender/` in `build.server`, the output folder, or `<cwd>/.astro/`. */
export function prerenderFolderOf(config: { outDir: URL; build: { server: URL } }, inServerDir: boolean): URL {
  const { outDir, build } = config;
  const within = inServerDir ? build.server : fileURLToPath(outDir).startsWith(process.cwd()) ? outDir : new URL('./.astro/', pathToFileURL(process.cwd() + sep));
  return new URL('./.prerender/', within);
}

/** The integration that gives `quire build` its render folder (cli/render-folder.ts), whose adapter keeps `build.server`. */
export const RENDER_FOLDER_INTEGRATION = 'quire:render-folder';

/**
 * Where the prerender entry will be, from the config before the bundling (astro:config:done), as
 * prerenderFolder will find it after: a render process started early is granted its folder. A
 * guess only; the prerenderer compares it with the entry the bundling names.
 */
export function expectedPrerenderEntry(config: { outDir: URL; build: { server: URL }; integrations: { name: string }[] }, buildOutput: string): URL {
  const keepsServerDir = config.integrations.some((integration) => integration.name === RENDER_FOLDER_INTEGRATION);
  return new URL('./prerender-entry.mjs', prerenderFolderOf(config, keepsServerDir || buildOutput === 'server'));
}
