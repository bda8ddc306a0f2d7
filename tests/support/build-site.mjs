// Builds a site folder (site.json + docs/) with this repository's Quire, the way the `quire`
// command will: Astro's JavaScript API, no astro.config.mjs in the folder.
// Usage: node tests/support/build-site.mjs <siteDir> [outDir]
import { build } from 'astro';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import quire from '../../src/integration/index.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const siteDir = resolve(process.argv[2] ?? '.');
// Astro imports its prerender chunks from outDir, so it has to sit inside the project.
const outDir = resolve(process.argv[3] ?? resolve(root, 'tests/.builds', siteDir.split('/').pop()));

try {
  await build({
    root,
    configFile: false,
    outDir,
    // Each site keeps its own content store: a shared one mixes up pages of different sites.
    cacheDir: `${outDir}-cache`,
    publicDir: resolve(siteDir, 'public'),
    logLevel: process.env.QUIRE_LOG_LEVEL ?? 'warn',
    // Lets a test build a fixture as if astro.config had `site` (canonical URLs, sitemap.xml).
    ...(process.env.QUIRE_SITE_URL ? { site: process.env.QUIRE_SITE_URL } : {}),
    integrations: [quire({ siteDir })],
  });
} catch (error) {
  // The JS API leaves printing to the caller; config errors carry their whole explanation in the message.
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
