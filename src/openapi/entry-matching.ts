import { posix } from 'node:path';
import { isHttpUrl } from '../utils/urls.ts';

/**
 * An OpenAPI file location as docs.json or frontmatter writes it ("/openapi.yaml",
 * "./api/spec.json"), relative to the site folder ("openapi.yaml", "api/spec.json"), as Mintlify
 * normalises paths; URLs are kept as written.
 */
export function normaliseSpecLocation(location: string): string {
  return isHttpUrl(location) ? location : posix.resolve('/', location).slice(1);
}

/** "/users/" and "/users" name the same path (Mintlify tolerates the difference); "/" stays "/". */
export const withoutTrailingSlash = (path: string): string => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
