import type { SiteSettings } from '../config/model.ts';
import { buildApiReference, schemaCutWarnings, type ApiReference } from '../openapi/api-reference.ts';
import type { DescriptionRenderer } from '../openapi/description.ts';
import { generatedOperationKeys, generatedOperationsError, generatedOperationsWarnings, generatedOperationViews } from '../openapi/generated-views.ts';
import type { GeneratedOperations } from '../openapi/navigation-operations.ts';
import type { SpecLoader } from '../openapi/spec-cache.ts';
import type { SiteSource } from '../source/site-source.ts';
import { displayPath } from '../utils/display-path.ts';

export interface ApiPagesInput {
  model: SiteSettings;
  siteDir: string;
  /** site.json or docs.json: generated pages' problems name it. */
  configFile: string;
  source: SiteSource;
  loadSpec: SpecLoader;
  /** docs.json's generated API pages (pages with no file), when it makes any. */
  generated?: GeneratedOperations;
  /** The build's one renderer of descriptions; unset, buildApiReference makes its own. */
  describe?: DescriptionRenderer;
  /** How the policy rates a page naming an operation no OpenAPI file has. */
  unknownOperations: 'error' | 'warning';
}

/**
 * Every API page of the site, resolved once: pages with `openapi:`/`api:` frontmatter and, for
 * docs.json, the pages its navigation generates (a page with a file wins at the same id). The
 * build, `quire dev` (again after each change) and `quire check` all resolve them here.
 */
export async function resolveApiPages(input: ApiPagesInput): Promise<ApiReference> {
  const { model, generated } = input;
  const reference = await buildApiReference(model, input.siteDir, input.source, input.loadSpec, generated && generatedOperationKeys(generated), input.describe, input.unknownOperations);
  if (!generated || !reference.ok) return reference;
  const configFile = displayPath(input.configFile);
  const message = generatedOperationsError(generated, configFile);
  if (message) return { ok: false, message };
  const views = await generatedOperationViews(generated, model.api, input.describe);
  return {
    ok: true,
    pages: { ...views, ...reference.pages },
    warnings: [...generatedOperationsWarnings(generated, configFile), ...schemaCutWarnings(views), ...reference.warnings],
    unknownOperations: reference.unknownOperations,
  };
}
