import type { AstroIntegrationLogger } from 'astro';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { SiteModel } from '../config/model.ts';
import { buildApiReference, type ApiReference } from '../openapi/api-reference.ts';
import { generatedOperationsError, generatedOperationsWarnings, generatedOperationViews } from '../openapi/generated-views.ts';
import type { GeneratedOperations } from '../openapi/navigation-operations.ts';
import type { SiteSource } from '../source/site-source.ts';
import { cachedSpecLoader } from '../openapi/spec-cache.ts';
import { createForwarder } from './forwarder.ts';
import { FORWARDER_PATH, FORWARDER_PROBE_PATH } from './forwarder-paths.ts';
import { displayPath } from '../utils/display-path.ts';
import { isHttpUrl } from '../utils/urls.ts';

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
}


/**
 * Loads the site's OpenAPI files and resolves every API page once, before the build starts (so a
 * broken file or an unknown operation stops it with a message). In dev, the virtual module is
 * invalidated when site.json, a page or a local OpenAPI file changes, and re-resolved with the
 * current model when next loaded; a problem then shows in the browser until it is fixed.
 *
 * `generatedPages` (docs.json sites) gives the API pages that have no file (generatedOperationPages):
 * their views are served by page id like the others; a page with a file wins over a generated one
 * at the same id.
 */
export async function setupApi(
  getModel: () => SiteModel,
  paths: { siteDir: string; siteFile: string; docsDir: string; source: () => SiteSource },
  logger: AstroIntegrationLogger,
  dev: boolean,
  generatedPages?: () => Promise<GeneratedOperations>,
): Promise<ApiSetup> {
  const { siteDir, siteFile, docsDir } = paths;
  const loadSpec = cachedSpecLoader();
  let generatedSpecs: string[] = [];
  const resolveAll = async (): Promise<ApiReference> => {
    const reference = await buildApiReference(getModel(), siteDir, paths.source(), loadSpec);
    if (!generatedPages || !reference.ok) return reference;
    const generated = await generatedPages();
    generatedSpecs = [...generated.specs.keys()].map((location) => resolve(siteDir, location));
    const configFile = displayPath(siteFile);
    const message = generatedOperationsError(generated, configFile);
    if (message) return { ok: false, message };
    return {
      ok: true,
      pages: { ...(await generatedOperationViews(generated, getModel().api)), ...reference.pages },
      warnings: [...generatedOperationsWarnings(generated, configFile), ...reference.warnings],
    };
  };
  let latest: ApiReference = await resolveAll();
  if (latest.ok) for (const warning of latest.warnings) logger.warn(warning);
  else if (dev) logger.error(latest.message);

  const pages = () => (latest.ok ? Object.values(latest.pages) : []);
  const handle = createForwarder({
    baseUrls: () => [...new Set([...getModel().api.baseUrls, ...pages().flatMap((page) => page.baseUrls)])],
    authHeader: () => (getModel().api.auth?.method === 'key' ? getModel().api.auth?.name : undefined),
    parameterHeaders: () => pages().flatMap((page) => page.parameters.filter((group) => group.location === 'header').flatMap((group) => group.fields.map((field) => field.name))),
  });

  const plugin: Plugin = {
    name: 'quire:virtual-api',
    resolveId(id: string) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    configureServer(server) {
      const specFiles = () => [...getModel().openapi.filter((location) => !isHttpUrl(location)).map((location) => resolve(siteDir, location)), ...generatedSpecs];
      server.watcher.add(specFiles());
      server.watcher.on('all', (_event, file) => {
        if (file !== siteFile && !file.startsWith(docsDir) && !specFiles().includes(file)) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED_ID);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        // Pages and site.json already refresh the browser; an OpenAPI file alone would not.
        if (specFiles().includes(file)) server.ws.send({ type: 'full-reload' });
      });
    },
    async load(id: string) {
      if (id !== RESOLVED_ID) return undefined;
      if (dev) latest = await resolveAll();
      if (!latest.ok) throw new Error(latest.message);
      return `export const operationPages = ${JSON.stringify(latest.pages)};\n`;
    },
  };

  return {
    problem: latest.ok ? undefined : latest.message,
    plugin,
    operationSummaries: () => Object.fromEntries(Object.entries(latest.ok ? latest.pages : {}).map(([id, view]) => [id, view.summary])),
    previewProxy: Object.fromEntries(
      [FORWARDER_PATH, FORWARDER_PROBE_PATH].map((path) => [
        // Exact paths: Vite matches a key as a prefix, and "/_quire/forward" prefixes the probe too.
        `^${path.replace(/[.]/g, '\\.')}(\\?.*)?$`,
        {
          target: 'http://127.0.0.1',
          // Vite awaits bypass; once it has answered, the proxy itself never runs.
          bypass: async (req: IncomingMessage, res: ServerResponse) => {
            await handle(req, res);
            return req.url ?? '/';
          },
        },
      ]),
    ),
    devMiddleware: (req, res, next) => {
      handle(req, res).then(
        (handled) => (handled ? undefined : next()),
        (error: unknown) => {
          logger.error(`forwarder: ${(error as Error).message}`);
          if (!res.headersSent) res.statusCode = 500;
          res.end();
        },
      );
    },
  };
}
