import { formatJsonPath } from '../config/json-path.ts';
import { formatProblems } from '../config/problems.ts';
import type { SiteModel } from '../config/model.ts';
import { formatSpecProblems, formatSpecWarnings } from './load.ts';
import { pageHref } from '../navigation/pages.ts';
import type { PageSource } from '../seo/page-sources.ts';
import type { GeneratedOperationPage } from './mintlify-pages.ts';
import type { GeneratedOperations } from './navigation-operations.ts';
import { operationMarkdownBody } from './operation-markdown.ts';
import { descriptionRenderer, type DescriptionRenderer } from './description.ts';
import { buildOperationView, type OperationView } from './operation-view.ts';
import { indexOperations, type OperationEntry } from './operations.ts';

/** The operation each generated page shows, by page id (pages whose operation the file no longer has are left out). */
function generatedOperationEntries(generated: Pick<GeneratedOperations, 'pages' | 'specs'>): Map<string, { page: GeneratedOperationPage; entry: OperationEntry }> {
  const indexes = new Map<string, OperationEntry[]>();
  const operationsOf = (location: string) => {
    const spec = generated.specs.get(location);
    if (!indexes.has(location)) indexes.set(location, spec ? indexOperations([spec]) : []);
    return indexes.get(location) ?? [];
  };
  const found = new Map<string, { page: GeneratedOperationPage; entry: OperationEntry }>();
  for (const page of generated.pages) {
    const entry = operationsOf(page.spec).find((candidate) =>
      page.webhook !== undefined ? candidate.webhook && candidate.path === page.webhook : !candidate.webhook && candidate.method === page.method && candidate.path === page.path,
    );
    if (entry) found.set(page.id, { page, entry });
  }
  return found;
}

/**
 * The operation view of each generated page, by page id (what `virtual:quire/api` serves, as for
 * a page with frontmatter `openapi:`). A webhook is shown by the same view as any operation (its
 * method, its request body, its responses), marked as a webhook.
 */
export async function generatedOperationViews(
  generated: Pick<GeneratedOperations, 'pages' | 'specs'>,
  api: SiteModel['api'],
  describe: DescriptionRenderer = descriptionRenderer(),
): Promise<Record<string, OperationView>> {
  const views: Record<string, OperationView> = {};
  for (const [id, { entry }] of generatedOperationEntries(generated)) views[id] = await buildOperationView(entry, api, describe);
  return views;
}

/**
 * What llms.txt, llms-full.txt and `<page>.md` hold for each generated page (a page with a file at
 * the same id is its own): its title and its operation as markdown.
 */
export function generatedPageSources(generated: Pick<GeneratedOperations, 'pages' | 'specs'>, filePages: ReadonlySet<string>): PageSource[] {
  return [...generatedOperationEntries(generated)]
    .filter(([id]) => !filePages.has(id))
    .map(([id, { page, entry }]) => ({ id, href: pageHref(id), title: page.title, body: operationMarkdownBody(entry) }));
}

/** The operations docs.json gives a page, as "file\0GET /path" ("file\0WEBHOOK name"): they need no page with frontmatter `openapi`. */
export function generatedOperationKeys(generated: Pick<GeneratedOperations, 'pages'>): Set<string> {
  return new Set(generated.pages.map((page) => `${page.spec}\0${page.webhook !== undefined ? `WEBHOOK ${page.webhook}` : `${page.method} ${page.path}`}`));
}

/** What stops the build (docs.json entries that name nothing, broken OpenAPI files), as one message; undefined when nothing does. */
export function generatedOperationsError(generated: GeneratedOperations, configFile: string): string | undefined {
  const parts = [
    generated.problems.length > 0 ? formatProblems(configFile, generated.problems) : undefined,
    generated.specProblems.length > 0 ? formatSpecProblems(generated.specProblems) : undefined,
  ].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join('\n') : undefined;
}

/** Warnings to print: files left out (URLs), ignored `openapi` values, shared URLs, tolerated mistakes in OpenAPI files. */
export function generatedOperationsWarnings(generated: GeneratedOperations, configFile: string): string[] {
  const config = generated.warnings.map((warning) => `${configFile}: ${formatJsonPath(warning.path)}: ${warning.message}${warning.hint ? ` (${warning.hint})` : ''}`);
  const specs = formatSpecWarnings(generated.specWarnings);
  return [...config, ...specs];
}
