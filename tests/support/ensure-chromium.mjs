// `npm test` runs this before anything else: the browser tests (Playwright) and the benchmark's
// smoke test (Lighthouse, in the node test step) both need Chromium. Playwright's own browser
// download cannot work on machines without internet access, so Debian's chromium package is used.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium-path.mjs';

const path = chromiumPath();
if (existsSync(path)) process.exit(0);

const needs = 'npm test needs Chromium (browser tests with Playwright, the Lighthouse smoke test of the benchmark)';
if (process.env.CHROMIUM_PATH) {
  console.error(`${needs}: CHROMIUM_PATH is set to ${path}, but no file is there.`);
  process.exit(1);
}

let attempt = '';
if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log('Chromium is missing: installing the Debian package "chromium" (about 30 s)…');
  const run = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  try {
    run(['update', '-qq']);
    run(['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation']);
  } catch (error) {
    attempt = `Installing it with apt-get failed (${error.status != null ? `exit code ${error.status}` : error.message}; its output is above).\n`;
  }
  if (existsSync(path)) process.exit(0);
}
console.error(
  `${needs} at ${path}, and it is not there. No test was run.\n${attempt}` +
    'Install the Debian package: sudo apt-get install chromium fonts-liberation\n' +
    'or point CHROMIUM_PATH at another Chromium binary.',
);
process.exit(1);
