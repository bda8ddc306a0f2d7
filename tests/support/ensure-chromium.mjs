// Makes sure a Chromium binary exists for the browser tests. Playwright's own browser download
// cannot work on machines without internet access, so Debian's chromium package is used instead.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium-path.mjs';

const path = chromiumPath();
if (existsSync(path)) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${path}, but no file is there.`);
  process.exit(1);
}
if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log('Chromium is missing: installing the Debian package "chromium" (about 30 s)…');
  const run = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(['update', '-qq']);
  run(['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation']);
  if (existsSync(path)) process.exit(0);
}
console.error(
  `The browser tests need Chromium at ${path}.\n` +
    'Install the Debian package: sudo apt-get install chromium fonts-liberation\n' +
    'or point CHROMIUM_PATH at another Chromium binary.',
);
process.exit(1);
