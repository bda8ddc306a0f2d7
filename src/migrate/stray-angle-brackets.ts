import { isUtf8 } from 'node:buffer';
import { escapeUnparsedCharacters } from '../markdown/mdx-recovery.ts';

export interface EscapedBracket {
  line: number;
  /** The line as it was, trimmed. */
  text: string;
}

/**
 * Prose like "Healthy <50ms" or "x < 3" is plain text on Mintlify's renderer but not valid MDX,
 * where `<` opens a tag. Each `<` the MDX parser stops on, and that starts no tag, gets a
 * backslash (`\<50ms`), which MDX shows as a literal `<`; the reader sees the same text
 * (markdown/mdx-recovery.ts, which the build uses for docs.json pages too). Anything else the
 * parser rejects is left for the build to report with its line.
 */
export function escapeStrayAngleBrackets(source: string): { text: string; escaped: EscapedBracket[] } {
  const { text, escapes } = escapeUnparsedCharacters(source);
  return { text, escaped: escapes.map(({ line, text: written }) => ({ line, text: written })) };
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
