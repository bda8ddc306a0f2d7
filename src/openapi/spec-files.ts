import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { isJsonObject } from '../utils/json.ts';
import { readSiteFile, SITE_FILE_LIMITS } from '../utils/read-site-file.ts';

/**
 * The OpenAPI files among a site's files (paths relative to the site folder), alphabetical: every
 * `.json`, `.yaml` or `.yml` whose top level has an `openapi` key, as Mintlify finds them. In a
 * docs.json site, frontmatter `openapi: "GET /x"` searches these, not only the files docs.json
 * names. A file that does not parse is not one (its own reader reports it if something names it).
 */
export async function findOpenApiFiles(siteDir: string, files: readonly string[]): Promise<string[]> {
  const candidates = files.filter((file) => /\.(json|ya?ml)$/i.test(file) && !/(^|\/)(docs|mint|package|package-lock|tsconfig)\.json$/i.test(file));
  const found: string[] = [];
  for (const file of candidates) {
    let document: unknown;
    try {
      // A candidate that leaves the site folder, is no regular file or is too large is not one.
      const read = readSiteFile(join(siteDir, file), siteDir, SITE_FILE_LIMITS.spec);
      if (!read.ok) continue;
      const text = read.text;
      document = /\.json$/i.test(file) ? JSON.parse(text) : parseYaml(text);
    } catch {
      continue;
    }
    if (isJsonObject(document) && 'openapi' in document) found.push(file.split('\\').join('/'));
  }
  return found.sort();
}
