/**
 * Rolldown warns once per .mdx page that Astro's "use astro:head-inject" directive may not be
 * preserved; it is harmless here and would bury real warnings on a site with many pages.
 */
export function onBundlerWarning(warning: { code?: string }, warn: (warning: { code?: string }) => void): void {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
}
