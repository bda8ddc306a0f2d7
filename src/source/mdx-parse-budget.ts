import { fencedLines } from './code-fence.ts';

/**
 * The MDX parser (Sätteri, a port of micromark's MDX tokenizer) spends time that grows with the
 * square of two things in a page: the `{` and `<` written on one line (each tries an expression or a
 * tag to the end of the line, 10,000 on a line take seconds, 100,000 minutes) and the `{` never
 * closed (each reads on to the end of the page). No real page comes near; a page that does would
 * hold the build (and `quire check`) for minutes. So the page is measured first, in one pass, and
 * refused with its line and what to change. Fenced code is text, and not counted.
 */

/** Σ (openings on a line)²: 10⁷ is a tenth of a second of parsing; a line of 3,000 `{` reaches it. */
export const MAX_OPENING_WORK = 10_000_000;
/** `{` never closed: any one makes the page fail in MDX; a thousand make that failure take seconds. */
export const MAX_UNCLOSED_BRACES = 1_000;
/**
 * Tags inside tags (and `>` quotes inside quotes): 3,000 levels crash the build outright (the
 * compiler's native stack overflows: exit 139, no message); real pages nest a handful.
 */
export const MAX_NESTING = 256;

export interface ParseBudgetProblem {
  line: number;
  column: number;
  reason: string;
}

/** Why a page's text is too costly for the MDX parser, at the line that makes it so; undefined for any real page. */
export function mdxParseBudgetProblem(text: string): ParseBudgetProblem | undefined {
  if (withinBudgetByCount(text)) return undefined;
  const lines = text.split('\n');
  const fenced = fencedLines(text);
  let work = 0;
  let busiest = { line: 0, openings: 0 };
  const unclosed: Array<{ line: number; column: number }> = [];
  let tags = 0;
  let deepest: { line: number; column: number } | undefined;
  for (let index = 0; index < lines.length; index++) {
    if (fenced[index]) continue;
    const line = lines[index];
    const quotes = /^(?:\s*>)*/.exec(line)?.[0].replace(/\s/g, '').length ?? 0;
    tags = nestingAfter(line, tags);
    if (!deepest && Math.max(tags, quotes) > MAX_NESTING) deepest = { line: index + 1, column: 1 };
    let openings = 0;
    for (let column = 0; column < line.length; column++) {
      const char = line.charCodeAt(column);
      if (char === 0x7b /* { */) {
        openings++;
        unclosed.push({ line: index + 1, column: column + 1 });
      } else if (char === 0x7d /* } */) unclosed.pop();
      else if (char === 0x3c /* < */) openings++;
    }
    work += openings * openings;
    if (openings > busiest.openings) busiest = { line: index + 1, openings };
  }
  if (work > MAX_OPENING_WORK) {
    return {
      line: busiest.line,
      column: 1,
      reason: `too many \`{\` and \`<\` for the MDX parser (${busiest.openings.toLocaleString('en')} on this line): each starts an expression or a tag, and a page with this many would take minutes to parse; write them in a code block, or escape them (\\{, &lt;)`,
    };
  }
  if (deepest) {
    return {
      ...deepest,
      reason: `nested more than ${MAX_NESTING} levels deep (tags inside tags, or > quotes inside quotes): deeper than any page needs, and too deep for the MDX compiler; flatten it`,
    };
  }
  if (unclosed.length > MAX_UNCLOSED_BRACES) {
    const [first] = unclosed;
    return {
      line: first.line,
      column: first.column,
      reason: `${unclosed.length.toLocaleString('en')} \`{\` are never closed, the first here: MDX reads each as an expression to the end of the page, and a page with this many would take minutes to parse; close them, escape them (\\{), or put them in a code block`,
    };
  }
  return undefined;
}

/**
 * True when counting the page's `{`, `<` and `>` alone shows no limit can be reached, so the
 * line-by-line measure (every page is checked two or three times per build) is skipped for real
 * pages: Σ openings² per line never exceeds (all openings)², no more `{` can be left open than are
 * written, and no more tags or quotes nest than there are `<` or `>`.
 */
function withinBudgetByCount(text: string): boolean {
  let braces = 0;
  let angles = 0;
  let quotes = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (char === 0x7b /* { */) braces++;
    else if (char === 0x3c /* < */) angles++;
    else if (char === 0x3e /* > */) quotes++;
  }
  const openings = braces + angles;
  return openings * openings <= MAX_OPENING_WORK && braces <= MAX_UNCLOSED_BRACES && angles <= MAX_NESTING && quotes <= MAX_NESTING;
}

/**
 * How many tags are open after a line: `<Name …>` opens one, `</Name>` closes one, `<Name … />`
 * neither. Inline code (between backticks) is text. An estimate read from the text, for a limit far
 * above real pages, never for rendering.
 */
function nestingAfter(line: string, open: number): number {
  let depth = open;
  const text = line.replace(/`[^`]*`/g, '');
  for (const match of text.matchAll(/<(\/?)[A-Za-z][^<>]*?(\/?)>/g)) {
    if (match[1]) depth = Math.max(0, depth - 1);
    else if (!match[2]) depth++;
  }
  return depth;
}

/** The rule id that ends a budget error's message. */
export const PARSE_BUDGET_RULE = '(quire:parse-budget)';

/** The budget problem as the MDX parser's own errors read (`L:C: reason (source:rule)`), so every place that reports a page MDX cannot parse names the file. */
export function mdxParseBudgetError(problem: ParseBudgetProblem): Error {
  const error = new Error(`${problem.line}:${problem.column}: ${problem.reason} ${PARSE_BUDGET_RULE}`);
  error.stack = '';
  return error;
}
