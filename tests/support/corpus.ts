import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** ../shared/corpus beside the checkout: real mint.json and docs.json files, OpenAPI files, whole sites. */
export const CORPUS_ROOT = join(fileURLToPath(new URL('../..', import.meta.url)), '../shared/corpus');

/**
 * The `skip` option of a test that reads the corpus at `path`. On a developer's machine without the
 * corpus the test is skipped with the reason; in CI (CI=true) the corpus belongs beside the clone,
 * so its absence must fail the run instead of quietly running fewer tests.
 */
export function corpusSkip(path: string): false | string {
  if (existsSync(path) || process.env.CI) return false;
  console.log(`# skipped: no corpus at ${path}`);
  return `no corpus at ${path}`;
}
