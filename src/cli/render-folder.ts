import type { AstroIntegration } from 'astro';
import { RENDER_FOLDER_INTEGRATION } from '../confinement/bundle-folder.ts';

/**
 * Where `quire build` has Astro write the code that renders the pages, passed as a path rather than
 * found from the current directory.
 *
 * Astro 7 writes its prerender chunks, then imports them to render each page, from
 * `getServerOutputDirectory(settings)` (astro/dist/prerender/utils.js). For a static build with no
 * adapter that is `getOutDirWithinCwd(outDir)` (astro/dist/core/build/common.js): the output folder
 * when it lies inside process.cwd(), else `<cwd>/.astro/`. `quire build` runs from the user's folder
 * and builds in the site's work folder (work-folder.ts), so that would be a write into the user's
 * folder, of chunks that cannot import Astro's packages from there. An adapter declaring
 * `preserveBuildServerDir` makes that folder `build.server` whatever the current directory is, so
 * Quire names it: a folder of the work folder, whose node_modules link resolves Astro's packages.
 *
 * The adapter serves nothing and builds nothing of its own: `buildOutput: 'static'` keeps the build
 * fully static (no server entry, no SSR build, the pages written into the output folder as before),
 * and `entrypointResolution: 'auto'` with no server entrypoint is Astro's current adapter contract
 * with nothing to bundle. Its feature map says what a static build uses, or Astro warns that the
 * adapter does not support sharp. Only `quire build` sets it; dev and preview never see it.
 *
 * Chosen over running Astro in a child process started in the work folder: that moves the whole
 * build (its errors, logs, exit status and the integration's report) behind a process boundary,
 * where this is one integration and one folder.
 */

/** The adapter's name: Astro logs `adapter: <name>` at the start of a build (log-destination.ts leaves that line out). */
export const RENDER_FOLDER_ADAPTER = 'quire-render-folder';

/** The integration that sets the adapter; pass `build: { server: renderChunksFolder(workDir) }` (work-folder.ts) with it. */
export function renderFolderAdapter(): AstroIntegration {
  return {
    name: RENDER_FOLDER_INTEGRATION,
    hooks: {
      'astro:config:done': ({ setAdapter }) =>
        setAdapter({
          name: RENDER_FOLDER_ADAPTER,
          entrypointResolution: 'auto',
          adapterFeatures: { buildOutput: 'static', preserveBuildServerDir: true },
          // What a static build of Quire's uses: pages written as files, images made by sharp in this process.
          supportedAstroFeatures: { staticOutput: 'stable', sharpImageService: 'stable' },
        }),
    },
  };
}
