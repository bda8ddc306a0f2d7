import type { Element, ElementContent, Root } from 'hast';
import type { ShikiTransformer } from 'shiki';
import { parseCodeMeta } from './code-meta.ts';

const text = (value: string): ElementContent => ({ type: 'text', value });
const el = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/**
 * Shiki transformer run on every fenced code block at build time (both .md and .mdx): marks
 * highlighted lines and wraps the <pre> in a frame with the title bar and a copy button. The
 * button works through one delegated listener (src/client/copy-code.ts); its clipboard icon is
 * drawn by the stylesheet (styles/mdx.css), not copied into every code block of every page.
 */
export function codeBlockTransformer(): ShikiTransformer {
  return {
    name: 'quire:code-blocks',
    line(node, line) {
      const { highlightLines } = parseCodeMeta(this.options.meta?.__raw);
      if (highlightLines.has(line)) this.addClassToHast(node, 'highlighted');
    },
    root(root: Root) {
      const pre = root.children.find((child): child is Element => child.type === 'element' && child.tagName === 'pre');
      if (!pre) return;
      const { title, flags } = parseCodeMeta(this.options.meta?.__raw);
      const language = this.options.lang ?? 'text';
      const button = el('button', { type: 'button', className: ['copy-code'], dataCopyCode: '', ariaLabel: 'Copy code' }, [
        el('span', { className: ['copy-code-label'], ariaLive: 'polite' }, [text('Copy')]),
      ]);
      const bar = el('div', { className: ['code-block-bar'] }, [...(title ? [el('span', { className: ['code-block-title'] }, [text(title)])] : []), button]);
      const frame = el(
        'div',
        {
          className: ['code-block', title ? 'has-title' : 'no-title', ...(flags.has('lines') ? ['line-numbers'] : []), ...(flags.has('wrap') ? ['wrap'] : [])],
          dataCodeTitle: title ?? language,
          dataLanguage: language,
        },
        [bar, pre],
      );
      root.children = [frame];
    },
  };
}
