import { mdxToJs } from 'satteri';
import { blankFrontmatter } from '../source/frontmatter.ts';
import { mdxParseBudgetProblem } from '../source/mdx-parse-budget.ts';
import { mdxSyntaxError, type MdxSyntaxError } from './mdx-syntax-error.ts';
import { placeAt, type ProblemPlace } from '../utils/problem-place.ts';

/** A character of prose the MDX parser took for the start of a tag or an expression, escaped where it stood. */
export interface MdxEscape {
  line: number;
  column: number;
  character: '<' | '{';
  /** The line as it was written, trimmed. */
  text: string;
}

export interface RecoveredMdx {
  text: string;
  escapes: MdxEscape[];
  /** Set when the page still cannot be parsed: what the parser says then. */
  error?: MdxSyntaxError;
}

/** How many characters one page may have escaped before it is left as the parser refuses it. */
const MAX_ESCAPES = 200;
/** How far back from the parser's complaint the `{` opening a broken expression is looked for. */
const EXPRESSION_REACH = 2000;

/** The parser stopped on a `<` that starts no tag: "Unexpected character after `<`", "… before name", an unclosed `<String>`. */
const isStrayBracket = (problem: MdxSyntaxError) => problem.ruleId === 'mdx-jsx:unexpected-character' && /`<`|`<\w|before name/.test(problem.reason);

/** The parser could not read an expression (`{json-serialized event}`, `{ a: }`) or found one unclosed. */
const isBrokenExpression = (problem: MdxSyntaxError) => /expression/i.test(problem.reason) || /^mdx-expression|micromark-extension-mdx-expression/.test(problem.ruleId ?? '');

/** The offset of 1-based `line`:`column` in `text`. */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let at = 1; at < line; at++) {
    const next = text.indexOf('\n', offset);
    if (next === -1) return text.length;
    offset = next + 1;
  }
  return offset + column - 1;
}

/** The line and column (1-based) of `offset` in `text`. */
function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** Where to put the backslash for `problem`: the stray `<`, or the `{` that opens the broken expression. */
function escapeAt(text: string, problem: MdxSyntaxError, braces: boolean): { offset: number; character: '<' | '{' } | undefined {
  const at = offsetOf(text, problem.line, problem.column);
  if (isStrayBracket(problem)) {
    // The parser points at the `<` or just after it.
    const offset = [at, at - 1].find((candidate) => text[candidate] === '<' && text[candidate - 1] !== '\\');
    if (offset === undefined) return undefined;
    // A tag left open is the author's component (`<Note>` never closed), unless it is glued to a
    // word as a type is in prose (`Map<String, String>`, `Into<String>`).
    if (/closing tag/.test(problem.reason) && !/\w/.test(text[offset - 1] ?? '')) return undefined;
    return { offset, character: '<' };
  }
  if (braces && isBrokenExpression(problem)) {
    for (let offset = Math.min(at, text.length - 1); offset >= Math.max(0, at - EXPRESSION_REACH); offset--) {
      if (text[offset] === '{' && text[offset - 1] !== '\\') return { offset, character: '{' };
    }
  }
  return undefined;
}

/**
 * Prose Mintlify's reader takes but MDX does not ("Healthy <50ms", `Map<String, String>`,
 * `data: {json event}`): each `<` the parser stops on that starts no tag, and (with `braces`) each
 * `{` opening an expression it cannot read, gets a backslash, which MDX shows as the character
 * itself, so the reader sees the text as written. Positions come from the parser's own errors,
 * one at a time (lines and columns are the file's: frontmatter is blanked, never removed).
 * Anything else the parser rejects is left, with its error.
 */
export function escapeUnparsedCharacters(source: string, options: { braces?: boolean } = {}): RecoveredMdx {
  let text = source;
  const escapes: MdxEscape[] = [];
  // A page that would hold the parser for minutes is never parsed, let alone again and again: it
  // stays refused by the parse budget (mdx-parse-budget.ts), which names it.
  const tooCostly = mdxParseBudgetProblem(blankFrontmatter(source));
  if (tooCostly) return { text, escapes, error: { line: tooCostly.line, column: tooCostly.column, reason: tooCostly.reason } };
  const original = source.split('\n');
  for (;;) {
    let problem: MdxSyntaxError | undefined;
    try {
      mdxToJs(blankFrontmatter(text));
      return { text, escapes };
    } catch (error) {
      problem = mdxSyntaxError(error);
    }
    const place = problem && escapes.length < MAX_ESCAPES ? escapeAt(text, problem, options.braces ?? false) : undefined;
    if (!place) return { text, escapes, ...(problem ? { error: problem } : {}) };
    const { line, column } = positionOf(text, place.offset);
    text = `${text.slice(0, place.offset)}\\${text.slice(place.offset)}`;
    escapes.push({ line, column, character: place.character, text: (original[line - 1] ?? '').trim() });
  }
}

/** A page built with escapes, as the report names it. */
export interface EscapedPage {
  file: string;
  escapes: readonly MdxEscape[];
}

/** The problem text for pages built with escapes, and their places. */
export function formatEscapedPages(pages: readonly EscapedPage[]): { message: string; places: ProblemPlace[] } {
  const lines = pages.flatMap(({ file, escapes }) => escapes.map((at) => `  ${file}:${at.line}:${at.column}: \`${at.character}\` in "${at.text.length > 80 ? `${at.text.slice(0, 77)}…` : at.text}"`));
  const count = lines.length;
  return {
    message: `${count} character${count === 1 ? '' : 's'} of prose MDX reads as the start of a tag or an expression, shown as written (Mintlify's reader takes them):\n${lines.join('\n')}\n  hint: write them as \\< and \\{, or inside \`backticks\`, so MDX reads them as text.`,
    places: pages.flatMap(({ file, escapes }) => escapes.map((at) => placeAt(file, at.line, at.column))),
  };
}
