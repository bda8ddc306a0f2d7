import { formatProblem, type ConfigProblem } from '../config/problems.ts';
import { formatJsonPath } from '../config/json-path.ts';
import { placeAt, type ProblemPlace } from '../utils/problem-place.ts';

/** Where a config problem is: its JSON path, and its line and column in the file where they are known. */
export const configProblemPlace =
  (file: string) =>
  (problem: Pick<ConfigProblem, 'file' | 'line' | 'column' | 'path'>): ProblemPlace => ({
    ...placeAt(problem.file ?? file, problem.line, problem.column),
    ...(problem.path.length > 0 ? { path: formatJsonPath(problem.path) } : {}),
  });

/** Navigation entries naming no page, said as what they are on a docs.json site: left out, as Mintlify leaves them out. */
export function formatLeftOutEntries(file: string, problems: readonly ConfigProblem[]): string {
  const count = problems.length === 1 ? '1 navigation entry names' : `${problems.length} navigation entries name`;
  return [`${file}: ${count} no page; left out of the navigation, as Mintlify leaves them out:`, ...problems.map((p) => `  ⚠ ${formatProblem(p)}`)].join('\n');
}

/** Reference files of docs.json's navigation (AsyncAPI files, GraphQL schemas) that cannot be read: their pages are left out of the site. */
export function formatUnreadReferenceFiles(file: string, kind: { one: string; many: string; pages: string }, problems: readonly ConfigProblem[]): string {
  const count = problems.length === 1 ? `1 ${kind.one} of the navigation cannot be read` : `${problems.length} ${kind.many} of the navigation cannot be read`;
  return [`${file}: ${count}; its ${kind.pages} are left out, the rest of the site builds:`, ...problems.map((p) => `  ⚠ ${formatProblem(p)}`)].join('\n');
}

/** What usable GraphQL schemas got wrong and the build went past: types used and never defined, shown as scalars. */
export function formatGraphQlNotes(file: string, notes: readonly ConfigProblem[]): string {
  return [
    `${file}: ${notes.length === 1 ? '1 type' : `${notes.length} types`} of the navigation's GraphQL schemas used and never defined; shown as scalars:`,
    ...notes.map((p) => `  ⚠ ${formatProblem(p)}`),
  ].join('\n');
}
