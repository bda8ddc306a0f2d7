import type { ViteDevServer } from 'vite';

/** What a transformed module imports that Vite itself transforms (not a package Node loads as it is). */
const isTransformedImport = (url: string): boolean => url.startsWith('/') || url.startsWith('\0') || url.startsWith('virtual:');

/**
 * Transforms the page routes' modules and everything they import, in the background, while the
 * dev server is still starting. Astro syncs the content layer before it listens; the first page
 * request then used to wait for Vite to transform a few hundred modules one import at a time (the
 * longest stretch of a warm `quire dev` start in a CPU profile, bench/). Transformed now, they are
 * kept in Vite's module graph, and the first request only runs them. A module that fails here is
 * left for the real request, which reports the error where it is seen.
 */
export function transformRoutesEarly(server: ViteDevServer, entries: readonly string[]): void {
  const environment = server.environments.ssr;
  if (!environment) return;
  const seen = new Set<string>();
  const visit = async (url: string): Promise<void> => {
    if (seen.has(url)) return;
    seen.add(url);
    const result = await environment.transformRequest(url).catch(() => null);
    if (!result) return;
    const imports = [...(result.deps ?? []), ...(result.dynamicDeps ?? [])].filter(isTransformedImport);
    await Promise.all(imports.map(visit));
  };
  for (const entry of entries) void visit(entry);
}
