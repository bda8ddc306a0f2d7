import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { SiteModel } from '../config/model.ts';
import { pageIdFromFile } from '../navigation/pages.ts';
import { formatSpecProblems, loadOpenApiSpec, type LoadedSpec, type SpecProblem } from './load.ts';
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

/** Pages whose frontmatter has `openapi: "..."`, read before Astro's content layer runs. */
export function findOperationPages(docsDir: string): OperationPageReference[] {
  let files: string[];
  try {
    files = readdirSync(docsDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/i.test(file));
  } catch {
    return [];
  }
  const pages: OperationPageReference[] = [];
  for (const file of files.sort()) {
    const text = readFileSync(join(docsDir, file), 'utf8');
    const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
    // Most pages are not API pages: parse the YAML only where an `openapi` key may be.
    if (!frontmatter || !/^\s*["']?openapi["']?\s*:/m.test(frontmatter[1])) continue;
    let data: unknown;
    try {
      data = parseYaml(frontmatter[1]);
    } catch {
      continue; // Astro reports broken frontmatter itself, with its position.
    }
    const reference = (data as { openapi?: unknown } | null)?.openapi;
    if (typeof reference === 'string' && reference.trim()) {
      pages.push({ pageId: pageIdFromFile(file), file: displayPath(join(docsDir, file)), reference });
    }
  }
  return pages;
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
export async function buildApiReference(model: SiteModel, siteDir: string, docsDir: string, loadSpec: SpecLoader = loadOpenApiSpec): Promise<ApiReference> {
  const loads = await Promise.all(model.openapi.map((location) => loadSpec(location, siteDir)));
  const specProblems: SpecProblem[] = loads.flatMap((load) => (load.ok ? [] : load.problems));
  if (specProblems.length > 0) return { ok: false, message: formatSpecProblems(specProblems) };
  const specs: LoadedSpec[] = loads.flatMap((load) => (load.ok ? [load.spec] : []));
  const entries = indexOperations(specs);

  const references = findOperationPages(docsDir);
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
      const hint = found.suggestions.length > 0 ? `did you mean ${found.suggestions.map((s) => JSON.stringify(s)).join(' or ')}?` : `operations: ${entries.map((e) => JSON.stringify(e.key)).join(', ')}`;
      problems.push(`${page.file}: openapi: expected ${found.expected}, found "${page.reference}"\n      hint: ${hint}`);
      continue;
    }
    covered.add(`${found.entry.spec.location}\0${found.entry.key}`);
    pages[page.pageId] = buildOperationView(found.entry, model.api);
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
