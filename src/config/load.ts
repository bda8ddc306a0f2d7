import { dirname } from 'node:path';
import { parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { depthProblem, tooDeepOffset } from './depth.ts';
import type { ConfigProblem } from './problems.ts';
import { readSiteFile, SITE_FILE_LIMITS, siteFileRefusalText } from '../utils/read-site-file.ts';

export type JsonParseResult = { ok: true; value: unknown } | { ok: false; problem: ConfigProblem };

// Git writes 7-character markers; hand-resolved conflicts often leave a shorter remnant such as a lone "=".
const CONFLICT_MARKER = /^\s*(?:(?:<{7}|={7}|>{7})(?:\s|$)|(?:=+|<+|>+)\s*$)/;

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return { line, column };
}

function syntaxProblem(text: string, offset: number, expected: string, found: string, hint?: string): ConfigProblem {
  return { path: [], expected, found, hint, ...lineAndColumn(text, offset) };
}

// Keyed by jsonc-parser's error names (its codes are a const enum, which type stripping cannot read).
const AUTHOR_WORDS: Record<string, string> = {
  PropertyNameExpected: 'a key in double quotes',
  ValueExpected: 'a value',
  ColonExpected: '":" after the key',
  CommaExpected: '"," between two values',
  CloseBraceExpected: '"}" to close the object',
  CloseBracketExpected: '"]" to close the array',
  EndOfFileExpected: 'the end of the file after the top-level value',
};

/** Explains why JSON.parse failed, at the place it failed, in an author's words. */
function explainSyntaxError(text: string): ConfigProblem {
  const errors: ParseError[] = [];
  parseTree(text, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
  const first = errors[0];
  if (!first) return syntaxProblem(text, 0, 'valid JSON', 'text JSON cannot read');
  const kind = printParseErrorCode(first.error);
  const offset = first.offset;
  const rest = text.slice(offset);
  const previous = text.slice(0, offset).trimEnd();
  if (kind === 'InvalidCommentToken' || rest.startsWith('//') || rest.startsWith('/*')) {
    return syntaxProblem(text, offset, 'JSON', 'a comment', 'JSON has no comments: remove it');
  }
  if ((rest.startsWith('}') || rest.startsWith(']')) && previous.endsWith(',')) {
    return syntaxProblem(text, previous.length - 1, `${JSON.stringify(rest[0])} without a comma before it`, 'a trailing comma', 'remove the comma after the last item');
  }
  if (offset >= text.length) {
    return syntaxProblem(text, text.length, AUTHOR_WORDS[kind] ?? 'more JSON', 'the end of the file', 'a closing "}" or "]" is probably missing');
  }
  if (kind === 'CommaExpected') {
    return syntaxProblem(text, offset, '"," between two values', `${JSON.stringify(rest.slice(0, 20))} with no comma before it`, 'add a comma at the end of the previous value');
  }
  if (rest.startsWith("'")) {
    return syntaxProblem(text, offset, 'a double-quoted string', 'a single quote', 'JSON strings use double quotes');
  }
  const expected = AUTHOR_WORDS[kind] ?? 'valid JSON';
  return syntaxProblem(text, offset, expected, JSON.stringify(rest.slice(0, 20)));
}

function conflictMarkerProblem(text: string): ConfigProblem | undefined {
  const lines = text.split('\n');
  const conflict = lines.findIndex((line) => CONFLICT_MARKER.test(line));
  if (conflict !== -1) {
    return {
      path: [],
      expected: 'JSON',
      found: `a merge-conflict marker ${JSON.stringify(lines[conflict].trim().slice(0, 7))}`,
      hint: 'resolve the merge conflict: keep one side and remove the <<<<<<<, ======= and >>>>>>> lines',
      line: conflict + 1,
      column: lines[conflict].search(/\S/) + 1,
    };
  }
  return undefined;
}

/**
 * JSON.parse with errors that name the line and column (and merge-conflict markers, a common
 * cause in real repositories). A byte-order mark is ignored.
 */
export function parseJsonWithLocation(source: string): JsonParseResult {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  if (text.trim() === '') {
    return { ok: false, problem: { path: [], expected: 'a JSON object', found: 'an empty file', line: 1, column: 1 } };
  }
  const nul = text.indexOf('\u0000');
  if (nul !== -1) {
    return { ok: false, problem: syntaxProblem(text, nul, 'JSON text', 'a NUL byte', 'the file is not plain text; re-save it as UTF-8') };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: conflictMarkerProblem(text) ?? explainSyntaxError(text) };
  }
  // Refused here, before any reader that recurses (the $ref resolver, the locator) overflows the stack on it.
  const tooDeep = depthProblem(value);
  const offset = tooDeep && tooDeepOffset(text);
  if (tooDeep) return { ok: false, problem: { ...tooDeep, ...(offset === undefined ? {} : lineAndColumn(text, offset)) } };
  return { ok: true, value };
}

export type ReadResult = { ok: true; value: unknown } | { ok: false; problem: ConfigProblem };

/**
 * Reads a config file's text, confined to `siteDir` (the folder holding it, unless given): a link
 * leading elsewhere, a device or a file past the config limit is refused before a byte is read, so
 * no message ever quotes an outside file. A missing file says where Quire looked and `hint` how to start one.
 */
export function readConfigText(file: string, expected: string, hint?: string, siteDir: string = dirname(file)): { ok: true; text: string } | { ok: false; problem: ConfigProblem } {
  const read = readSiteFile(file, siteDir, SITE_FILE_LIMITS.config);
  if (read.ok) return { ok: true, text: read.text };
  const { refusal } = read;
  const found = refusal.reason === 'missing' ? `no file at ${file}` : refusal.reason === 'folder' ? `a folder at ${file}` : `${file}, which ${siteFileRefusalText(refusal)}`;
  return { ok: false, problem: { path: [], expected, found, hint: refusal.reason === 'missing' || refusal.reason === 'folder' ? hint : undefined, line: undefined } };
}

/** The text of a config file already read once (for locating problems in it); empty when it cannot be read. */
export function configTextOf(file: string): string {
  const read = readConfigText(file, 'a config file');
  return read.ok ? read.text : '';
}

/** Reads and parses a JSON config file; a missing file says where Quire looked and `hint` how to start one. */
export function readJsonFile(file: string, expected: string, hint?: string, siteDir?: string): ReadResult {
  const read = readConfigText(file, expected, hint, siteDir);
  return read.ok ? parseJsonWithLocation(read.text) : read;
}

/** How to start a site.json, said when there is none. */
export const SITE_JSON_HINT = 'create site.json at the project root with at least "name" and "navigation"';

/** Reads site.json; a missing file says where it looked. */
export function readSiteJson(file: string): ReadResult {
  return readJsonFile(file, 'a site.json file', SITE_JSON_HINT);
}
