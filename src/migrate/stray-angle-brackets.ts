import { isUtf8 } from 'node:buffer';
import { mdxToJs } from 'satteri';
import { blankFrontmatter } from '../source/frontmatter.ts';
import { mdxSyntaxError, type MdxSyntaxError } from '../markdown/mdx-syntax-error.ts';

export interface EscapedBracket {
  line: number;
  /** The line as it was, trimmed. */
  text: string;
}

/** The parser stopped on a `<` that starts no tag: "Unexpected character after `<`" or "… before name". */
const isStrayBracket = (problem: MdxSyntaxError) => problem.ruleId === 'mdx-jsx:unexpected-character' && /`<`|before name/.test(problem.reason);

/**
 * Prose like "Healthy <50ms" or "x < 3" is plain text on Mintlify's renderer but not valid MDX,
 * where `<` opens a tag. Each `<` the MDX parser stops on, and that starts no tag, gets a
 * backslash (`\<50ms`), which MDX shows as a literal `<`; the reader sees the same text. Anything
 * else the parser rejects is left for the build to report with its line.
 */
export function escapeStrayAngleBrackets(source: string): { text: string; escaped: EscapedBracket[] } {
  let text = source;
  const escaped: EscapedBracket[] = [];
  const original = source.split('\n');
  for (let attempt = 0; attempt < 200; attempt += 1) {
    let problem: MdxSyntaxError | undefined;
    try {
      mdxToJs(blankFrontmatter(text));
      break;
    } catch (error) {
      problem = mdxSyntaxError(error);
    }
    if (!problem || !isStrayBracket(problem)) break;
    const lines = text.split('\n');
    const index = problem.line - 1;
    const lineText = lines[index] ?? '';
    // The parser points at the `<` or just after it.
    const column = [problem.column - 1, problem.column - 2].find((c) => lineText[c] === '<');
    if (column === undefined) break;
    lines[index] = `${lineText.slice(0, column)}\\${lineText.slice(column)}`;
    text = lines.join('\n');
    escaped.push({ line: index + 1, text: (original[index] ?? lineText).trim() });
  }
  return { text, escaped };
}

/**
 * The same escapes in a page's bytes, whatever its encoding. A UTF-8 page is edited as text. A page
 * that is not UTF-8 (Latin-1, Windows-1252) is edited one character per byte: each escape inserts
 * a backslash and every other byte stays as it was, where decoding it as UTF-8 would have turned
 * its `é` into U+FFFD for good.
 */
export function escapeStrayAngleBracketsInBytes(bytes: Buffer): { bytes: Buffer; escaped: EscapedBracket[]; utf8: boolean } {
  const utf8 = isUtf8(bytes);
  const encoding = utf8 ? 'utf8' : 'latin1';
  const { text, escaped } = escapeStrayAngleBrackets(bytes.toString(encoding));
  return { bytes: escaped.length > 0 ? Buffer.from(text, encoding) : bytes, escaped, utf8 };
}
