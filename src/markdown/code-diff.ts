/**
 * Mintlify's diff markers: `[!code ++]` / `[!code --]` (optionally `:N` for N lines from this one)
 * in a comment at the end of a line, in the language's own comment syntax (`//`, `#`, `--`,
 * `/* … *\/`, `<!-- … -->`). The markers leave the code; the lines are marked added or removed.
 * This reads the code's source text, before it is highlighted.
 */
export type DiffMark = 'add' | 'remove';

const MARKER = /\s*(?:\/\/|#|--|\/\*|<!--)\s*\[!code (\+\+|--)(?::(\d+))?\]\s*(?:\*\/|-->)?\s*$/;

export function takeDiffMarkers(code: string): { code: string; marks: Map<number, DiffMark> } {
  const marks = new Map<number, DiffMark>();
  if (!code.includes('[!code ')) return { code, marks };
  const lines = code.split('\n').map((line, index) => {
    const match = MARKER.exec(line);
    if (!match) return line;
    const mark: DiffMark = match[1] === '++' ? 'add' : 'remove';
    const count = Math.min(Math.max(Number(match[2] ?? 1), 1), 10_000);
    // The line's own marker wins over a range reaching it from above.
    marks.set(index + 1, mark);
    for (let offset = 1; offset < count; offset++) if (!marks.has(index + 1 + offset)) marks.set(index + 1 + offset, mark);
    return line.slice(0, match.index);
  });
  return { code: lines.join('\n'), marks };
}
