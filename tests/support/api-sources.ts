import type { SiteSettings } from '../../src/config/model.ts';
import { type ApiSources, descriptionRendererFor } from '../../src/integration/api-setup.ts';
import type { GeneratedOperations } from '../../src/openapi/navigation-operations.ts';
import { cachedSpecLoader } from '../../src/openapi/spec-cache.ts';
import { resolveApiPages } from '../../src/site/api-pages.ts';
import { readSiteSource } from '../../src/source/site-source.ts';

/**
 * What the integration hands setupApi for a site of these settings: the API pages resolved as
 * loadSite resolves them (resolveApiPages), and the readers dev uses again after a change.
 */
export async function loadedApiSources(model: SiteSettings, folder: { siteDir: string; siteFile: string; docsDir: string }, generatedPages?: () => Promise<GeneratedOperations>): Promise<ApiSources> {
  const source = () => readSiteSource({ pagesDir: folder.docsDir });
  const loadSpec = cachedSpecLoader(undefined, {});
  const describer = descriptionRendererFor(() => model.styling?.codeblocks);
  const loaded = await resolveApiPages({
    model,
    siteDir: folder.siteDir,
    configFile: folder.siteFile,
    source: source(),
    loadSpec,
    generated: generatedPages && (await generatedPages()),
    describe: describer(),
    unknownOperations: 'error',
  });
  return { loaded, model: () => model, ...folder, source, loadSpec, describer, generatedPages };
}
