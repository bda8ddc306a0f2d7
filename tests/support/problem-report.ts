/** What `quire check --reporter json` and `quire build --reporter json` print: one document of problem records. */
export interface Report {
  ok: boolean;
  problems: Array<{ kind?: string; severity: string; file?: string; line?: number; message: string }>;
}

export const reportOf = (stdout: string, command: string): Report => {
  try {
    return JSON.parse(stdout) as Report;
  } catch {
    throw new Error(`quire ${command} --reporter json printed no JSON document:\n${stdout.slice(0, 2000)}`);
  }
};

/** One line per problem record, as check and build are compared. */
export const problemKeys = (report: Report): string[] =>
  [...new Set(report.problems.map((problem) => `${problem.severity} ${problem.kind ?? '-'} ${problem.file ?? '-'}:${problem.line ?? '-'}`))].sort();
