// Starts Astro's dev server for a plain Astro project (the bare and Starlight benchmark projects)
// through Astro's JavaScript API, as `quire dev` does for Quire. Stops on SIGTERM.
// Usage: node bench/dev-astro.mjs <projectRoot> <port>
import { dev } from 'astro';
import { resolve } from 'node:path';

const root = resolve(process.argv[2]);
const server = await dev({ root, cacheDir: resolve(root, '.cache'), logLevel: process.env.QUIRE_LOG_LEVEL ?? 'warn', server: { port: Number(process.argv[3]) } });
process.once('SIGTERM', () => server.stop().finally(() => process.exit(0)));
