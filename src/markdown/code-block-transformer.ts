import type { Element, ElementContent, Root } from 'hast';
import { htmlToHast } from 'satteri';
import type { ShikiTransformer } from 'shiki';
import { iconSvg } from '../icons/icon-lookup.ts';
import { takeDiffMarkers, type DiffMark } from './code-diff.ts';
import { parseCodeMeta, type CodeMeta } from './code-meta.ts';
import { codeOptionsAttribute } from './code-options.ts';

const text = (value: string): ElementContent => ({ type: 'text', value });
const el = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** Languages without comments, where `[!code ++]` is not a diff marker. */
const PLAIN_TEXT = new Set(['text', 'txt', 'plaintext', 'plain']);

/** A block longer than this is collapsed when marked `expandable`. */
export const EXPANDABLE_AFTER_LINES = 10;

/** What one block's meta and source say, worked out once per block (Shiki's per-block `meta` scratch). */
interface BlockFacts {
  meta: CodeMeta;
  diff: Map<number, DiffMark>;
  lineCount: number;
}

/** An icon's SVG as a hast element, drawn by the resolver pages use (Font Awesome names, as Mintlify's examples). */
function iconElement(name: string): ElementContent[] {
  const svg = iconSvg(name);
  if (!svg) return [];
  const drawn = (htmlToHast(svg, { fragment: true }) as unknown as Root).children as ElementContent[];
  return [el('span', { className: ['code-block-icon'], ariaHidden: 'true' }, drawn)];
}

/**
 * Shiki transformer run on every fenced code block at build time (both .md and .mdx): takes out
 * Mintlify's diff markers, marks highlighted, focused, added and removed lines, and wraps the
 * <pre> in a frame with the title bar (icon, title) and a copy button (unless `nocopy`); an
 * `expandable` block longer than ten lines gets a native <details> toggle that opens it. The
 * button works through one delegated listener (src/client/copy-code.ts); its clipboard icon is
 * drawn by the stylesheet (styles/mdx.css), not copied into every code block of every page; the
 * frame's `data-code-options` says which options it uses (markdown/code-options.ts links their rules).
 */
export function codeBlockTransformer(): ShikiTransformer {
  const facts = (context: { meta: object }): BlockFacts => (context.meta as { quire?: BlockFacts }).quire ?? { meta: parseCodeMeta(undefined), diff: new Map(), lineCount: 0 };
  return {
    name: 'quire:code-blocks',
    preprocess(code) {
      // Plain text has no comments, so a marker in it is text to show: Mintlify's own pages show
      // the marker syntax in ```text blocks.
      const plain = PLAIN_TEXT.has(this.options.lang ?? 'text');
      const { code: kept, marks } = plain ? { code, marks: new Map<number, DiffMark>() } : takeDiffMarkers(code);
      (this.meta as { quire?: BlockFacts }).quire = { meta: parseCodeMeta(this.options.meta?.__raw), diff: marks, lineCount: kept.split('\n').length };
      return kept;
    },
    line(node, line) {
      const { meta, diff } = facts(this);
      if (meta.highlightLines.has(line)) this.addClassToHast(node, 'highlighted');
      if (meta.focusLines.size > 0) this.addClassToHast(node, meta.focusLines.has(line) ? 'focused' : 'unfocused');
      const mark = diff.get(line);
      // The stylesheet draws a + or − in the gutter as well as the colour, so colour is not the
      // only sign; no text is added to the line, which the copy button copies as it is.
      if (mark) this.addClassToHast(node, ['diff', mark]);
    },
    root(root: Root) {
      const pre = root.children.find((child): child is Element => child.type === 'element' && child.tagName === 'pre');
      if (!pre) return;
      const { meta, diff, lineCount } = facts(this);
      const { title, flags, icon } = meta;
      const language = this.options.lang ?? 'text';
      const copy = !flags.has('nocopy');
      const button = el('button', { type: 'button', className: ['copy-code'], dataCopyCode: '', ariaLabel: 'Copy code' }, [
        el('span', { className: ['copy-code-label'], ariaLive: 'polite' }, [text('Copy')]),
      ]);
      const heading = [...(icon ? iconElement(icon) : []), ...(title ? [el('span', { className: ['code-block-title'] }, [text(title)])] : [])];
      const bar = heading.length > 0 || copy ? [el('div', { className: ['code-block-bar'] }, [...heading, ...(copy ? [button] : [])])] : [];
      const expandable = flags.has('expandable') && lineCount > EXPANDABLE_AFTER_LINES;
      const toggle = expandable
        ? [
            el('details', { className: ['code-expand'] }, [
              el('summary', {}, [el('span', { className: ['code-expand-more'] }, [text(`Show all ${lineCount} lines`)]), el('span', { className: ['code-expand-less'] }, [text('Show less')])]),
            ]),
          ]
        : [];
      const frame = el(
        'div',
        {
          className: [
            'code-block',
            title || icon ? 'has-title' : 'no-title',
            ...(flags.has('lines') ? ['line-numbers'] : []),
            ...(flags.has('wrap') ? ['wrap'] : []),
            ...(expandable ? ['expandable'] : []),
            ...(meta.focusLines.size > 0 ? ['has-focus'] : []),
            ...(diff.size > 0 ? ['has-diff'] : []),
          ],
          dataCodeTitle: title ?? language,
          dataLanguage: language,
          ...codeOptionsAttribute({ highlight: meta.highlightLines.size > 0, focus: meta.focusLines.size > 0, diff: diff.size > 0, expandable }),
        },
        [...bar, pre, ...toggle],
      );
      root.children = [frame];
    },
  };
}
