import type { AstroIntegrationLogger } from 'astro';
import { readSiteFile, SITE_FILE_LIMITS } from '../utils/read-site-file.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { CodeBlockStyle, SiteSettings } from '../config/model.ts';
import { apiPageInputs, type ApiReference } from '../openapi/api-reference.ts';
import { resolveApiPages } from '../site/api-pages.ts';
import { descriptionRenderer, type DescriptionRenderer } from '../openapi/description.ts';
import type { GeneratedOperations } from '../openapi/navigation-operations.ts';
import type { OperationView } from '../openapi/operation-view.ts';
import { lookAgainAfterSave } from '../source/save-settle.ts';
import { sourcePageOf, type SiteSource, type SourceFile } from '../source/site-source.ts';
import type { SpecLoader } from '../openapi/spec-cache.ts';
import { createForwarder, type ForwarderOptions } from '../forwarder/forwarder.ts';
import { FORWARDER_PATH, FORWARDER_PROBE_PATH, MOCK_PATH } from '../forwarder/forwarder-paths.ts';
import { createMockApi } from '../forwarder/mock-api.ts';
import { isHttpUrl } from '../utils/urls.ts';
import { exactIds } from './hook-filters.ts';

const MODULE_ID = 'virtual:quire/api';
const RESOLVED_ID = `\0${MODULE_ID}`;

export interface ApiSetup {
  /** Why the OpenAPI files or API pages cannot be built (a build stops; dev shows it). */
  problem?: string;
  /** Vite plugin serving `virtual:quire/api` (the operation views, by page id). */
  plugin: Plugin;
  /** For `vite.preview.proxy`: Astro's static preview drops Vite plugins but keeps this. */
  previewProxy: Record<string, object>;
  /** The summary of each API page's operation, by page id (the page's title without a frontmatter one). */
  operationSummaries: () => Record<string, string | undefined>;
  /** Connect middleware for `astro dev` (astro:server:setup). */
  devMiddleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  /** The forwarder's allow-list (base URLs, headers), for the proxy `quire build --host` puts on the host's edge. */
  forwarding: ForwarderOptions;
}

/** What the page file's text on disk now makes its API view from (apiPageInputs); null when the file cannot be read. */
function apiInputsOnDisk(file: SourceFile, siteDir: string): string | undefined | null {
  const read = readSiteFile(file.path, siteDir, SITE_FILE_LIMITS.page);
  return read.ok ? apiPageInputs(sourcePageOf(file, read.text)) : null;
}

/**
 * The one renderer of OpenAPI descriptions for a build (it remembers each description it rendered
 * and loads Shiki once): the same renderer for every resolve while the site's `codeblocks` setting
 * stays the same; a new one when it changes (dev: docs.json's styling edited).
 */
export function descriptionRendererFor(codeblocks: () => CodeBlockStyle | undefined): (now?: CodeBlockStyle) => DescriptionRenderer {
  let current: { setting: string; render: DescriptionRenderer } | undefined;
  return (now = codeblocks()) => {
    const setting = JSON.stringify(now ?? null);
    if (current?.setting !== setting) current = { setting, render: descriptionRenderer(now) };
    return current.render;
  };
}

/** What the API side of a run is made from: the loader's reading, and how dev reads the files again after a change. */
export interface ApiSources {
  /** The API pages as the loader resolved them (loadSite), which said their problems; none while the config is broken. */
  loaded: ApiReference | undefined;
  /** The site's settings now (dev: after its config changed). */
  model: () => SiteSettings;
  siteDir: string;
  siteFile: string;
  docsDir: string;
  /** The pages now (dev: read again where they changed). */
  source: () => SiteSource;
  /** How OpenAPI files are read: the loader's, sharing its cache of validated files. */
  loadSpec: SpecLoader;
  /** The loader's renderer of descriptions. */
  describer: (now?: CodeBlockStyle) => DescriptionRenderer;
  /** The policy's answer for pages naming an operation no file has. */
  unknownOperations?: () => 'error' | 'warning';
  /** docs.json: the pages generated from OpenAPI operations, which have no file (a page with a file wins at the same id). */
  generatedPages?: () => Promise<GeneratedOperations>;
}

/** No API pages: what a config broken from the start gives until it is fixed. */
const NO_API_PAGES: ApiReference = { ok: true, pages: {}, warnings: [] };

/**
 * The API side of a run, from the loader's reading of the API pages (loadSite resolved every API
 * page once, before the build starts, and said their problems): the virtual module serving the
 * operation views by page id, the mock API, the forwarder and preview's proxies. In dev, the
 * virtual module is invalidated when the config, a page or a local OpenAPI file changes, and
 * resolved again with the current model when next loaded; a problem then shows in the browser
 * until it is fixed.
 */
export async function setupApi(sources: ApiSources, logger: AstroIntegrationLogger, dev: boolean): Promise<ApiSetup> {
  const { siteDir, siteFile, docsDir, model: getModel } = sources;
  // What the API pages are made from, kept for the dev watcher.
  const reading: Omit<ApiPagesNow, 'latest'> = { generatedSpecs: [], inputs: new Map(), changes: 0 };
  /** What the API pages are made from now: the pages (dev: each page's API inputs, kept for the watcher) and docs.json's generated pages. */
  const readInputs = async (): Promise<{ source: SiteSource; generated?: GeneratedOperations }> => {
    const source = sources.source();
    if (dev) reading.inputs = new Map(source.pages.map((file) => [file.path, { file, made: apiPageInputs(source.read(file)) }]));
    const generated = sources.generatedPages && (await sources.generatedPages());
    if (generated) reading.generatedSpecs = [...generated.specs.keys()].map((location) => resolve(siteDir, location));
    return { source, generated };
  };
  const resolveAll = async (): Promise<ApiReference> => {
    const { source, generated } = await readInputs();
    const model = getModel();
    const describe = sources.describer(model.styling?.codeblocks);
    return resolveApiPages({ model, siteDir, configFile: siteFile, source, loadSpec: sources.loadSpec, generated, describe, unknownOperations: sources.unknownOperations?.() ?? 'error' });
  };
  // Dev watches what the pages were made from; a build's pages do not change.
  if (dev) await readInputs();
  const now: ApiPagesNow = Object.assign(reading, { latest: sources.loaded ?? NO_API_PAGES });

  const pages = () => (now.latest.ok ? Object.values(now.latest.pages) : []);
  const forwarding = forwardingFor(getModel, pages);
  const forward = createForwarder(forwarding);

  const mock = createMockApi(pages);
  const handle = async (req: IncomingMessage, res: ServerResponse) => (await mock(req, res)) || forward(req, res);

  const plugin = virtualApiPlugin(now, { getModel, siteDir, siteFile, docsDir, dev, resolveAll });

  return {
    problem: now.latest.ok ? undefined : now.latest.message,
    plugin,
    operationSummaries: () => Object.fromEntries(Object.entries(now.latest.ok ? now.latest.pages : {}).map(([id, view]) => [id, view.summary])),
    previewProxy: apiPreviewProxy(handle),
    forwarding,
    devMiddleware: apiDevMiddleware(handle, logger),
  };
}

/** What the forwarder may send on: the site's and the pages' base URLs, and the headers their playgrounds set. */
function forwardingFor(getModel: () => SiteSettings, pages: () => OperationView[]): ForwarderOptions {
  return {
    baseUrls: () => [...new Set([...getModel().api.baseUrls, ...pages().flatMap((page) => page.baseUrls)])],
    authHeader: () => (getModel().api.auth?.method === 'key' ? getModel().api.auth?.name : undefined),
    pageHeaders: () =>
      pages().map((page) => ({
        baseUrls: page.baseUrls,
        headers: [
          ...page.parameters.filter((group) => group.location === 'header').flatMap((group) => group.fields.map((field) => field.name)),
          // The key header the page's playground asks for (its OpenAPI security's apiKey, or docs.json
          // api.mdx.auth): without it a GET with a body, sent through the forwarder, arrives unauthenticated.
          ...(page.auth?.method === 'key' && page.auth.name ? [page.auth.name] : []),
        ],
      })),
  };
}

type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/** `astro preview`'s proxy entries for the forwarder, its probe and the mock API, answered by `handle`. */
function apiPreviewProxy(handle: Handle) {
  return Object.fromEntries(
    [`^${FORWARDER_PATH}(\\?.*)?$`, `^${FORWARDER_PROBE_PATH.replace(/[.]/g, '\\.')}(\\?.*)?$`, `^${MOCK_PATH}(/.*)?$`].map((pattern) => [
      // Exact paths (the mock: its folder): Vite matches a key as a prefix, and "/_quire/forward" prefixes the probe too.
      pattern,
      {
        target: 'http://127.0.0.1',
        // Vite awaits bypass; once it has answered, the proxy itself never runs.
        bypass: async (req: IncomingMessage, res: ServerResponse) => {
          await handle(req, res);
          return req.url ?? '/';
        },
      },
    ]),
  );
}

/** The dev server's middleware for the same paths: what `handle` does not answer goes on. */
function apiDevMiddleware(handle: Handle, logger: AstroIntegrationLogger): ApiSetup['devMiddleware'] {
  return (req, res, next) => {
    handle(req, res).then(
      (handled) => (handled ? undefined : next()),
      (error: unknown) => {
        logger.error(`forwarder: ${(error as Error).message}`);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      },
    );
  };
}

/** What the API pages are now: the last resolve, and (dev) what it was made from and how often the watcher has asked again. */
interface ApiPagesNow {
  latest: ApiReference;
  /** Dev: what each page file's API view was made from when the API pages were last resolved (apiPageInputs), by absolute path. */
  inputs: Map<string, { file: SourceFile; made: string | undefined }>;
  /** Dev: how many times the watcher has invalidated the module. */
  changes: number;
  /** docs.json's OpenAPI files its generated pages come from, absolute. */
  generatedSpecs: string[];
}

/**
 * `virtual:quire/api`: the operation pages as `now` has them; the dev server resolves them again
 * when a page, the config or an OpenAPI file changes what they are made from.
 */
function virtualApiPlugin(
  now: ApiPagesNow,
  {
    getModel,
    siteDir,
    siteFile,
    docsDir,
    dev,
    resolveAll,
  }: { getModel: () => SiteSettings; siteDir: string; siteFile: string; docsDir: string; dev: boolean; resolveAll: () => Promise<ApiReference> },
): Plugin {
  return {
    name: 'quire:virtual-api',
    resolveId: { filter: exactIds(MODULE_ID), handler: () => RESOLVED_ID },
    configureServer(server) {
      const specFiles = () => [
        ...getModel()
          .openapi.filter((location) => !isHttpUrl(location))
          .map((location) => resolve(siteDir, location)),
        ...now.generatedSpecs,
      ];
      server.watcher.add(specFiles());
      const invalidate = (file: string) => {
        now.changes++;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED_ID);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        // Pages and site.json already refresh the browser; an OpenAPI file alone would not.
        if (specFiles().includes(file)) server.ws.send({ type: 'full-reload' });
      };
      /** Whether the page's text on disk makes another API view than the one last resolved (a file not known then may be an API page). */
      const stale = (file: string) => {
        const known = now.inputs.get(file);
        return known === undefined || apiInputsOnDisk(known.file, siteDir) !== known.made;
      };
      server.watcher.on('all', (event, file) => {
        if (file !== siteFile && !file.startsWith(docsDir) && !specFiles().includes(file)) return;
        // A page saved with the same `openapi:` (or the same `api:` and ParamFields) changes no API
        // page: the module, and the page route importing it, stay as they are (resolving every page
        // again made each save slower).
        if (event !== 'change' || stale(file)) invalidate(file);
        // The watcher drops a file's changes within 50 ms of this one: the rest of a half-written
        // save, or the next save. Once that window has passed, the file is compared again with what
        // the API pages were last resolved from.
        if (now.inputs.has(file)) lookAgainAfterSave(() => stale(file) && invalidate(file));
      });
    },
    load: {
      filter: exactIds(RESOLVED_ID),
      async handler() {
        // A change during the resolve (it awaits the OpenAPI files) resolves again: what is served is never older than the last change.
        if (dev)
          for (let before = -1; before !== now.changes; ) {
            before = now.changes;
            now.latest = await resolveAll();
          }
        const { latest } = now;
        if (!latest.ok) throw new Error(latest.message);
        return `export const operationPages = ${JSON.stringify(latest.pages)};\n`;
      },
    },
  };
}
