import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { isHttpUrl } from '../utils/urls.ts';
import { remoteSpecReader } from './fetch-spec.ts';
import { loadOpenApiSpec, readLocalSpec, type LoadOptions, type SpecLoad } from './load.ts';

export type SpecLoader = (location: string, siteDir: string) => Promise<SpecLoad>;

/** The validator's version: a file that passed one version's validation may not pass the next. */
const VALIDATOR = `swagger-parser ${(createRequire(import.meta.url)('@apidevtools/swagger-parser/package.json') as { version: string }).version}`;

/**
 * `loadOpenApiSpec` remembering each local file's last load by the file's contents. The dev server
 * resolves the API again when a page changes its `openapi:` (a page may start or stop naming an
 * operation), and validating the OpenAPI file is most of that work (0.1–0.2 s for 50 operations,
 * measured in bench/): an unchanged file is not validated again. A URL is fetched once per loader
 * (`readRemote`, fetch-spec.ts: shared with the navigation's loads, so one fetch per build).
 *
 * With `validatedDir` (a folder of Astro's cacheDir), contents that passed validation are also
 * remembered on disk, by sha256 of the validator's version and the contents, so the next start
 * (`quire dev` again, or a build) only dereferences them. A file with problems is never recorded:
 * its problems are found again, with their lines.
 */
export function cachedSpecLoader(validatedDir?: string, given: Pick<LoadOptions, 'danglingRefs' | 'invalid' | 'readRemote'> = {}): SpecLoader {
  const options = { ...given, readRemote: given.readRemote ?? remoteSpecReader() };
  const last = new Map<string, { digest: string; load: SpecLoad }>();
  const marker = (digest: string) => (validatedDir ? join(validatedDir, digest) : undefined);
  return async (location, siteDir) => {
    if (isHttpUrl(location)) return loadOpenApiSpec(location, siteDir, options);
    const read = readLocalSpec(location, siteDir);
    if (!read.ok) return loadOpenApiSpec(location, siteDir, options); // it reports the refused file itself
    const digest = createHash('sha256').update(VALIDATOR).update('\0').update(read.bytes).digest('hex');
    // Keyed by location as written too: it names the file in the load's messages.
    const key = `${resolve(siteDir, location)}\0${location}`;
    const hit = last.get(key);
    if (hit?.digest === digest) return hit.load;
    const file = marker(digest);
    const load = await loadOpenApiSpec(location, siteDir, { ...options, text: read.text, validatedBefore: file !== undefined && existsSync(file) });
    last.set(key, { digest, load });
    if (file && load.ok && !existsSync(file)) {
      try {
        mkdirSync(validatedDir!, { recursive: true });
        writeFileSync(file, `${location}\n`);
      } catch {
        // An unwritable cache folder: the file is validated again next time, nothing worse.
      }
    }
    return load;
  };
}
