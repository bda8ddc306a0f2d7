/**
 * Vite's `build.assetsInlineLimit` for Quire: the page scripts (Astro's processed `<script>` bundles)
 * are always files, never inlined into each page. Astro inlines a script under 4 kB into every page
 * that uses it, so each page carried the same ~9 kB of module scripts, which no browser can cache
 * between pages; as files they are fetched once and cached for the whole site. Other assets keep
 * Vite's default (`undefined` leaves the decision to it).
 */
export function scriptsAsFiles(filePath: string): boolean | undefined {
  return /\.[cm]?js$/.test(filePath) ? false : undefined;
}
