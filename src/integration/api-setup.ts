import type { AstroIntegrationLogger } from 'astro';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { SiteModel } from '../config/model.ts';
import { buildApiReference, type ApiReference } from '../openapi/api-reference.ts';
import { createForwarder } from './forwarder.ts';

const MODULE_ID = 'virtual:quire/api';
const RESOLVED_ID = `\0${MODULE_ID}`;

export interface ApiSetup {
  /** Vite plugin serving `virtual:quire/api` (the operation views, by page id). */
  plugin: Plugin;
  /** For `vite.preview.proxy`: Astro's static preview drops Vite plugins but keeps this. */
  previewProxy: Record<string, object>;
  /** Connect middleware for `astro dev` (astro:server:setup). */
  devMiddleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}

type Result<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Loads the site's OpenAPI files and resolves every API page once, before the build starts (so a
 * broken file or an unknown operation stops it with a message). In dev, the virtual module is
 * invalidated when a page or a local OpenAPI file changes, and re-resolved when next loaded.
 */
export async function setupApi(model: SiteModel, siteDir: string, docsDir: string, logger: AstroIntegrationLogger, addWatchFile: (path: string) => void, dev: boolean): Promise<Result<ApiSetup>> {
  for (const location of model.openapi) if (!/^https?:/i.test(location)) addWatchFile(resolve(siteDir, location));
  const first = await buildApiReference(model, siteDir, docsDir);
  if (!first.ok) return { ok: false, message: first.message };
  for (const warning of first.warnings) logger.warn(warning);
  let latest: ApiReference = first;

  const baseUrls = () => {
    const pages = latest.ok ? Object.values(latest.pages) : [];
    return [...new Set([...model.api.baseUrls, ...pages.flatMap((page) => page.baseUrls)])];
  };
  const parameterHeaders = () =>
    (latest.ok ? Object.values(latest.pages) : []).flatMap((page) => page.parameters.filter((group) => group.location === 'header').flatMap((group) => group.fields.map((field) => field.name)));
  const handle = createForwarder({ baseUrls, authHeader: model.api.auth?.method === 'key' ? model.api.auth.name : undefined, parameterHeaders });

  const plugin: Plugin = {
    name: 'quire:virtual-api',
    resolveId(id: string) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    // In dev, a page's `openapi:` frontmatter or a local OpenAPI file may change: re-resolve.
    configureServer(server) {
      const specFiles = model.openapi.filter((location) => !/^https?:/i.test(location)).map((location) => resolve(siteDir, location));
      server.watcher.on('change', (file) => {
        if (!file.startsWith(docsDir) && !specFiles.includes(file)) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED_ID);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
      });
    },
    async load(id: string) {
      if (id !== RESOLVED_ID) return undefined;
      const reference = dev ? await buildApiReference(model, siteDir, docsDir) : latest;
      if (!reference.ok) throw new Error(reference.message);
      latest = reference;
      return `export const operationPages = ${JSON.stringify(reference.pages)};\n`;
    },
  };

  return {
    ok: true,
    value: {
      plugin,
      previewProxy: {
        '/_quire/forward': {
          target: 'http://127.0.0.1',
          // Vite awaits bypass; once it has answered, the proxy itself never runs.
          bypass: async (req: IncomingMessage, res: ServerResponse) => {
            await handle(req, res);
            return req.url ?? '/';
          },
        },
      },
      devMiddleware: (req, res, next) => {
        handle(req, res).then((handled) => (handled ? undefined : next()), (error: unknown) => {
          logger.error(`forwarder: ${(error as Error).message}`);
          if (!res.headersSent) res.statusCode = 500;
          res.end();
        });
      },
    },
  };
}
