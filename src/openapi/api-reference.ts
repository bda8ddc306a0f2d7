import { formatSuggestions } from '../config/did-you-mean.ts';
import type { SiteModel } from '../config/model.ts';
import { frontmatterText } from '../source/frontmatter.ts';
import type { SiteSource } from '../source/site-source.ts';
import { formatSpecProblems, loadOpenApiSpec, type LoadedSpec, type SpecProblem } from './load.ts';
import { descriptionRenderer } from './description.ts';
import { buildOperationView, type OperationView } from './operation-view.ts';
import { findOperation, indexOperations } from './operations.ts';
import type { SpecLoader } from './spec-cache.ts';
import { displayPath } from '../utils/display-path.ts';

export interface OperationPageReference {
  pageId: string;
  /** The page file, relative to the current directory, for messages. */
  file: string;
  reference: string;
}

/** Pages whose frontmatter has `openapi: "..."` (a page whose frontmatter is broken is reported by the frontmatter check). */
export function findOperationPages(source: SiteSource): OperationPageReference[] {
  return source.pages.flatMap((file) => {
    const reference = frontmatterText(source.read(file).frontmatter.data, 'openapi');
    return reference === undefined ? [] : [{ pageId: file.id, file: displayPath(file.path), reference }];
  });
}

export type ApiReference =
  | { ok: true; pages: Record<string, OperationView>; warnings: string[] }
  | { ok: false; message: string };

/**
 * The whole OpenAPI side of a site: every file in site.json `openapi` loaded and validated, every
 * page's `openapi:` reference resolved to an operation view. Problems stop the build (named by
 * file and location); operations no page shows are one warning. The dev server passes a
 * `cachedSpecLoader` so unchanged OpenAPI files are not validated again on every edit.
 */
export async function buildApiReference(model: SiteModel, siteDir: string, source: SiteSource, loadSpec: SpecLoader = loadOpenApiSpec): Promise<ApiReference> {
  const loads = await Promise.all(model.openapi.map((location) => loadSpec(location, siteDir)));
  const specProblems: SpecProblem[] = loads.flatMap((load) => (load.ok ? [] : load.problems));
  if (specProblems.length > 0) return { ok: false, message: formatSpecProblems(specProblems) };
  const specs: LoadedSpec[] = loads.flatMap((load) => (load.ok ? [load.spec] : []));
  const entries = indexOperations(specs);

  const references = findOperationPages(source);
  const describe = descriptionRenderer();
  const pages: Record<string, OperationView> = {};
  const problems: string[] = [];
  const covered = new Set<string>();
  for (const page of references) {
    if (specs.length === 0) {
      problems.push(`${page.file}: openapi: "${page.reference}" needs an OpenAPI file; list one in site.json "openapi"`);
      continue;
    }
    const found = findOperation(page.reference, entries);
    if (!found.ok) {
      const hint = formatSuggestions(found.suggestions) ?? `operations: ${entries.map((e) => JSON.stringify(e.key)).join(', ')}`;
      problems.push(`${page.file}: openapi: expected ${found.expected}, found "${page.reference}"\n      hint: ${hint}`);
      continue;
    }
    covered.add(`${found.entry.spec.location}\0${found.entry.key}`);
    pages[page.pageId] = await buildOperationView(found.entry, model.api, describe);
  }
  if (problems.length > 0) {
    const count = problems.length === 1 ? '1 page names' : `${problems.length} pages name`;
    return { ok: false, message: [`${count} an unknown API operation:`, ...problems.map((p) => `  ✖ ${p}`)].join('\n') };
  }
  const uncovered = entries.filter((entry) => !covered.has(`${entry.spec.location}\0${entry.key}`));
  const warnings =
    uncovered.length > 0
      ? [
          `${uncovered.length === 1 ? '1 API operation has' : `${uncovered.length} API operations have`} no page (add a page with frontmatter openapi: "METHOD /path"):\n` +
            uncovered.map((entry) => `  ⚠ ${entry.key} (${entry.spec.location})`).join('\n'),
        ]
      : [];
  return { ok: true, pages, warnings };
}
