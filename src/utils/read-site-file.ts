// The one way Quire reads a file of a site: docs.json and site.json, `$ref` files, `.mintignore`,
// pages and snippets, OpenAPI files. What a file is and where it leads is decided from its lstat
// and real path BEFORE a byte is read, so a link to a file elsewhere on the machine (or to
// /dev/zero, a FIFO, a socket) is refused without its content ever reaching a message or a page,
// and a read never takes more than its limit of memory.
import { closeSync, constants, existsSync, fstatSync, openSync, readSync, realpathSync, statSync, type Stats } from 'node:fs';
import { resolve } from 'node:path';
import { isInside, realPathOf } from './paths.ts';
import { isHttpUrl } from './urls.ts';

const MB = 1024 * 1024;

/** How much of each kind of file Quire reads at most. */
export const SITE_FILE_LIMITS = {
  /** docs.json, site.json, `$ref` files, `.mintignore`. */
  config: 5 * MB,
  /** A page or snippet (.md, .mdx). */
  page: 10 * MB,
  /** A local OpenAPI file. */
  spec: 50 * MB,
} as const;

/** Why a file of the site was not read: data, formatted by `siteFileRefusalText` or by the caller. */
export type SiteFileRefusal =
  | { reason: 'missing'; file: string }
  | { reason: 'folder'; file: string }
  | { reason: 'outside'; file: string; target: string }
  | { reason: 'not-a-file'; file: string; kind: string }
  | { reason: 'loop'; file: string }
  | { reason: 'too-large'; file: string; size: number; limit: number }
  | { reason: 'unreadable'; file: string; code: string };

export type SiteFileRead = { ok: true; bytes: Buffer; text: string } | { ok: false; refusal: SiteFileRefusal };

const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** What a non-regular file is, in a user's words. */
export function kindOf(stats: Pick<Stats, 'isCharacterDevice' | 'isBlockDevice' | 'isFIFO' | 'isSocket'>): string {
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isSocket()) return 'a socket';
  return 'not a regular file';
}

/** The refusal as the words after the file's name: "is a symbolic link to …", "is larger than …". */
export function siteFileRefusalText(refusal: SiteFileRefusal): string {
  switch (refusal.reason) {
    case 'missing':
      return 'does not exist';
    case 'folder':
      return 'is a folder, not a file';
    case 'outside':
      return `leads outside the site folder (to ${refusal.target}); Quire reads nothing from outside it`;
    case 'not-a-file':
      return `is ${refusal.kind}, not a regular file; Quire reads regular files only`;
    case 'loop':
      return 'is a symbolic link that never reaches a file (a loop of links)';
    case 'too-large':
      return `is ${megabytes(refusal.size)}, larger than the ${megabytes(refusal.limit)} Quire reads for such a file`;
    case 'unreadable':
      return `could not be read (${refusal.code})`;
  }
}

/**
 * Where `file` leads and whether Quire may read it, from lstat/stat and the real path only (no
 * byte read). `siteDir` is the folder it must stay in once every link is resolved.
 */
export function checkSiteFile(file: string, siteDir: string, limit: number): { ok: true; real: string; size: number } | { ok: false; refusal: SiteFileRefusal } {
  let real: string;
  try {
    // The system's realpath: one call, where Node's own walks the path a component at a time
    // (every page is checked once or more per build).
    real = realpathSync.native(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    if (code === 'ENOENT') return { ok: false, refusal: { reason: 'missing', file } };
    if (code === 'ELOOP') return { ok: false, refusal: { reason: 'loop', file } };
    return { ok: false, refusal: { reason: 'unreadable', file, code } };
  }
  if (!isInside(real, realPathOf(siteDir))) return { ok: false, refusal: { reason: 'outside', file, target: real } };
  const stats = statSync(real, { throwIfNoEntry: false });
  if (!stats) return { ok: false, refusal: { reason: 'missing', file } };
  if (stats.isDirectory()) return { ok: false, refusal: { reason: 'folder', file } };
  if (!stats.isFile()) return { ok: false, refusal: { reason: 'not-a-file', file, kind: kindOf(stats) } };
  if (stats.size > limit) return { ok: false, refusal: { reason: 'too-large', file, size: stats.size, limit } };
  return { ok: true, real, size: stats.size };
}

/**
 * Reads a file of the site, refused (as data) when it leaves `siteDir`, is no regular file, loops or
 * is larger than `limit` bytes. The file is opened without blocking (a FIFO swapped in after the
 * check cannot hang the read) and checked again through its descriptor; never more than `limit`
 * bytes are read.
 */
export function readSiteFile(file: string, siteDir: string, limit: number): SiteFileRead {
  const checked = checkSiteFile(file, siteDir, limit);
  if (!checked.ok) return checked;
  let fd: number;
  try {
    fd = openSync(checked.real, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    return { ok: false, refusal: { reason: 'unreadable', file, code: (error as NodeJS.ErrnoException).code ?? 'unknown error' } };
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return { ok: false, refusal: { reason: 'not-a-file', file, kind: kindOf(stats) } };
    if (stats.size > limit) return { ok: false, refusal: { reason: 'too-large', file, size: stats.size, limit } };
    // One byte past the limit tells a file that grew since its stat from one that did not.
    const buffer = Buffer.alloc(Math.min(stats.size, limit) + 1);
    let length = 0;
    for (let read = -1; read !== 0 && length < buffer.length; length += read) read = readSync(fd, buffer, length, buffer.length - length, null);
    if (length > limit) return { ok: false, refusal: { reason: 'too-large', file, size: length, limit } };
    const bytes = buffer.subarray(0, length);
    return { ok: true, bytes, text: bytes.toString('utf8') };
  } catch (error) {
    return { ok: false, refusal: { reason: 'unreadable', file, code: (error as NodeJS.ErrnoException).code ?? 'unknown error' } };
  } finally {
    closeSync(fd);
  }
}

/** An error carrying a refusal, for readers whose callers expect text or a thrown error. */
export class SiteFileRefused extends Error {
  readonly refusal: SiteFileRefusal;
  constructor(refusal: SiteFileRefusal, shown: string) {
    super(`${shown} ${siteFileRefusalText(refusal)}`);
    this.refusal = refusal;
    this.name = 'SiteFileRefused';
  }
}

/** The text of a site file, or a thrown SiteFileRefused naming the file as `shown`. */
export function readSiteText(file: string, siteDir: string, limit: number, shown: string = file): string {
  const read = readSiteFile(file, siteDir, limit);
  if (!read.ok) throw new SiteFileRefused(read.refusal, shown);
  return read.text;
}

/** A site file's text by absolute path, read as every file of the site is (readSiteFile, a page's limit); undefined when refused or missing. */
export type SiteTextReader = (path: string) => string | undefined;

/** Reads the disk at every call: the dev server's reader, where files change between two reads. */
export function siteTextFromDisk(siteDir: string): SiteTextReader {
  return (path) => {
    const read = readSiteFile(path, siteDir, SITE_FILE_LIMITS.page);
    return read.ok ? read.text : undefined;
  };
}

/** Reads each file once: a build's reader (its files do not change while it runs); a refusal is remembered too. */
export function siteTextOnce(siteDir: string): SiteTextReader {
  const fromDisk = siteTextFromDisk(siteDir);
  const texts = new Map<string, string | undefined>();
  return (path) => {
    if (!texts.has(path)) texts.set(path, fromDisk(path));
    return texts.get(path);
  };
}

/** A reference file's text (AsyncAPI, GraphQL schema, TypeDoc export), or why there is none, in words for a problem. */
export type ReferenceText = { ok: true; text: string } | { ok: false; message: string };

/**
 * A reference file docs.json names: a path from the site folder, read as every site file is, or an
 * http(s) URL read through the build's remote reader (its cache and its offline rule).
 */
export async function readReferenceText(file: string, siteDir: string, readRemote: (url: string) => Promise<ReferenceText>): Promise<ReferenceText> {
  if (isHttpUrl(file)) return readRemote(file);
  const path = resolve(siteDir, file);
  if (!existsSync(path)) return { ok: false, message: 'no such file in the site folder' };
  const read = readSiteFile(path, siteDir, SITE_FILE_LIMITS.spec);
  return read.ok ? { ok: true, text: read.text } : { ok: false, message: siteFileRefusalText(read.refusal) };
}
