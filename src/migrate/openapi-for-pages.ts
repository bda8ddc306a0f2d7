import { frontmatterText } from '../source/frontmatter.ts';
import { readSourcePage, siteRootLayout, sourceFile } from '../source/site-source.ts';
import { loadOpenApiSpec, type LoadedSpec } from '../openapi/load.ts';
import { findOperation, indexOperations } from '../openapi/operations.ts';
import { isHttpUrl } from '../utils/urls.ts';

export interface OpenapiNeeds {
  /** Files of the folder, not listed in mint.json, that answer some page's reference. */
  add: string[];
  /** Pages whose reference no OpenAPI file of the folder answers: the build will stop on them. */
  unanswered: Array<{ page: string; reference: string }>;
  /** OpenAPI files of the folder that Quire's validator refuses (they may be the ones pages meant). */
  invalid: Array<{ location: string; problem: string }>;
}

/**
 * Which OpenAPI files the pages need. Mintlify finds OpenAPI files in the folder by itself; Quire
 * reads the ones site.json lists. A reference answered by a listed file needs nothing; otherwise
 * the first file of the folder that answers it is added. Listed URLs are not fetched: when
 * mint.json names one, references are assumed to be answered there.
 */
export async function openapiForPages(source: string, pages: readonly string[], listed: readonly string[], found: readonly string[]): Promise<OpenapiNeeds> {
  const needs: OpenapiNeeds = { add: [], unanswered: [], invalid: [] };
  // A Mintlify folder keeps its pages beside mint.json: the site-root layout.
  const layout = siteRootLayout(source);
  const references = pages.flatMap((page) => {
    const reference = frontmatterText(readSourcePage(sourceFile(layout, page), source).frontmatter.data, 'openapi');
    return reference ? [{ page, reference }] : [];
  });
  if (references.length === 0 || listed.some(isHttpUrl)) return needs;
  const specs = new Map<string, LoadedSpec>();
  for (const location of new Set([...listed, ...found])) {
    const load = await loadOpenApiSpec(location, source);
    if (load.ok) specs.set(location, load.spec);
    else {
      const first = load.problems[0];
      needs.invalid.push({
        location,
        problem: `${first.pointer ? `${first.pointer}: ` : ''}${first.message}${first.line ? ` (line ${first.line})` : ''}${load.problems.length > 1 ? ` and ${load.problems.length - 1} more` : ''}`,
      });
    }
  }
  const listedEntries = indexOperations(listed.flatMap((location) => specs.get(location) ?? []));
  for (const { page, reference } of references) {
    if (findOperation(reference, listedEntries).ok) continue;
    const answering = found.find((location) => !listed.includes(location) && specs.has(location) && findOperation(reference, indexOperations([specs.get(location)!])).ok);
    if (answering === undefined) needs.unanswered.push({ page, reference });
    else if (!needs.add.includes(answering)) needs.add.push(answering);
  }
  // A file added for one page may answer others that came before it.
  const all = indexOperations([...listed, ...needs.add].flatMap((location) => specs.get(location) ?? []));
  needs.unanswered = needs.unanswered.filter(({ reference }) => !findOperation(reference, all).ok);
  return needs;
}
