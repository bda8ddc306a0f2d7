// Builds a site folder with this repository's Quire and serves it with `astro preview` (so the
// playground's forwarder is there), on a free port. Prints one JSON line {"url": ...} when ready;
// stops on SIGTERM/SIGINT. Usage: node tests/support/serve-site.mjs <siteDir>
import { build, preview } from 'astro';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import quire from '../../src/integration/index.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const siteDir = resolve(process.argv[2]);
// Astro imports its prerender chunks from outDir, so it has to sit inside the project.
const outDir = resolve(root, 'tests/.builds', basename(siteDir));
// Each site gets its own content cache: a shared one mixes the pages of different sites.
const cacheDir = resolve(root, 'tests/.builds/.cache', basename(siteDir));
const common = { root, configFile: false, outDir, cacheDir, publicDir: resolve(siteDir, 'public'), logLevel: process.env.QUIRE_LOG_LEVEL ?? 'warn' };

try {
  await build({ ...common, integrations: [quire({ siteDir })] });
  const server = await preview({ ...common, integrations: [quire({ siteDir })], server: { host: '127.0.0.1', port: 0 } });
  console.log(JSON.stringify({ url: `http://127.0.0.1:${server.port}` }));
  const stop = async () => {
    await server.stop();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
