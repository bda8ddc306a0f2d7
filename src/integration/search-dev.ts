import type { AstroIntegration } from 'astro';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
};

/** The index file a dev-server URL names, or undefined (outside the index, or absent). */
export function indexFileFor(indexDir: string, url: string): string | undefined {
  const path = decodeURIComponent(url.split(/[?#]/)[0]).replace(/^\/pagefind\//, '');
  const file = normalize(join(indexDir, path));
  if (!file.startsWith(indexDir + sep) || !existsSync(file) || !statSync(file).isFile()) return undefined;
  return file;
}

/**
 * In `astro dev` there is no fresh search index: Pagefind indexes built HTML. When a build has
 * run before, the dev server serves its index (dist/pagefind), so search works with slightly
 * older content; otherwise the dialog tells the reader to run `astro build`.
 */
export function searchInDev(): AstroIntegration {
  let indexDir = '';
  return {
    name: 'quire:search-dev',
    hooks: {
      'astro:config:done': ({ config }) => {
        indexDir = join(fileURLToPath(config.outDir), 'pagefind');
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use('/pagefind', (request, response, next) => {
          const file = indexFileFor(indexDir, `/pagefind${request.url ?? ''}`);
          if (!file) return next();
          response.setHeader('Content-Type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
          response.setHeader('Cache-Control', 'no-store');
          response.end(readFileSync(file));
        });
      },
    },
  };
}
