import { existsSync } from 'node:fs';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroPrerenderer } from 'astro';
import type { ImageSettings, RenderSetup, SentPageData } from './render-protocol.ts';
import { prerenderFolderOf } from './bundle-folder.ts';

/**
 * The one module that reaches into Astro's build past its public API, for the render process
 * (confined-prerenderer.ts). Astro 7's prerenderer hook hands an integration the default
 * prerenderer, not the bundling's results it renders with; those are read here from the default
 * prerenderer's app, and the names Astro gives images are made here as Astro's assets plugin makes
 * them. Each step fails with a message naming Astro's version when Astro changes under it
 * (tests/unit/confinement/astro-prerender.test.ts holds the contract), and the build stops: it never
 * falls back to rendering the site's code unconfined.
 */

interface BuildApp {
  setInternals(internals: unknown): void;
  getSettings(): AstroSettingsSeen;
  getOptions(): { logger: AstroLoggerSeen };
}

interface AstroSettingsSeen {
  config: { outDir: URL; base: string; build: { assets: string; assetsPrefix?: unknown; server: URL }; image: { service: { entrypoint: string } } };
  scripts: { stage: string; content: string }[];
  buildOutput?: string;
  adapter?: unknown;
}

export type AstroLoggerSeen = Record<'info' | 'warn' | 'error' | 'debug', (label: string | null, message: string) => void>;

interface BuildInternalsSeen {
  prerenderEntryFileName?: string;
  pagesByKeys: Map<string, { styles?: unknown[] }>;
  entrySpecifierToBundleMap: Map<string, string>;
}

class AstroChanged extends Error {
  constructor(what: string) {
    super(`quire: Astro's build no longer has ${what}; this Quire does not render with this Astro. Install the Astro version Quire's package.json names.`);
  }
}

/**
 * What the render process needs from the bundling, and the build's logger. The default prerenderer
 * keeps the bundling's results (its "internals") to itself and hands them to the app it imports in
 * `setup()`; setting up twice hands them again, to a setter wrapped in between. Importing the
 * prerender entry runs no page code: the pages are imported lazily, when a path is rendered.
 */
export async function bundlingResults(base: AstroPrerenderer): Promise<{ setup: Omit<RenderSetup, 'faultsStayOnPage'>; logger: AstroLoggerSeen }> {
  await base.setup?.();
  const app = (base as AstroPrerenderer & { app?: BuildApp }).app;
  if (!app || typeof app.setInternals !== 'function') throw new AstroChanged('a default prerenderer with an app');
  let internals: BuildInternalsSeen | undefined;
  const ownSetter = app.setInternals;
  app.setInternals = function (this: BuildApp, value: unknown) {
    internals = value as BuildInternalsSeen;
    return ownSetter.call(this, value);
  };
  try {
    await base.setup?.();
  } finally {
    app.setInternals = ownSetter;
  }
  if (!internals?.prerenderEntryFileName || !(internals.pagesByKeys instanceof Map)) throw new AstroChanged('build internals naming the prerender entry');
  const settings = app.getSettings();
  const entry = new URL(internals.prerenderEntryFileName, prerenderFolder(settings));
  if (!existsSync(entry)) throw new AstroChanged(`its prerender entry where Quire looks for it (${fileURLToPath(entry)})`);
  const pagesByKeys = [...internals.pagesByKeys].map(([key, data]): [string, SentPageData] => [key, { styles: data.styles ?? [] }]);
  const { config } = settings;
  const images: ImageSettings = { base: config.base, assetsFolder: config.build.assets, assetsPrefix: config.build.assetsPrefix, serviceEntrypoint: config.image.service.entrypoint };
  const scripts = settings.scripts.map(({ stage, content }) => ({ stage, content }));
  return {
    setup: { entry: entry.href, pagesByKeys, entrySpecifierToBundleMap: [...internals.entrySpecifierToBundleMap], scripts, images },
    logger: app.getOptions().logger,
  };
}

/**
 * Where the prerender bundle is (Astro's getPrerenderOutputDirectory): `.prerender/` in `build.server`
 * when an adapter keeps it (Quire's render folder does) or the output is a server's; otherwise in the
 * output folder, or in `<cwd>/.astro/` when that is outside the working folder.
 */
function prerenderFolder(settings: AstroSettingsSeen): URL {
  const keepsServerDir = (settings.adapter as { adapterFeatures?: { preserveBuildServerDir?: boolean } } | undefined)?.adapterFeatures?.preserveBuildServerDir;
  return prerenderFolderOf(settings.config, keepsServerDir === true || settings.buildOutput === 'server');
}

/** The folder of Astro's own modules (`astro/dist/`). */
function astroDist(): URL {
  return new URL('./', import.meta.resolve('astro'));
}

/** Astro's list of a site's paths from the app (what the default prerenderer's getStaticPaths returns). */
export async function staticPathsOf(app: unknown): Promise<{ pathname: string; route: unknown }[]> {
  const { StaticPaths } = (await import('astro/runtime/prerender/static-paths.js')) as { StaticPaths: new (app: unknown) => { getAll(): Promise<{ pathname: string; route: unknown }[]> } };
  return new StaticPaths(app).getAll();
}

type StaticImages = Map<string, { originalSrcPath: string | undefined; transforms: Map<string, { finalPath: string; transform: unknown }> }>;

/**
 * Astro's `addStaticImage` (vite-plugin-assets.js) for a process Astro did not set up: the same
 * names from the same settings, kept in `globalThis.astroAsset.staticImages`, which the build
 * collects when the pages are done.
 */
export async function installImageNaming(settings: ImageSettings): Promise<() => StaticImages> {
  const dist = astroDist();
  const [{ hashTransform, propsToFilename }, { getAssetsPrefix }, path, url] = await Promise.all([
    import(new URL('assets/utils/hash.js', dist).href),
    import(new URL('assets/utils/getAssetsPrefix.js', dist).href),
    import(new URL('core/path.js', dist).href),
    import(new URL('assets/utils/url.js', dist).href),
  ]);
  const staticImages: StaticImages = new Map();
  const isImported = (src: unknown): src is { src: string } => typeof src === 'object' || (typeof src === 'function' && 'src' in src);
  const addStaticImage = (options: { src: unknown }, hashProperties: unknown, originalFSPath: string | undefined): string => {
    const src = isImported(options.src) ? options.src.src : (options.src as string);
    const assetPrefix = getAssetsPrefix(extname(src), settings.assetsPrefix);
    const originalPath = path.removeBase(path.removeBase(src, settings.base), assetPrefix);
    const hash = hashTransform(options, settings.serviceEntrypoint, hashProperties);
    let forPath = staticImages.get(originalPath);
    const known = forPath?.transforms.get(hash)?.finalPath;
    const finalPath: string =
      known ?? path.prependForwardSlash(path.joinPaths(isImported(options.src) ? '' : settings.assetsFolder, path.prependForwardSlash(propsToFilename(originalPath, options, hash))));
    if (known === undefined) {
      if (!forPath) staticImages.set(originalPath, (forPath = { originalSrcPath: originalFSPath, transforms: new Map() }));
      forPath.transforms.set(hash, { finalPath, transform: options });
    }
    const placed = settings.assetsPrefix ? encodeURI(path.joinPaths(assetPrefix, finalPath)) : encodeURI(path.prependForwardSlash(path.joinPaths(settings.base, finalPath)));
    return url.stringifyPlaceholderURL(url.createPlaceholderURL(placed));
  };
  (globalThis as { astroAsset?: unknown }).astroAsset = { addStaticImage, staticImages };
  return () => staticImages;
}

/**
 * Astro leaves the prerender bundle's entry to an adapter that sets a prerenderer (Quire's render
 * folder is such an adapter, render-folder.ts); Quire's prerenderer renders from Astro's own entry,
 * so this names it, as Astro does when no prerenderer is set.
 */
export function prerenderEntryPlugin() {
  return {
    name: 'quire:prerender-entry',
    configEnvironment(name: string) {
      if (name !== 'prerender') return undefined;
      return { build: { rolldownOptions: { input: 'astro/entrypoints/prerender' } } };
    },
  };
}

/**
 * The image service in the build's process. Astro loads it where images are first asked for, which
 * is the render process now; the build makes the images after the pages (with sharp, a native
 * module the render process does not load) and finds the service on `globalThis.astroAsset`.
 */
export async function loadImageServiceHere(entrypoint: string): Promise<void> {
  const assets = ((globalThis as { astroAsset?: { imageService?: unknown } }).astroAsset ??= {});
  assets.imageService ??= ((await import(entrypoint)) as { default: unknown }).default;
}
