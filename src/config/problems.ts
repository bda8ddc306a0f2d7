import { formatJsonPath, type PathSegment } from './json-path.ts';

/** One thing wrong (or suspicious) in a config file (site.json, docs.json), as data; `formatProblems` turns it into text. */
export interface ConfigProblem {
  path: PathSegment[];
  /** What the contract wants here, e.g. `a hex colour like "#0d9373"`. */
  expected: string;
  /** What the file holds, already described (`"green"`, `an array of 2 items`, `nothing`). */
  found: string;
  /** The fix: a did-you-mean or a concrete replacement. */
  hint?: string;
  /** Set when the problem is a missing key rather than a wrong value. */
  missing?: boolean;
  /** Line/column in the file: JSON syntax errors, navigation entries without a page. */
  line?: number;
  column?: number;
  /** Another file than the one being read, where the problem is (a file docs.json reads through "$ref"). */
  file?: string;
}

export interface ConfigWarning {
  path: PathSegment[];
  message: string;
  hint?: string;
  /** Line/column in the file, where the reader located the path. */
  line?: number;
  column?: number;
}

export function formatProblem(problem: ConfigProblem): string {
  const line = problem.line !== undefined ? `line ${problem.line}, column ${problem.column}` : undefined;
  const at = problem.file !== undefined ? (line ? `${problem.file}, ${line}` : `in ${problem.file}`) : line;
  // A located value names both: the path says what it is, the line where to find it.
  const where = at === undefined ? formatJsonPath(problem.path) : problem.path.length > 0 ? `${formatJsonPath(problem.path)} (${at})` : at;
  const parent = problem.path.slice(0, -1);
  const condition = parent.length > 0 && typeof parent[parent.length - 1] === 'string' ? ` when ${formatJsonPath(parent)} is given` : '';
  const head = problem.missing ? `${where} is required${condition} (${problem.expected}); found ${problem.found}` : `${where}: expected ${problem.expected}, found ${problem.found}`;
  return problem.hint ? `${head}\n      hint: ${problem.hint}` : head;
}

export function formatProblems(file: string, problems: readonly ConfigProblem[]): string {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return [`${file} has ${count}:`, ...problems.map((p) => `  ✖ ${formatProblem(p)}`)].join('\n');
}

/**
 * The warnings of one file. site.json's are all keys outside its contract; another front door
 * (docs.json) names its own heading, as its warnings also say what Mintlify drops.
 */
export function formatWarnings(file: string, warnings: readonly ConfigWarning[], heading?: string): string {
  const lines = warnings.map((w) => `  ⚠ ${formatJsonPath(w.path)}: ${w.message}${w.hint ? ` (${w.hint})` : ''}`);
  const count = warnings.length === 1 ? '1 key' : `${warnings.length} keys`;
  return [`${file}: ${heading ?? `${count} outside the site.json contract, ignored`}:`, ...lines].join('\n');
}
