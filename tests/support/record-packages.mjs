// `node --import ./tests/support/record-packages.mjs <program>`: once the program exits, prints the
// packages it loaded as one line, `loaded packages: ["a","b"]`, on stderr.
import { registerHooks } from 'node:module';

/** The packages loaded so far, by name. */
export const loadedPackages = new Set();
registerHooks({
  resolve(specifier, context, next) {
    const resolved = next(specifier, context);
    const name = resolved.url.endsWith('/package.json') ? undefined : /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(resolved.url)?.[1];
    if (name) loadedPackages.add(name);
    return resolved;
  },
});
process.on('exit', () => process.stderr.write(`\nloaded packages: ${JSON.stringify([...loadedPackages].sort())}\n`));
