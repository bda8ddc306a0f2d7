import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Whether this copy of Quire runs compiled: the published package holds lib/, where tsc turned
 * every `x.ts` into `x.js`; this repository runs src/ as it is.
 */
const RUNS_COMPILED = import.meta.url.endsWith('.js');

/** The folder holding Quire's modules: src/ here, lib/ in the published package. */
export const MODULES_DIR = fileURLToPath(new URL('..', import.meta.url)).replace(/[\\/]$/, '');

/**
 * One of Quire's own modules, named by its source path relative to `base` (`../x/y.ts`). tsc
 * rewrites the extensions of import specifiers, not of paths built at run time, hence this.
 */
export function ownModule(sourcePath: string, base: string | URL): URL {
  return new URL(RUNS_COMPILED ? sourcePath.replace(/\.ts$/, '.js') : sourcePath, base);
}

/**
 * The published package's .astro files still import `./x.ts` (tsc compiles .ts files only, and
 * leaves components as written): this Vite plugin points those imports at the compiled `./x.js`.
 * Only imports from Quire's own files are touched.
 */
export function compiledModulesPlugin() {
  return {
    name: 'quire:compiled-modules',
    enforce: 'pre' as const,
    // Here (src/) there is nothing to point elsewhere, and no hook for the bundler to call.
    resolveId: RUNS_COMPILED ? { filter: { id: /^\..*\.ts$/ }, handler: compiledModule } : undefined,
  };
}

function compiledModule(source: string, importer: string | undefined) {
  if (!importer) return undefined;
  // Vite names a component's <script> `X.astro?astro&type=script…`: the file is before the `?`.
  const importerFile = importer.split('?')[0];
  if (!importerFile.startsWith(`${MODULES_DIR}/`)) return undefined;
  return resolve(dirname(importerFile), source.replace(/\.ts$/, '.js'));
}
