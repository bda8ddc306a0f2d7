/**
 * The one code-fence rule (CommonMark), for the few places that scan lines instead of asking the
 * markdown parser: a fence opens with 3+ backticks or tildes indented at most 3 spaces, and only a
 * line of the same character, at least as long and with nothing after it, closes it.
 */
const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;

/** The fence a line opens (its marker, e.g. "````"), or undefined; a backtick fence's info has no backtick. */
export function fenceOpening(line: string): string | undefined {
  const match = FENCE.exec(line.replace(/\r$/, ''));
  if (!match || (match[1][0] === '`' && match[2].includes('`'))) return undefined;
  return match[1];
}

/** Whether `line` closes the fence opened by `marker`. */
export function closesFence(line: string, marker: string): boolean {
  const match = FENCE.exec(line.replace(/\r$/, ''));
  return match !== null && match[1][0] === marker[0] && match[1].length >= marker.length && match[2].trim() === '';
}

/** For each line, whether it is inside fenced code or is a fence line itself. */
export function fencedLines(source: string): boolean[] {
  let open: string | undefined;
  return source.split('\n').map((line) => {
    if (open) {
      if (closesFence(line, open)) open = undefined;
      return true;
    }
    open = fenceOpening(line);
    return open !== undefined;
  });
}

/** The fence left open at the end of `source`, if any (real pages have them). */
export function unclosedFence(source: string): string | undefined {
  let open: string | undefined;
  for (const line of source.split('\n')) open = open ? (closesFence(line, open) ? undefined : open) : fenceOpening(line);
  return open;
}
