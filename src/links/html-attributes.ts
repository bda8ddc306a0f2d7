import { decodeHTMLAttribute } from 'entities';

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

const SPACE = /[\t\n\f\r ]/;

/** Where a comment whose text starts at `from` ends: `<!-->` and `<!--->` end at once, else at `-->` or `--!>`. */
function commentEnd(html: string, from: number): number {
  if (html[from] === '>') return from + 1;
  if (html.startsWith('->', from)) return from + 2;
  const ends = ['-->', '--!>'].map((end) => [html.indexOf(end, from), end.length]).filter(([index]) => index !== -1);
  if (ends.length === 0) return html.length;
  const [index, size] = ends.reduce((first, other) => (other[0] < first[0] ? other : first));
  return index + size;
}
/** Their content is never read as tags by the browser. */
const RAW_TEXT = new Set(['script', 'style']);

/**
 * Every attribute of every start tag in a piece of raw HTML, read as the HTML tokenizer reads
 * them: comments, `<!…>` and `<?…>` are skipped, end tags carry no attributes, values are quoted
 * or run to the next space or `>`, and script/style content is not markup. Raw HTML in a
 * Markdown page arrives in pieces (`<a href="…">`, `</a>`), so an unclosed tag is fine.
 */
export function htmlAttributes(html: string): HtmlAttribute[] {
  return scanStartTags(html).attributes;
}

/**
 * What ends a start tag the HTML leaves open at its end ('' when none is open): `>`, after the
 * quote of an unfinished quoted value. Markdown cuts an HTML block at a blank line, and the
 * browser would read whatever follows (`<p>action=javascript:…`) as more attributes of that tag.
 */
export function unfinishedTagCloser(html: string): string {
  return scanStartTags(html).closer;
}

function scanStartTags(html: string): { attributes: HtmlAttribute[]; closer: string } {
  const found: HtmlAttribute[] = [];
  let closer = '';
  const length = html.length;
  const skipTo = (text: string, from: number) => {
    const at = html.indexOf(text, from);
    return at === -1 ? length : at + text.length;
  };
  let at = 0;
  while ((at = html.indexOf('<', at)) !== -1) {
    if (html.startsWith('<!--', at)) {
      at = commentEnd(html, at + 4);
      continue;
    }
    const next = html[at + 1] ?? '';
    if (next === '!' || next === '?') {
      at = skipTo('>', at);
      continue;
    }
    const endTag = next === '/';
    if (!/[a-zA-Z]/.test(html[endTag ? at + 2 : at + 1] ?? '')) {
      at++;
      continue;
    }
    let cursor = endTag ? at + 2 : at + 1;
    const nameStart = cursor;
    while (cursor < length && !SPACE.test(html[cursor]) && html[cursor] !== '/' && html[cursor] !== '>') cursor++;
    const tag = html.slice(nameStart, cursor).toLowerCase();
    for (;;) {
      while (cursor < length && (SPACE.test(html[cursor]) || html[cursor] === '/')) cursor++;
      if (cursor >= length && closer === '') closer = '>';
      if (cursor >= length || html[cursor] === '>') break;
      const start = cursor;
      // A name may begin with "=" (the tokenizer takes it as part of the name), but not continue with one.
      cursor++;
      while (cursor < length && !SPACE.test(html[cursor]) && !'/>='.includes(html[cursor])) cursor++;
      const name = html.slice(start, cursor);
      let end = cursor;
      while (cursor < length && SPACE.test(html[cursor])) cursor++;
      let value = '';
      if (html[cursor] === '=') {
        cursor++;
        while (cursor < length && SPACE.test(html[cursor])) cursor++;
        const quote = html[cursor];
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, cursor + 1);
          value = html.slice(cursor + 1, close === -1 ? length : close);
          cursor = close === -1 ? length : close + 1;
          if (close === -1) closer = `${quote}>`;
        } else {
          const valueStart = cursor;
          while (cursor < length && !SPACE.test(html[cursor]) && html[cursor] !== '>') cursor++;
          value = html.slice(valueStart, cursor);
        }
        end = cursor;
        if (cursor >= length && closer === '') closer = '>';
      }
      if (!endTag) found.push({ tag, name, value: decodeHTMLAttribute(value), tagStart: at, start, end });
    }
    at = cursor + 1;
    if (!endTag && RAW_TEXT.has(tag)) {
      const close = html.toLowerCase().indexOf(`</${tag}`, at);
      at = close === -1 ? length : close;
    }
  }
  return { attributes: found, closer };
}

/** The HTML without the attributes at these ranges (a tag keeps its name and its other attributes). */
export function withoutAttributes(html: string, attributes: readonly Pick<HtmlAttribute, 'start' | 'end'>[]): string {
  let result = html;
  for (const { start, end } of [...attributes].sort((a, b) => b.start - a.start)) result = result.slice(0, start) + result.slice(end);
  return result;
}
