// Builds a site folder (site.json + docs/) with this repository's Quire and the inline Astro config
// the `quire` command uses (src/cli/astro-options.ts), into a folder of the test's choosing.
// Usage: node tests/support/build-site.mjs <siteDir> [outDir] [--links-warn]
import { build } from 'astro';
import { resolve } from 'node:path';
import { astroOptions, PROJECT_ROOT } from '../../src/cli/astro-options.ts';
import { findSiteFolder } from '../../src/cli/site-folder.ts';

const [siteArg, outArg] = process.argv.slice(2).filter((arg) => arg !== '--links-warn');
const siteDir = resolve(siteArg ?? '.');
// Astro imports its prerender chunks from outDir, so it has to sit inside the project.
const outDir = resolve(outArg ?? resolve(PROJECT_ROOT, 'tests/.builds', siteDir.split('/').pop()));

try {
  await build({
    // QUIRE_SITE_URL: a test builds a fixture as if with --site (canonical URLs, sitemap.xml).
    // QUIRE_HOST: as if with `quire build --host …`; QUIRE_MCP_URL: as if with --mcp-url.
    ...astroOptions(
      findSiteFolder(siteDir),
      { site: process.env.QUIRE_SITE_URL, 'mcp-url': process.env.QUIRE_MCP_URL, links: process.argv.includes('--links-warn') ? 'warn' : undefined },
      undefined,
      process.env.QUIRE_HOST,
    ),
    outDir,
    // Each site keeps its own content store: a shared one mixes up pages of different sites.
    cacheDir: `${outDir}-cache`,
    logLevel: process.env.QUIRE_LOG_LEVEL ?? 'warn',
  });
} catch (error) {
  // The JS API leaves printing to the caller; config errors carry their whole explanation in the message.
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
// The build is over: end now, as the quire command does (src/cli/main.ts), rather than wait for Node
// to tear down the build's heap.
process.exit();
