import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { isHttpUrl } from '../utils/urls.ts';
import { loadOpenApiSpec, type SpecLoad } from './load.ts';

export type SpecLoader = (location: string, siteDir: string) => Promise<SpecLoad>;

/**
 * `loadOpenApiSpec` remembering each local file's last load by the file's contents. The dev server
 * resolves the API again after every page edit (a page may have started or stopped naming an
 * operation), and validating the OpenAPI file is most of that work (0.1–0.2 s for 50 operations,
 * measured in bench/): an unchanged file is not validated again. A URL is fetched every time.
 */
export function cachedSpecLoader(): SpecLoader {
  const last = new Map<string, { digest: string; load: SpecLoad }>();
  return async (location, siteDir) => {
    if (isHttpUrl(location)) return loadOpenApiSpec(location, siteDir);
    let digest: string;
    try {
      digest = createHash('sha256').update(await readFile(resolve(siteDir, location))).digest('hex');
    } catch {
      return loadOpenApiSpec(location, siteDir); // it reports the unreadable file itself
    }
    // Keyed by location as written too: it names the file in the load's messages.
    const key = `${resolve(siteDir, location)}\0${location}`;
    const hit = last.get(key);
    if (hit?.digest === digest) return hit.load;
    const load = await loadOpenApiSpec(location, siteDir);
    last.set(key, { digest, load });
    return load;
  };
}
