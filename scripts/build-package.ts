// `npm pack` / `npm publish` run this first (the `prepack` script): src/ → lib/, what the published
// package runs. tsc (tsconfig.package.json) emits each .ts file as .js with its type declarations,
// rewriting `./x.ts` imports to `./x.js`; the files tsc does not compile (.astro components, CSS)
// are copied beside them. The repository itself keeps running src/ as it is.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = `${root}src`;
const lib = `${root}lib`;
/** The User Group API sandbox is this repository's demo server, not part of the package. */
const NOT_PACKAGED = ['sandbox'];

const packaged = (path: string) => !NOT_PACKAGED.some((folder) => relative(src, path).split('/')[0] === folder);

rmSync(lib, { recursive: true, force: true });
// tsc's messages go to stderr: `npm pack --json` keeps stdout for its file list.
execFileSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-p', `${root}tsconfig.package.json`], { stdio: ['ignore', 2, 2] });
cpSync(src, lib, {
  recursive: true,
  filter: (path) => packaged(path) && (statSync(path).isDirectory() || !path.endsWith('.ts')),
});
