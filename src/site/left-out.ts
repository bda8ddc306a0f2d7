import { formatProblem, type ConfigProblem } from '../config/problems.ts';
import { formatJsonPath } from '../config/json-path.ts';

/** Where a config problem is, as the report lists it: `docs.json:12:5` (or its JSON path when it has no line). */
export const problemLocation =
  (file: string) =>
  (problem: ConfigProblem): string =>
    problem.line !== undefined ? `${problem.file ?? file}:${problem.line}:${problem.column}` : `${problem.file ?? file} ${formatJsonPath(problem.path)}`;

/** Navigation entries naming no page, said as what they are on a docs.json site: left out, as Mintlify leaves them out. */
export function formatLeftOutEntries(file: string, problems: readonly ConfigProblem[]): string {
  const count = problems.length === 1 ? '1 navigation entry names' : `${problems.length} navigation entries name`;
  return [`${file}: ${count} no page; left out of the navigation, as Mintlify leaves them out:`, ...problems.map((p) => `  ⚠ ${formatProblem(p)}`)].join('\n');
}

/** The pages a warning about unknown operations names (each of its `  ⚠ file: …` lines), for the report. */
export const operationPageLocations = (message: string): string[] => [...message.matchAll(/^ {2}⚠ (\S+): openapi:/gm)].map((match) => match[1]);
