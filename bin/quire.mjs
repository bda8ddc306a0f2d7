#!/usr/bin/env node
// The `quire` command's entry. Plain JavaScript that any Node runs (the first `node` on PATH may be
// 20, too old for Astro): it starts src/cli/main.ts with the Node 24 this package installs as its
// `node` dependency, forwarding arguments, output, signals and the exit code.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const main = fileURLToPath(new URL('../src/cli/main.ts', import.meta.url));

function projectNode() {
  const candidates = [fileURLToPath(new URL('../node_modules/.bin/node', import.meta.url))];
  try {
    candidates.push(createRequire(import.meta.url).resolve('node/bin/node'));
  } catch {
    // Not resolvable: the package is absent or laid out differently; the .bin path may still be there.
  }
  return candidates.find((path) => existsSync(path));
}

const [major, minor] = process.versions.node.split('.').map(Number);
const recentEnough = major > 22 || (major === 22 && minor >= 18);
const node = projectNode() ?? (recentEnough ? process.execPath : undefined);
if (!node) {
  console.error(`quire needs Node.js 22.18 or newer; this is ${process.version}. Run \`npm install\` in ${packageRoot} (it brings Node 24).`);
  process.exit(1);
}

const child = spawn(node, [main, ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  if (signal) {
    // Die of the same signal, as a shell expects; our forwarding handler must not catch it.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  }
  else process.exit(code ?? 1);
});
