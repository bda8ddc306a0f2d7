import { existsSync, lstatSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FORWARDER_PROBE_PATH } from '../forwarder/forwarder-paths.ts';
import { NETLIFY_EDGE_FUNCTION_MARK } from './agent-markdown.ts';
import { hostFiles, type Host, type HostInput } from './host-files.ts';

interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

/** Whether Quire wrote this file (its first line is Quire's mark): only such a file is replaced. */
const writtenByQuire = (file: string) => readFileSync(file, 'utf8').startsWith(NETLIFY_EDGE_FUNCTION_MARK);

/**
 * Makes the folders of `path` (relative to `siteDir`) one by one and says whether the file can be
 * written without leaving the site folder: no component is a link (a symlinked `.netlify/` would
 * lead elsewhere, a dangling link would create its target wherever it points) or other than a folder.
 */
function folderInsideSite(siteDir: string, path: string): boolean {
  const parts = path.split('/').filter((part) => part !== '');
  let at = siteDir;
  for (const [index, part] of parts.entries()) {
    at = join(at, part);
    const last = index === parts.length - 1;
    let stat: ReturnType<typeof lstatSync> | undefined;
    try {
      stat = lstatSync(at);
    } catch {
      if (!last) mkdirSync(at);
      continue;
    }
    if (stat.isSymbolicLink() || (last ? !stat.isFile() : !stat.isDirectory())) return false;
  }
  return true;
}

/**
 * Writes what `host` reads into the built folder. A file of the same name the site ships itself
 * (its own `_redirects` in public/) is kept, with a warning: the site's owner wrote it on purpose.
 * Netlify's Edge Function goes into the site folder's `.netlify/v1/` (where Netlify reads a build
 * tool's functions when the site folder is the base directory), replacing only a file Quire wrote.
 */
export function writeHostFiles(host: Host, input: HostInput, outDir: string, siteDir: string, logger: Logger): void {
  const { files, baseFiles, warnings } = hostFiles(host, input);
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
  for (const [path, text] of baseFiles) {
    const file = join(siteDir, path);
    if (!folderInsideSite(siteDir, path)) {
      logger.warn(`--host ${host}: ${file} is a link or lies behind one, so nothing is written there (Quire writes only inside the site folder); agents asking for markdown get the HTML pages.`);
      continue;
    }
    if (existsSync(file) && !writtenByQuire(file)) {
      logger.warn(`--host ${host}: ${file} is not Quire's, so it is kept; agents asking for markdown get the HTML pages. Remove it to get Quire's.`);
      continue;
    }
    writeFileSync(file, text);
    written.push(file);
  }
  logger.info(`--host ${host}: wrote ${written.join(', ')}`);
}
