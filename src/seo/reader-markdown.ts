import { mdxToMdast } from 'satteri';
import { maskVariableReferences } from '../source/parseable-source.ts';

interface MdastNode {
  type: string;
  value?: string;
  name?: string | null;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  position?: { start: { offset?: number }; end: { offset?: number } };
  children?: MdastNode[];
}

/** An expression holding nothing but JavaScript comments: `{/* note to editors *\/}` renders as nothing. */
export function isCommentOnly(expression: string): boolean {
  let at = 0;
  while (at < expression.length) {
    if (/\s/.test(expression[at])) at += 1;
    else if (expression.startsWith('/*', at)) {
      const end = expression.indexOf('*/', at + 2);
      if (end < 0) return false;
      at = end + 2;
    } else if (expression.startsWith('//', at)) {
      const end = expression.indexOf('\n', at);
      at = end < 0 ? expression.length : end + 1;
    } else return false;
  }
  return true;
}

/** `<Visibility for="humans">` / `for="agents"`: whom the wrapped content is for. */
function visibilityAudience(node: MdastNode): string | undefined {
  if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || node.name !== 'Visibility') return undefined;
  const audience = node.attributes?.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'for')?.value;
  return typeof audience === 'string' ? audience : undefined;
}

/**
 * The parts of an MDX page its markdown reader never gets: import/export lines, comment-only
 * expressions, content `<Visibility for="humans">` and the tags (not the content) of
 * `<Visibility for="agents">`, whose content is for this markdown only.
 */
function hiddenRanges(source: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const walk = (node: MdastNode) => {
    const audience = visibilityAudience(node);
    const hidden = audience === 'humans' || node.type === 'mdxjsEsm' || ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && isCommentOnly(node.value ?? ''));
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (hidden && start !== undefined && end !== undefined) ranges.push([start, end]);
    else {
      const children = node.children ?? [];
      const first = children[0]?.position?.start.offset;
      const last = children.at(-1)?.position?.end.offset;
      if (audience === 'agents' && start !== undefined && end !== undefined && first !== undefined && last !== undefined) {
        // A tag on a line of its own goes with its line; the content keeps its lines as written.
        const openEnd = source.slice(start, first).includes('\n') ? lineStart(source, first) : first;
        const closeStart = source.slice(last, end).includes('\n') ? lineEnd(source, last) + 1 : last;
        ranges.push([start, openEnd], [closeStart, end]);
      }
      for (const child of children) walk(child);
    }
  };
  // docs.json `{{api-host}}` is text to the build, and no expression MDX cannot parse; masking keeps every offset.
  walk(mdxToMdast(maskVariableReferences(source)) as MdastNode);
  return ranges;
}

/** Cheap test before parsing: MDX's ESM starts a line with import/export; a comment follows a `{`; a <Visibility> tag. */
const MAY_HIDE = /^(?:import|export)\b|\{\s*\/[*/]|<Visibility\b/m;

const lineStart = (source: string, at: number) => source.lastIndexOf('\n', at - 1) + 1;
const lineEnd = (source: string, at: number) => (source.indexOf('\n', at) < 0 ? source.length : source.indexOf('\n', at));
const blank = (text: string) => text.trim() === '';

/**
 * A range widened so no trace is left: a node alone on its lines takes those lines with it (and
 * one of the blank lines around it, so paragraphs stay one blank line apart); a node inside a line
 * takes one of the spaces around it.
 */
function widen(source: string, [start, nodeEnd]: [number, number]): [number, number] {
  // The parser may count the newline after an ESM block as the block's own.
  const end = nodeEnd > start && source[nodeEnd - 1] === '\n' ? nodeEnd - 1 : nodeEnd;
  const from = lineStart(source, start);
  const to = lineEnd(source, end);
  if (blank(source.slice(from, start)) && blank(source.slice(end, to))) {
    const afterLine = Math.min(to + 1, source.length);
    const nextLineEnd = lineEnd(source, afterLine);
    const blankAbove = from === 0 || blank(source.slice(lineStart(source, from - 1), from - 1));
    const blankBelow = afterLine < source.length && blank(source.slice(afterLine, nextLineEnd));
    return [from, blankAbove && blankBelow ? Math.min(nextLineEnd + 1, source.length) : afterLine];
  }
  return source[start - 1] === ' ' && source[end] === ' ' ? [start, end + 1] : [start, end];
}

/**
 * An .mdx page's markdown as its reader sees it, for <page>.md and llms-full.txt: without the
 * import/export lines and the `{/* comments *\/}`, which the page's HTML never shows. The MDX
 * parser finds them (so an `import` or a comment inside a code block stays, as written) and
 * everything else is kept byte for byte. Throws the parser's error for a page MDX cannot parse.
 */
export function readerMarkdown(source: string): string {
  if (!MAY_HIDE.test(source)) return source;
  const ranges = hiddenRanges(source).map((range) => widen(source, range));
  if (ranges.length === 0) return source;
  let kept = '';
  let at = 0;
  for (const [start, end] of ranges.sort((a, b) => a[0] - b[0])) {
    if (start > at) kept += source.slice(at, start);
    at = Math.max(at, end);
  }
  return kept + source.slice(at);
}
