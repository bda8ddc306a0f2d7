import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FORWARDER_PROBE_PATH } from '../forwarder/forwarder-paths.ts';
import { hostFiles, type Host, type HostInput } from './host-files.ts';

interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Writes what `host` reads into the built folder. A file of the same name the site ships itself
 * (its own `_redirects` in public/) is kept, with a warning: the site's owner wrote it on purpose.
 */
export function writeHostFiles(host: Host, input: HostInput, outDir: string, logger: Logger): void {
  const { files, warnings } = hostFiles(host, input);
  for (const warning of warnings) logger.warn(warning);
  const written: string[] = [];
  for (const [path, text] of files) {
    const file = join(outDir, path);
    if (path !== FORWARDER_PROBE_PATH && existsSync(file)) {
      logger.warn(`--host ${host}: the site ships its own ${path.slice(1)}, which is kept; Quire's redirects, headers and playground proxy for ${host} are not in it. Remove it to get them.`);
      continue;
    }
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    written.push(path.slice(1));
  }
  logger.info(`--host ${host}: wrote ${written.join(', ')}`);
}
