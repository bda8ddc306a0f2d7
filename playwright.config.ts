import { defineConfig, devices } from '@playwright/test';
import { createServer } from 'node:net';
import { chromiumPath } from './tests/support/chromium-path.mjs';

/** A port the system hands out as free now (listening on port 0), so a server left behind by an earlier run cannot collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port was assigned'))));
    });
  });
}

// The runner picks the port once; the workers load this file again and inherit the runner's environment.
process.env.QUIRE_E2E_PORT ??= String(await freePort());
const PORT = Number(process.env.QUIRE_E2E_PORT);

export default defineConfig({
  testDir: 'tests/e2e',
  // Test files share two workers (one per core); the tests of a file run in order in one worker.
  // Fixture sites are built before either starts (global-setup.ts).
  fullyParallel: false,
  workers: 2,
  globalSetup: './tests/e2e/global-setup.ts',
  // Two browsers on two cores: an assertion waits longer for a settled page than on an idle machine.
  expect: { timeout: 15_000 },
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  // A test's upper bound, there to end a hung test, not to time one: the screenshot tests (axe-core
  // and screenshots in two modes at two widths) took 22–31 s each on a 2-core machine running two
  // browsers, against Playwright's 30 s default.
  timeout: 90_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath(),
      // Without these, Chromium keeps trying to reach Google's services on a machine with no network.
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    trace: 'off',
    // Tests read settled styles after a click or hover; with the site's own transitions running, a read
    // can land mid-animation (a chevron still half turned). Readers who ask for reduced motion get this
    // same site (base.css turns every transition off), so nothing a reader sees goes untested.
    reducedMotion: 'reduce',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The repository's own site, built and served exactly as a reader gets it; Playwright stops the server afterwards.
  webServer: {
    command: `npm run build --silent && npx astro preview --ignore-lock --host 127.0.0.1 --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
