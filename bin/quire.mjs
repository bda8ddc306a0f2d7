#!/usr/bin/env node
// The `quire` command's entry. Plain JavaScript that any Node runs (the first `node` on PATH may be
// 20, too old for Astro): it starts the CLI (src/cli/main.ts in this repository, the compiled
// lib/cli/main.js in the published package) on this Node when it is recent enough for Quire
// (package.json `engines`), else on the Node 24 of the `node` package Quire depends on, forwarding
// arguments, output, signals and the exit code.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
/** Where `npm install` brings the `node` package: the project that lists Quire, or this repository. */
const installedIn = packageRoot.split('/node_modules/')[0];
const source = fileURLToPath(new URL('../src/cli/main.ts', import.meta.url));
const main = existsSync(source) ? source : fileURLToPath(new URL('../lib/cli/main.js', import.meta.url));

/** The Node of the `node` package: beside Quire (this repository) or wherever npm put it (a dependent). */
function packagedNode() {
  const candidates = [fileURLToPath(new URL('../node_modules/.bin/node', import.meta.url))];
  try {
    candidates.push(createRequire(import.meta.url).resolve('node/bin/node'));
  } catch {
    // Not resolvable: the package is absent or laid out differently; the .bin path may still be there.
  }
  return candidates.find((path) => existsSync(path));
}

/** `engines.node` of package.json (">=22.19.0") as [major, minor]. */
function requiredNode() {
  const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const [, major, minor] = /(\d+)\.(\d+)/.exec(engines.node);
  return [Number(major), Number(minor)];
}

const [needMajor, needMinor] = requiredNode();
const [major, minor] = process.versions.node.split('.').map(Number);
const recentEnough = major > needMajor || (major === needMajor && minor >= needMinor);
const node = recentEnough ? process.execPath : packagedNode();
if (!node) {
  console.error(
    `quire needs Node.js ${needMajor}.${needMinor} or newer; this is ${process.version}, and the Node 24 that Quire installs (the npm package "node") is missing.\n` +
      `Run \`npm install\` in ${installedIn} (\`npm rebuild node\` if install scripts were skipped).`,
  );
  process.exit(1);
}

// `npm run quire` starts in the folder of the package.json that names the script; the user's folder
// is where they typed the command (npm's INIT_CWD). The CLI starts there, so every path it is given
// and every path it prints is the user's, with no change of directory inside it.
const throughNpmRun = process.env.npm_lifecycle_event === 'quire' && Boolean(process.env.INIT_CWD);
const child = spawn(node, [main, ...process.argv.slice(2)], { stdio: 'inherit', cwd: throughNpmRun ? process.env.INIT_CWD : undefined });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  if (signal) {
    // Die of the same signal, as a shell expects; our forwarding handler must not catch it.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else process.exit(code ?? 1);
});
