import { formatProblem, type ConfigProblem } from '../config/problems.ts';
import { formatJsonPath } from '../config/json-path.ts';
import { placeAt, type ProblemPlace } from '../utils/problem-place.ts';

/** Where a config problem is: its line and column in the file, or its JSON path when it has no line. */
export const configProblemPlace =
  (file: string) =>
  (problem: Pick<ConfigProblem, 'file' | 'line' | 'column' | 'path'>): ProblemPlace =>
    problem.line !== undefined ? placeAt(problem.file ?? file, problem.line, problem.column) : { file: problem.file ?? file, path: formatJsonPath(problem.path) };

/** Navigation entries naming no page, said as what they are on a docs.json site: left out, as Mintlify leaves them out. */
export function formatLeftOutEntries(file: string, problems: readonly ConfigProblem[]): string {
  const count = problems.length === 1 ? '1 navigation entry names' : `${problems.length} navigation entries name`;
  return [`${file}: ${count} no page; left out of the navigation, as Mintlify leaves them out:`, ...problems.map((p) => `  ⚠ ${formatProblem(p)}`)].join('\n');
}
