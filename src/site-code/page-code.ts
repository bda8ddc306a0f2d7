import { type CodeFinding, type CodeLanguage, findUnsafeCode, importSpecifiers, parseCode } from './code-safety.ts';

/** A finding placed in the file it is written in. */
export interface PlacedFinding extends CodeFinding {
  line: number;
  column: number;
}

/** The code of an .mdx page as the MDX parser split it: ESM blocks, `{expressions}` and attribute expressions. */
export interface CodePiece {
  kind: 'esm' | 'expression' | 'attribute' | 'spread';
  value: string;
  /** Where the node holding the piece starts in the page (UTF-16 offset), and its line and column. */
  start: { offset: number; line: number; column: number };
  end?: { offset: number };
}

/**
 * Pages whose text names none of what the rules refuse (nor an escape that could spell it) hold no
 * finding: they are not walked at all. Most pages are, so checking a thousand-page site stays cheap.
 */
export const MAY_HOLD_UNSAFE_CODE =
  /\b(?:process|require|module|globalThis|global|eval|Function|Reflect|import|export|constructor|__proto__|getPrototypeOf|getOwnPropertyNames|getOwnPropertyDescriptors?|__lookup[GS]etter__|__define[GS]etter__|prepareStackTrace)\b|\\u|\\x/;

/** How each kind of piece is made a parseable program, and how many characters that adds before it. */
const WRAP: Record<CodePiece['kind'], [string, string, CodeLanguage]> = {
  esm: ['', '', 'jsx'],
  // The newline keeps a trailing `// comment` from swallowing the closing parenthesis.
  expression: ['(', '\n)', 'jsx'],
  attribute: ['(', '\n)', 'jsx'],
  spread: ['({', '\n})', 'jsx'],
};

/** `{/* a comment *\/}` and `{}` are no code. */
const isEmptyExpression = (value: string) => value.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '').trim() === '';

/**
 * The findings of one page's code, at the line and column of the page they are written on.
 * `text` is the text the MDX parser read (offsets of `pieces` are into it).
 */
export function checkPageCode(text: string, pieces: readonly CodePiece[]): PlacedFinding[] {
  const found: PlacedFinding[] = [];
  const place = placer(text);
  for (const piece of pieces) {
    if (piece.kind !== 'esm' && isEmptyExpression(piece.value)) continue;
    const [before, after, lang] = WRAP[piece.kind];
    // Where the piece's text is in the page: found from the node's start (an attribute has no place
    // of its own; text in a list or quote loses its indentation, then the node's start is used).
    const at = text.indexOf(piece.value, piece.start.offset);
    const exact = at >= 0 && (piece.end === undefined || at + piece.value.length <= piece.end.offset);
    const where = (offset: number) => (exact ? place(at + offset) : { line: piece.start.line, column: piece.start.column });
    let findings: CodeFinding[];
    try {
      findings = findUnsafeCode(parseCode(`${before}${piece.value}${after}`, lang));
    } catch (error) {
      found.push({ offset: 0, written: firstLine(piece.value), reason: `Quire cannot read this code to check it (${firstLine((error as Error).message)})`, ...where(0) });
      continue;
    }
    for (const finding of findings) found.push({ ...finding, ...where(Math.max(0, finding.offset - before.length)) });
  }
  return found;
}

/** The findings of a code file (`.jsx`, `.tsx`, `.js`, `.ts`, `.mjs`…) a page imports, and what it imports in turn. */
export function checkCodeFile(text: string, file: string): { findings: PlacedFinding[]; imports: string[] } {
  const lang: CodeLanguage = /\.tsx$/.test(file) ? 'tsx' : /\.[mc]?ts$/.test(file) ? 'ts' : 'jsx';
  const place = placer(text);
  try {
    const program = parseCode(text, lang);
    return { findings: findUnsafeCode(program).map((finding) => ({ ...finding, ...place(finding.offset) })), imports: importSpecifiers(program) };
  } catch (error) {
    return { findings: [{ offset: 0, written: firstLine(text), reason: `Quire cannot read this code to check it (${firstLine((error as Error).message)})`, line: 1, column: 1 }], imports: [] };
  }
}

const firstLine = (text: string) => {
  const line = text.trim().split('\n')[0];
  return line.length > 80 ? `${line.slice(0, 77)}…` : line;
};

/** Line and column (1-based) of an offset, from a table of line starts built once per text. */
function placer(text: string): (offset: number) => { line: number; column: number } {
  const starts = [0];
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - starts[low] + 1 };
  };
}

/** An import an .mdx page's author wrote: its line and the names it binds (`default` for a default import). */
export interface WrittenImport {
  line: number;
  names: string[];
}

/** The imports written in a page's ESM blocks, by specifier; code that cannot be parsed contributes none. */
export function writtenImports(text: string, pieces: readonly CodePiece[]): Map<string, WrittenImport> {
  const found = new Map<string, WrittenImport>();
  const place = placer(text);
  for (const piece of pieces) {
    if (piece.kind !== 'esm') continue;
    const at = text.indexOf(piece.value, piece.start.offset);
    let program: ReturnType<typeof parseCode>;
    try {
      program = parseCode(piece.value, 'jsx');
    } catch {
      continue;
    }
    for (const statement of (program.body as Array<Record<string, unknown>> | undefined) ?? []) {
      const source = statement.source as { value?: unknown } | undefined;
      if (statement.type !== 'ImportDeclaration' || typeof source?.value !== 'string') continue;
      const names = ((statement.specifiers as Array<{ type: string; imported?: { name?: string; value?: string } }>) ?? []).map((specifier) =>
        specifier.type === 'ImportSpecifier' ? (specifier.imported?.name ?? String(specifier.imported?.value)) : 'default',
      );
      const line = at >= 0 ? place(at + (statement.start as number)).line : piece.start.line;
      const known = found.get(source.value);
      found.set(source.value, { line: known?.line ?? line, names: [...new Set([...(known?.names ?? []), ...names])] });
    }
  }
  return found;
}
