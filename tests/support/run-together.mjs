// Runs npm scripts at the same time and fails when any of them fails: `node
// tests/support/run-together.mjs typecheck test:unit`. For steps that each keep about one core
// busy (Astro's type check, the unit tests in one process), so the two cores of the machines this
// suite is measured on share them. Each script's output is printed whole when it ends, in the order
// they end, so the two never interleave.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node tests/support/run-together.mjs <npm script> <npm script> …');
  process.exit(2);
}

/** Runs `npm run <script>`; resolves with whether it passed, once its output is printed. */
function runScript(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const ended = (passed, note = '') => {
      process.stdout.write(`\n── npm run ${script} ──\n${Buffer.concat(chunks).toString()}${note}`);
      resolve(passed);
    };
    child.once('error', (error) => ended(false, `\n${error}\n`));
    child.once('close', (status, signal) => ended(status === 0, status === 0 ? '' : `\nnpm run ${script} failed (${signal ?? `exit ${status}`})\n`));
  });
}

const results = await Promise.all(scripts.map(runScript));
const failed = scripts.filter((_, i) => !results[i]);
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.map((script) => `npm run ${script}`).join(', ')}`);
  process.exitCode = 1;
}
