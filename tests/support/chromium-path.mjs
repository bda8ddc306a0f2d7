/**
 * The browser the browser tests drive: $CHROMIUM_PATH, else Debian's Chromium headless shell
 * (package chromium-headless-shell), the same Blink as Debian's Chromium without the full browser
 * around it, and what Playwright runs by default for headless Chromium. On a 2-core machine it
 * runs the browser tests in about half the time of the full browser in headless mode.
 */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || HEADLESS_SHELL;
}

/** The full browser, for Lighthouse (the benchmark), which measures pages as a reader's browser loads them. */
export function fullChromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** The Debian packages those two come from, with the fonts the pages are drawn in. */
export const CHROMIUM_PACKAGES = ['chromium', 'chromium-headless-shell', 'fonts-liberation'];
