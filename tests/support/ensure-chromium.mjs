// `npm test` runs this before anything else: the browser tests (Playwright) need Chromium's headless
// shell and the benchmark (Lighthouse) the full browser. Playwright's own browser download cannot
// work on machines without internet access, so Debian's packages are used.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PACKAGES, chromiumPath, fullChromiumPath } from './chromium-path.mjs';

const paths = [...new Set([chromiumPath(), fullChromiumPath()])];
const missing = () => paths.filter((path) => !existsSync(path));
if (missing().length === 0) process.exit(0);

const needs = 'npm test needs Chromium (browser tests with Playwright, Lighthouse in the benchmark)';
if (process.env.CHROMIUM_PATH) {
  console.error(`${needs}: CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file is there.`);
  process.exit(1);
}

let attempt = '';
if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log(`Chromium is missing: installing the Debian packages ${CHROMIUM_PACKAGES.join(', ')} (about 30 s)…`);
  const run = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  try {
    run(['update', '-qq']);
    run(['install', '-y', '-qq', '--no-install-recommends', ...CHROMIUM_PACKAGES]);
  } catch (error) {
    attempt = `Installing it with apt-get failed (${error.status != null ? `exit code ${error.status}` : error.message}; its output is above).\n`;
  }
  if (missing().length === 0) process.exit(0);
}
console.error(
  `${needs} at ${missing().join(' and ')}, and it is not there. No test was run.\n${attempt}` +
    `Install the Debian packages: sudo apt-get install ${CHROMIUM_PACKAGES.join(' ')}\n` +
    'or point CHROMIUM_PATH at another Chromium binary.',
);
process.exit(1);
