import { readdirSync, realpathSync, statSync } from 'node:fs';
import { join, posix, relative, resolve, sep } from 'node:path';
import type { RemoteSpecText } from '../openapi/fetch-spec.ts';
import { isInside } from '../utils/paths.ts';
import { readReferenceText, readSiteFile, SITE_FILE_LIMITS, siteFileRefusalText } from '../utils/read-site-file.ts';
import { isHttpUrl } from '../utils/urls.ts';
import type { SdkArtifact, SdkFormat } from './artifact.ts';
import type { TypeDocRead } from './typedoc-json.ts';

/*
 * The one reader of an SDK artifact docs.json names, whatever its format: a file (TypeDoc's JSON,
 * phpDocumentor's structure.xml) read as every site file is, or a directory (DocFX, Javadoc,
 * Sphinx) given as a folder of the site or, as Mintlify takes it, a zip archive (a Javadoc jar)
 * in the site or at a URL. Only the text files a reader can use are kept, within Mintlify's limit
 * of 200 MB extracted; a link leading outside the site folder is read past, never followed.
 */

const MB = 1024 * 1024;
export const SDK_ARTIFACT_LIMITS = { extractedBytes: 200 * MB, files: 50_000 } as const;

/** The files of an artifact a reader may use: documents and data, never scripts, styles or images. */
const TEXT_FILE = /\.(?:html?|fjson|json|ya?ml|xml|txt)$|(?:^|\/)(?:element-list|package-list)$/i;
const ARCHIVE = /\.(?:zip|jar)$/i;

type Files = { ok: true; files: Map<string, string> } | { ok: false; message: string };

/** A folder of the site's text files by their POSIX path inside it. */
function readFolder(folder: string, siteDir: string): Files {
  const files = new Map<string, string>();
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!(entry.isFile() || entry.isSymbolicLink())) continue;
    const path = join(entry.parentPath, entry.name);
    const name = relative(folder, path).split(sep).join('/');
    if (!TEXT_FILE.test(name)) continue;
    const read = readSiteFile(path, siteDir, SITE_FILE_LIMITS.spec);
    if (!read.ok) continue; // a link out of the site, a device: not part of the artifact
    total += read.bytes.byteLength;
    if (total > SDK_ARTIFACT_LIMITS.extractedBytes || files.size >= SDK_ARTIFACT_LIMITS.files)
      return { ok: false, message: `holds more than ${SDK_ARTIFACT_LIMITS.extractedBytes / MB} MB of text files; Quire reads at most that` };
    files.set(name, read.text);
  }
  return { ok: true, files };
}

/** A zip archive's text files, the archive's one top folder left out (a zip of `json/…`). */
async function readArchive(bytes: Uint8Array): Promise<Files> {
  const { unzipSync } = await import('fflate');
  let declared = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        if (!TEXT_FILE.test(file.name)) return false;
        declared += file.originalSize;
        return declared <= SDK_ARTIFACT_LIMITS.extractedBytes;
      },
    });
  } catch (error) {
    return { ok: false, message: `is not a zip archive that can be read (${error instanceof Error ? error.message : String(error)})` };
  }
  if (declared > SDK_ARTIFACT_LIMITS.extractedBytes) return { ok: false, message: `holds more than ${SDK_ARTIFACT_LIMITS.extractedBytes / MB} MB of text files; Quire reads at most that` };
  // An entry's path is a name in the map, never a place on disk; one that climbs out is still dropped.
  const kept = Object.entries(entries)
    .map(([name, data]) => [posix.normalize(name), data] as const)
    .filter(([name]) => name !== '..' && !name.startsWith('../') && !posix.isAbsolute(name));
  const tops = new Set(kept.map(([name]) => name.split('/')[0]));
  const [top] = tops;
  const strip = tops.size === 1 && kept.every(([name]) => name.includes('/')) ? `${top}/` : '';
  const decoder = new TextDecoder();
  return { ok: true, files: new Map(kept.map(([name, data]) => [name.slice(strip.length), decoder.decode(data)])) };
}

/** A directory artifact: a folder of the site, a zip or jar file of the site, or a zip at a URL. */
async function readDirectoryArtifact(file: string, siteDir: string, readRemote: (url: string) => Promise<RemoteSpecText>): Promise<Files> {
  if (isHttpUrl(file)) {
    const fetched = await readRemote(file);
    return fetched.ok ? readArchive(fetched.bytes) : fetched;
  }
  const path = resolve(siteDir, file);
  let real: string;
  try {
    real = realpathSync.native(path);
  } catch {
    return { ok: false, message: 'no such folder in the site folder' };
  }
  if (!isInside(real, realpathSync.native(siteDir))) return { ok: false, message: 'leads outside the site folder; Quire reads nothing from outside it' };
  if (statSync(real).isDirectory()) return readFolder(path, siteDir);
  if (!ARCHIVE.test(file)) return { ok: false, message: 'is a file; this format is a folder (or a zip or jar of one)' };
  const read = readSiteFile(path, siteDir, SITE_FILE_LIMITS.spec);
  return read.ok ? readArchive(read.bytes) : { ok: false, message: siteFileRefusalText(read.refusal) };
}

/** The artifact docs.json names as `format`'s reader gets it, and what that reader makes of it. */
export async function readSdkArtifact(format: SdkFormat, file: string, siteDir: string, readRemote: (url: string) => Promise<RemoteSpecText>): Promise<TypeDocRead> {
  let artifact: SdkArtifact;
  if (format.shape === 'file') {
    const read = await readReferenceText(file, siteDir, readRemote);
    if (!read.ok) return read;
    artifact = { shape: 'file', text: read.text };
  } else {
    const read = await readDirectoryArtifact(file, siteDir, readRemote);
    if (!read.ok) return read;
    artifact = { shape: 'directory', files: read.files };
  }
  return format.parse(artifact);
}
