import { Tokenizer, TokenizerMode, type TokenHandler, type Token } from 'parse5';

/** One attribute of a start tag in raw HTML, its value decoded as the browser decodes it. */
export interface HtmlAttribute {
  /** The element's name, lower case. */
  tag: string;
  /** As written. */
  name: string;
  /** Character references decoded: `&#106;avascript:` is `javascript:`. */
  value: string;
  /** Offset of the tag's `<` in the HTML. */
  tagStart: number;
  /** Offsets in the HTML: where the name starts and where the value (or the name, without one) ends. */
  start: number;
  end: number;
}

/**
 * Their content is never read as tags by the browser. Only these two: raw HTML in a Markdown page
 * arrives in pieces, and reading less as text (a <textarea>'s content, say) can only make the
 * filter look at more attributes, never fewer.
 */
const RAW_TEXT: Record<string, number> = { script: TokenizerMode.SCRIPT_DATA, style: TokenizerMode.RAWTEXT };

/** What may close a tag the HTML leaves open, tried in this order: after an unquoted part, after a "…, after a '…. */
const CLOSERS = ['>', '">', "'>"] as const;

interface Scan {
  attributes: HtmlAttribute[];
  /** The input ended inside a tag (the tokenizer's eof-in-tag). */
  endedInTag: boolean;
}

/**
 * The start tags of `html` as HTML's own tokenizer (parse5, the WHATWG algorithm) reads them:
 * comments, doctypes and end tags carry no attributes, character references are decoded, a
 * repeated attribute is ignored as the browser ignores it, and script/style content is text.
 */
function scan(html: string): Scan {
  const attributes: HtmlAttribute[] = [];
  let endedInTag = false;
  const ignore = () => {};
  const handler: TokenHandler = {
    onStartTag(token: Token.TagToken) {
      const location = token.location;
      for (const { name, value } of token.attrs) {
        const at = location?.attrs?.[name];
        if (!location || !at) continue;
        // The tokenizer lower-cases names; the source keeps them as written (same length: ASCII case only).
        attributes.push({ tag: token.tagName, name: html.slice(at.startOffset, at.startOffset + name.length), value, tagStart: location.startOffset, start: at.startOffset, end: at.endOffset });
      }
      const rawText = RAW_TEXT[token.tagName];
      if (rawText !== undefined && !token.selfClosing) tokenizer.state = rawText;
    },
    onEndTag: ignore,
    onComment: ignore,
    onDoctype: ignore,
    onEof: ignore,
    onCharacter: ignore,
    onNullCharacter: ignore,
    onWhitespaceCharacter: ignore,
    onParseError(error) {
      if (error.code === 'eof-in-tag') endedInTag = true;
    },
  };
  const tokenizer = new Tokenizer({ sourceCodeLocationInfo: true }, handler);
  tokenizer.write(html, true);
  return { attributes, endedInTag };
}

/**
 * Every attribute of every start tag in a piece of raw HTML, read as the browser's tokenizer reads
 * them. Raw HTML in a Markdown page arrives in pieces (`<a href="…">`, `</a>`), so an unclosed
 * element is fine; a tag the piece leaves open counts with the attributes it has so far, as
 * unfinishedTagCloser closes it.
 */
export function htmlAttributes(html: string): HtmlAttribute[] {
  const whole = scan(html);
  if (!whole.endedInTag) return whole.attributes;
  return scan(html + unfinishedTagCloser(html))
    .attributes.filter((attribute) => attribute.start < html.length)
    .map((attribute) => ({ ...attribute, end: Math.min(attribute.end, html.length) }));
}

/**
 * What ends a start tag the HTML leaves open at its end ('' when none is open): `>`, after the
 * quote of an unfinished quoted value. Markdown cuts an HTML block at a blank line, and the
 * browser would read whatever follows (`<p>action=javascript:…`) as more attributes of that tag.
 */
export function unfinishedTagCloser(html: string): string {
  if (!scan(html).endedInTag) return '';
  return CLOSERS.find((closer) => !scan(html + closer).endedInTag) ?? '';
}

/** The HTML without the attributes at these ranges (a tag keeps its name and its other attributes). */
export function withoutAttributes(html: string, attributes: readonly Pick<HtmlAttribute, 'start' | 'end'>[]): string {
  let result = html;
  for (const { start, end } of [...attributes].sort((a, b) => b.start - a.start)) result = result.slice(0, start) + result.slice(end);
  return result;
}
