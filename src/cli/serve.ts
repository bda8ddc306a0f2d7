import { dev, preview } from 'astro';
import { astroOptions, serverOptions, type Flags } from './astro-options.ts';
import type { SiteFolder } from './site-folder.ts';
import { displayPath } from '../utils/display-path.ts';
import { quireCommands, type ReaderCommands } from '../integration/reader-commands.ts';

interface Stoppable {
  stop(): Promise<void>;
}

/** Keeps the server until Ctrl-C or SIGTERM, then stops it so the port is free again. */
function stopOnSignal(server: Stoppable): Promise<void> {
  return new Promise((done) => {
    const stop = () => {
      server.stop().finally(done);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

/**
 * `quire dev`'s server: Astro's dev server; site.json, pages and OpenAPI files reload on save. The
 * `quire` command runs it in a confined process (src/confinement/confined-dev.ts).
 */
export async function devSite(site: SiteFolder, flags: Flags, commands: ReaderCommands = quireCommands('npx quire', '.'), more: Parameters<typeof astroOptions>[4] = {}): Promise<void> {
  const server = await dev({ ...astroOptions(site, flags, commands, undefined, more), server: serverOptions(flags) });
  await stopOnSignal(server);
}

/**
 * `quire preview`: serves what `quire build` wrote (with the playground's forwarder), and only that:
 * `out` is the folder build-destination.ts found Quire's output marker in.
 */
export async function previewSite(site: SiteFolder, flags: Flags, out: string, commands: ReaderCommands = quireCommands('npx quire', '.')): Promise<void> {
  const server = await preview({ ...astroOptions(site, flags, commands), outDir: out, server: serverOptions(flags) });
  console.log(`quire preview: serving ${displayPath(out)} at http://${serverOptions(flags).host ?? 'localhost'}:${server.port}/`);
  await stopOnSignal(server);
}
