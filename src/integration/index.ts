import type { AstroIntegration } from 'astro';
import { expectedPrerenderEntry } from '../confinement/bundle-folder.ts';
import { bundleRoot, confinedPrerenderer, startRenderProcessAhead } from '../confinement/confined-prerenderer.ts';
import type { PagesRead } from '../source/site-source.ts';
import { setupSite, type Lasting } from './config-setup.ts';
import { mdxRecoveryPlugin } from './mdx-recovery-plugin.ts';
import { checkOptions, type QuireOptions } from './options.ts';
import type { QuireRun } from './quire-run.ts';
import { ASTRO_COMMANDS } from './reader-commands.ts';
import { renderThreadCount, startRenderThreads, type RenderThreads } from './render-threads.ts';
import { PROGRAMS_HERE } from './programs.ts';
import { siteHolder } from './current-site.ts';

export type { QuireOptions } from './options.ts';

/**
 * Quire: site.json + docs/, or Mintlify's docs.json read as it is → a documentation site.
 *
 * Each hook delegates: astro:config:setup reads the folder once (src/site/load-site.ts) and
 * configures Astro (config-setup.ts); the dev server adds its watchers and middlewares
 * (dev-server.ts); a build ends with the report, the link check and the search index (build-end.ts).
 */
export default function quire(options: QuireOptions = {}): AstroIntegration {
  checkOptions(options);
  const lasting: Lasting = {
    site: siteHolder(),
    reader: { commands: options.commands ?? ASTRO_COMMANDS, mcpUrl: options.mcpUrl, programs: options.programs ?? PROGRAMS_HERE },
    pagesRead: new Map() satisfies PagesRead,
    iconNoticesSaid: new Set(),
    // docs.json pages whose prose MDX takes for tags are compiled with those characters escaped (reported at the end).
    mdxRecovery: mdxRecoveryPlugin(
      () => run?.layout.pagesDir ?? '',
      () => run?.layout.format === 'docs.json',
    ),
  };
  let run: QuireRun | undefined;
  /** Where the render process will read the bundle from, known once the config is (astro:config:done). */
  let bundleFolder: string | undefined;
  const started = (): QuireRun => {
    if (!run) throw new Error('quire: astro:config:setup has not run');
    return run;
  };
  return {
    name: 'quire',
    hooks: {
      'astro:config:setup': async (params) => {
        // A large site's build renders its pages on threads (render-threads.ts), started once its pages are counted.
        let threads: RenderThreads | undefined;
        const startThreads = (pages: number) => {
          if (params.command === 'build') threads = startRenderThreads(renderThreadCount(pages), (reason) => params.logger.warn(reason));
          return threads;
        };
        try {
          run = await setupSite(options, lasting, params, startThreads);
        } catch (error) {
          await threads?.close();
          throw error;
        }
      },
      // What only a dev server or only a build uses is loaded by the command that needs it (the dev
      // server's watchers and middlewares with the MCP SDK and the WebSocket mock; the build's
      // report, link check and search index).
      'astro:server:setup': async (params) => (await import('./dev-server.ts')).setupDevServer(started(), params),
      'astro:config:done': ({ config, buildOutput }) => {
        bundleFolder = bundleRoot(expectedPrerenderEntry(config, buildOutput));
      },
      // The site's code runs where the runtime confines it, not in the build's process (src/confinement/).
      // Its process starts now, so that its own start overlaps the bundling.
      'astro:build:start': ({ setPrerenderer }) => {
        const { layout } = started();
        const ahead = bundleFolder === undefined ? undefined : startRenderProcessAhead(layout.dir, bundleFolder);
        setPrerenderer((base) => confinedPrerenderer(base, { siteDir: layout.dir, faultsStayOnPage: layout.format === 'docs.json', started: ahead }));
      },
      'astro:build:done': async (params) => (await import('./build-end.ts')).finishBuild(started(), params),
    },
  };
}
