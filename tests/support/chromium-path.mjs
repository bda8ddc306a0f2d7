/** Where the browser tests find Chromium: $CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}
