import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { isHttpUrl } from '../utils/urls.ts';
import { loadOpenApiSpec, type LoadOptions, type SpecLoad } from './load.ts';

export type SpecLoader = (location: string, siteDir: string) => Promise<SpecLoad>;

/** The validator's version: a file that passed one version's validation may not pass the next. */
const VALIDATOR = `swagger-parser ${(createRequire(import.meta.url)('@apidevtools/swagger-parser/package.json') as { version: string }).version}`;

/**
 * `loadOpenApiSpec` remembering each local file's last load by the file's contents. The dev server
 * resolves the API again when a page changes its `openapi:` (a page may start or stop naming an
 * operation), and validating the OpenAPI file is most of that work (0.1–0.2 s for 50 operations,
 * measured in bench/): an unchanged file is not validated again. A URL is fetched every time.
 *
 * With `validatedDir` (a folder of Astro's cacheDir), contents that passed validation are also
 * remembered on disk, by sha256 of the validator's version and the contents, so the next start
 * (`quire dev` again, or a build) only dereferences them. A file with problems is never recorded:
 * its problems are found again, with their lines.
 */
export function cachedSpecLoader(validatedDir?: string, options: Pick<LoadOptions, 'danglingRefs' | 'invalid'> = {}): SpecLoader {
  const last = new Map<string, { digest: string; load: SpecLoad }>();
  const marker = (digest: string) => (validatedDir ? join(validatedDir, digest) : undefined);
  return async (location, siteDir) => {
    if (isHttpUrl(location)) return loadOpenApiSpec(location, siteDir, options);
    let digest: string;
    try {
      digest = createHash('sha256')
        .update(VALIDATOR)
        .update('\0')
        .update(await readFile(resolve(siteDir, location)))
        .digest('hex');
    } catch {
      return loadOpenApiSpec(location, siteDir, options); // it reports the unreadable file itself
    }
    // Keyed by location as written too: it names the file in the load's messages.
    const key = `${resolve(siteDir, location)}\0${location}`;
    const hit = last.get(key);
    if (hit?.digest === digest) return hit.load;
    const file = marker(digest);
    const load = await loadOpenApiSpec(location, siteDir, { ...options, validatedBefore: file !== undefined && existsSync(file) });
    last.set(key, { digest, load });
    // A file whose validation found problems (tolerated, as warnings) is validated again next time, to say them again.
    if (file && load.ok && !load.spec.warnings?.some((warning) => warning.validation) && !existsSync(file)) {
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
