// Which packages a build's process loads for a site before drawing a page: Quire's integration
// (every module it imports), and loadSite over the folder given. Prints them as a JSON array.
// Usage: node tests/support/loaded-packages.mjs <siteDir> <site.json|docs.json>
import { loadedPackages } from './record-packages.mjs';

const [dir, format] = process.argv.slice(2);
await import('../../src/integration/index.ts');
const { loadSite } = await import('../../src/site/load-site.ts');
const { layoutFor } = await import('../../src/config/site-layout.ts');
const { remoteSpecReader } = await import('../../src/openapi/fetch-spec.ts');
await loadSite(layoutFor(dir, format), { mode: 'build', readRemote: remoteSpecReader({ offline: true }) });
process.stdout.write(JSON.stringify([...loadedPackages].sort()));
