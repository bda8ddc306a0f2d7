import { load as loadYaml11 } from 'js-yaml';
import { parseDocument } from 'yaml';
import { frontmatterBlock } from './frontmatter-block.ts';

// The text-level rules (the block, blank lines for it, a value as text) are read without the YAML readers by the render threads.
export { blankFrontmatter, frontmatterBlock, frontmatterText } from './frontmatter-block.ts';

/** Where a page's source says something wrong, as data: formatted only where it is shown. */
export interface SourceProblem {
  /** The file as shown to the user (relative to the current directory). */
  file: string;
  line: number;
  column: number;
  message: string;
  hint: string;
}

export interface Frontmatter {
  /** The parsed keys; empty without frontmatter, when it is not a mapping, or when the YAML is broken. */
  data: Record<string, unknown>;
  /** The YAML text between the `---` lines ('' without frontmatter). */
  yaml: string;
  /** The file after the frontmatter block. */
  body: string;
  /** Set when the YAML cannot be parsed: where (line and column of the file) and why. */
  problem?: Omit<SourceProblem, 'file'>;
}

/** The YAML starts on the file's second line, after the opening `---`. */
const YAML_FIRST_LINE = 2;

const YAML_HINT = 'frontmatter is YAML between two --- lines, one `key: value` per line; quote a value that holds ": " or " #", or starts with [ { * & ! | > % @ or a quote';

/** A page's frontmatter read with a real YAML parser; a syntax error is data naming its line. */
export function readFrontmatter(source: string): Frontmatter {
  const block = frontmatterBlock(source);
  if (!block) return { data: {}, yaml: '', body: source };
  const body = source.slice(block.length);
  const document = parseDocument(block.yaml);
  const [error] = document.errors;
  if (error) {
    // Mintlify reads frontmatter with gray-matter's js-yaml, which takes what YAML 1.2 refuses (a
    // double-quoted value whose text starts on the next line at column 0): what it reads, Quire reads.
    const lenient = readLeniently(block.yaml);
    if (lenient) return { data: lenient, yaml: block.yaml, body };
    const at = error.linePos?.[0] ?? { line: 1, col: 1 };
    const message = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    return { data: {}, yaml: block.yaml, body, problem: { line: YAML_FIRST_LINE + at.line - 1, column: at.col, message: `frontmatter is not valid YAML: ${message}`, hint: YAML_HINT } };
  }
  try {
    return { data: mappingOf(document.toJS()), yaml: block.yaml, body };
  } catch {
    // The YAML reader refuses aliases that repeat their anchors past its count (a "billion laughs" block).
    const message = 'frontmatter is not read: its aliases (*name) repeat their anchors more than Quire reads';
    return { data: {}, yaml: block.yaml, body, problem: { line: YAML_FIRST_LINE, column: 1, message, hint: 'write the values out instead of &anchors and *aliases' } };
  }
}

const mappingOf = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** The frontmatter as js-yaml 4 (the gray-matter family) reads it; undefined when it cannot either. */
function readLeniently(yaml: string): Record<string, unknown> | undefined {
  try {
    return mappingOf(loadYaml11(yaml));
  } catch {
    return undefined;
  }
}

/** `file:line:column: message` and its hint, as the build and `quire check` print a source problem. */
export function formatSourceProblems(problems: readonly SourceProblem[], severity: 'error' | 'warning' = 'error'): string {
  const count = problems.length === 1 ? 'A page has frontmatter' : `${problems.length} pages have frontmatter`;
  const mark = severity === 'error' ? '✖' : '⚠';
  const lines = problems.map((problem) => `  ${mark} ${problem.file}:${problem.line}:${problem.column}: ${problem.message}\n      hint: ${problem.hint}`);
  const built = severity === 'warning' ? '; the pages are built without it' : '';
  return `${count} that cannot be read${built}:\n${lines.join('\n')}`;
}

/** The line of a top-level frontmatter key in its file (the YAML starts on line 2), if it is written on one. */
export function frontmatterKeyLine(yaml: string, key: string): number | undefined {
  const index = yaml.split(/\r?\n/).findIndex((line) => line.startsWith(`${key}:`));
  return index < 0 ? undefined : index + 2;
}
