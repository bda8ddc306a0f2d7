#!/usr/bin/env node
// The `quire` command's entry. Plain JavaScript that any Node runs (the first `node` on PATH may be
// 20, too old for Astro): it runs the CLI (src/cli/main.ts in this repository, the compiled
// lib/cli/main.js in the published package) in this process when this Node is recent enough for
// Quire (package.json `engines`), else starts it on a Node 24: the `node` package where one is installed (this
// repository's devDependency), else the one npm keeps in its cache (`npm exec node@24`, fetched
// once). Quire does not depend on the `node` package: that would link a `node` into the project's
// node_modules/.bin, and every `npm run` script of the user's project would run on it.
// A started CLI has its arguments, output, signals and exit code forwarded.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const source = fileURLToPath(new URL('../src/cli/main.ts', import.meta.url));
const main = existsSync(source) ? source : fileURLToPath(new URL('../lib/cli/main.js', import.meta.url));

/** The Node of the `node` package, where one is installed: beside Quire (this repository) or above it. */
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
/** The command that runs the CLI: this Node, the installed Node 24, or npm's cached one. */
function command() {
  if (node) return [node, [main]];
  console.error(
    `quire: Node.js ${process.version} is older than Quire needs (${needMajor}.${needMinor}); running on Node 24 from npm's cache ` +
      `(\`npm exec node@24\`, fetched once). Install Node.js ${needMajor}.${needMinor} or newer to skip this step.`,
  );
  return ['npm', ['exec', '--yes', '--package=node@24', '--', 'node', main]];
}

// `npm run quire` starts in the folder of the package.json that names the script; the user's folder
// is where they typed the command (npm's INIT_CWD). The CLI starts there, so every path it is given
// and every path it prints is the user's, with no change of directory inside it.
const throughNpmRun = process.env.npm_lifecycle_event === 'quire' && Boolean(process.env.INIT_CWD);
const userFolder = throughNpmRun ? resolve(process.env.INIT_CWD) : process.cwd();
if (recentEnough && userFolder === process.cwd()) {
  // This Node runs Quire and the user's folder is this one: the CLI runs in this process (a second
  // process would only add its start-up, ~0.1 s of every command).
  const { runCommandLine } = await import(pathToFileURL(main).href);
  await runCommandLine(process.argv.slice(2), throughNpmRun);
} else startCli();

/** Runs the CLI in a process of its own: on another Node, or in the user's folder. */
function startCli() {
  const [program, programArgs] = command();
  const child = spawn(program, [...programArgs, ...process.argv.slice(2)], { stdio: 'inherit', cwd: throughNpmRun ? process.env.INIT_CWD : undefined });
  child.on('error', (error) => {
    console.error(`quire could not start ${program}: ${error.message}. Install Node.js ${needMajor}.${needMinor} or newer and run quire again.`);
    process.exit(1);
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    if (signal) {
      // Die of the same signal, as a shell expects; our forwarding handler must not catch it.
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else process.exit(code ?? 1);
  });
}
