// Serves a site folder with `astro dev` and this repository's Quire (as `quire dev` will).
// Usage: node tests/support/dev-site.mjs <siteDir> <port>
import { dev } from 'astro';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import quire from '../../src/integration/index.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const server = await dev({
  root,
  configFile: false,
  logLevel: 'info',
  server: { host: '127.0.0.1', port: Number(process.argv[3] ?? 4321) },
  integrations: [quire({ siteDir: resolve(process.argv[2] ?? '.') })],
});
const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
