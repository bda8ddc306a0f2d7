// Serves a site folder with `astro dev` and the inline Astro config of `quire dev`
// (src/cli/astro-options.ts), with its own content store.
// Usage: node tests/support/dev-site.mjs <siteDir> <port> [--strict]
import { dev } from 'astro';
import { resolve } from 'node:path';
import { astroOptions, PROJECT_ROOT } from '../../src/cli/astro-options.ts';
import { findSiteFolder } from '../../src/cli/site-folder.ts';
import { readyWorkFolder } from '../../src/cli/ready-work-folder.ts';

const siteDir = resolve(process.argv[2] ?? '.');
const site = findSiteFolder(siteDir);
const server = await dev({
  // The dev server's own root in the site's work folder, as `quire dev` has it.
  ...astroOptions(site, process.argv.includes('--strict') ? { strict: true } : {}, undefined, undefined, { workFolder: readyWorkFolder(site, 'dev') }),
  // Its own content store, apart from the repository site's.
  cacheDir: resolve(PROJECT_ROOT, 'tests/.builds', `${siteDir.split('/').pop()}-dev-cache`),
  logLevel: 'info',
  server: { host: '127.0.0.1', port: Number(process.argv[3] ?? 4321) },
});
const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
