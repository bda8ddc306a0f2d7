import { createElement, type ReactNode } from 'react';
import { textOf } from '../mdx/props.ts';
import { on } from './equivalent-kit.ts';

/**
 * Quire's components that React code may draw (a page's own component handed to a React
 * component, `CodeBlockComponent={WidgetCodeBlock}`): React cannot draw Quire's Astro components,
 * so these draw the same markup and classes (markdown/code-block-transformer.ts for the code
 * block), without what only the build can do (Shiki's colours: the text is plain). The copy
 * button is the same element, so the page's copy script serves it.
 */

interface CodeBlockProps {
  children?: ReactNode;
  language?: unknown;
  filename?: unknown;
  wrap?: unknown;
  lines?: unknown;
  nocopy?: unknown;
}

export function CodeBlock({ children, language: givenLanguage, filename, wrap, lines, nocopy }: CodeBlockProps) {
  const language = textOf(givenLanguage) ?? 'text';
  const title = textOf(filename) || undefined;
  const copy = on(nocopy)
    ? null
    : createElement(
        'button',
        { type: 'button', className: 'copy-code', 'data-copy-code': '', 'aria-label': 'Copy code' },
        createElement('span', { className: 'copy-code-label', 'aria-live': 'polite' }, 'Copy'),
      );
  const bar = createElement('div', { className: 'code-block-bar' }, title ? createElement('span', { className: 'code-block-title' }, title) : null, copy);
  const pre = createElement('pre', { className: 'astro-code', tabIndex: 0, 'data-language': language }, createElement('code', null, children));
  const classes = ['code-block', title ? 'has-title' : 'no-title', ...(on(lines) ? ['line-numbers'] : []), ...(on(wrap) ? ['wrap'] : [])];
  return createElement('div', { className: classes.join(' '), 'data-code-title': title ?? language, 'data-language': language }, bar, pre);
}
