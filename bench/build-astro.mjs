// Builds a plain Astro project (the bare and Starlight benchmark projects) through Astro's
// JavaScript API, the same way Quire's sites are built (tests/support/build-site.mjs).
// Usage: node bench/build-astro.mjs <projectRoot>
import { build } from 'astro';
import { resolve } from 'node:path';

const root = resolve(process.argv[2]);
try {
  await build({ root, outDir: resolve(root, 'dist'), cacheDir: resolve(root, '.cache'), logLevel: process.env.QUIRE_LOG_LEVEL ?? 'warn' });
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
}
