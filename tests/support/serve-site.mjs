// Builds a site folder with this repository's Quire and serves it with `astro preview` (so the
// playground's forwarder is there), on a free port. Prints one JSON line {"url": ...} when ready;
// stops on SIGTERM/SIGINT. Usage: node tests/support/serve-site.mjs <siteDir>
import { build, preview } from 'astro';
import { basename, resolve } from 'node:path';
import { astroOptions, PROJECT_ROOT } from '../../src/cli/astro-options.ts';
import { findSiteFolder } from '../../src/cli/site-folder.ts';

const siteDir = resolve(process.argv[2]);
// Astro imports its prerender chunks from outDir, so it has to sit inside the project.
const outDir = resolve(PROJECT_ROOT, 'tests/.builds', basename(siteDir));
// Each site gets its own content cache: a shared one mixes the pages of different sites.
const cacheDir = resolve(PROJECT_ROOT, 'tests/.builds/.cache', basename(siteDir));
// The inline config of `quire build` / `quire preview` (src/cli/astro-options.ts), built into the tests' folder.
const options = () => ({ ...astroOptions(findSiteFolder(siteDir), {}), outDir, cacheDir, logLevel: process.env.QUIRE_LOG_LEVEL ?? 'warn' });

try {
  await build(options());
  const server = await preview({ ...options(), server: { host: '127.0.0.1', port: 0 } });
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
