/**
 * The name of the integration `quire build` sets its render folder with (cli/render-folder.ts),
 * whose adapter keeps `build.server`: the build's confinement predicts from it where the bundle
 * will be (astro-prerender.ts). A module of its own because the CLI's log destination, which Astro
 * bundles with the pages, reaches it.
 */
export const RENDER_FOLDER_INTEGRATION = 'quire:render-folder';
