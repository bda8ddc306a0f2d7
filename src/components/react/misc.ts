// biome-ignore-all lint/correctness/noComponentHookFactories: the factory runs once per module of site code that draws these (the build's binding line), never inside a render, so each component keeps one identity.
import { createElement as h, type ReactNode, useId } from 'react';
import { githubRepoOf, textOf } from '../mdx/props.ts';
import { diagramElement, diagramOptions } from '../../markdown/diagram-element.ts';
import { iconElement, plainId, reactContent, type AnyProps, type IconTable } from './equivalent-kit.ts';

type HastLike = { type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: HastLike[] };

/** `dataPagefindIgnore` → `data-pagefind-ignore`: hast's property names as React's attribute names. */
const attributeName = (key: string): string =>
  key === 'className'
    ? key
    : key.startsWith('data')
      ? `data-${key
          .slice(4)
          .replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
          .slice(1)}`
      : key;

/** A small hast tree (elements and text) as React elements: one markup for both the .astro and React drawings. */
function hastToReact(node: HastLike, key?: number): ReactNode {
  if (node.type === 'text') return node.value ?? '';
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(node.properties ?? {})) props[attributeName(name)] = Array.isArray(value) ? value.join(' ') : value;
  return h(node.tagName ?? 'span', props, ...(node.children ?? []).map((child, index) => hastToReact(child, index)));
}

/**
 * Mermaid.astro, Prompt.astro and GitHubRepo.astro as React code draws them (`<GitHub.Repo>`):
 * the same markup, served by the same scripts (client/mermaid.ts, copy-text.ts, prompt-cursor.ts,
 * github-repo.ts), linked by the route. A prompt's description is drawn as text: Markdown needs
 * the build's renderer, which does not run in the reader's browser.
 */
export function miscEquivalents(icons: IconTable) {
  const Mermaid = (props: AnyProps) => hastToReact(diagramElement(textOf(props.chart) ?? '', diagramOptions(props)) as HastLike);
  const Prompt = (props: AnyProps) => {
    const id = plainId(useId());
    const actions = Array.isArray(props.actions) ? props.actions : ['copy'];
    const description = reactContent(props.description);
    return h(
      'div',
      { className: 'prompt' },
      h(
        'div',
        { className: 'prompt-head' },
        iconElement(icons, props.icon, 'prompt-icon'),
        h('div', { className: 'prompt-description' }, description !== undefined ? h('p', null, description) : null),
        h(
          'div',
          { className: 'prompt-actions' },
          actions.includes('copy')
            ? h('button', { type: 'button', className: 'prompt-action', 'data-copy-from': `${id}-text` }, 'Copy prompt', h('span', { className: 'sr-only', 'aria-live': 'polite' }))
            : null,
          actions.includes('cursor')
            ? h('a', { className: 'prompt-action', 'data-prompt-cursor': `${id}-text`, href: 'https://cursor.com', rel: 'noopener noreferrer', target: '_blank' }, 'Open in Cursor')
            : null,
        ),
      ),
      h('div', { className: 'prompt-text', id: `${id}-text` }, props.children),
    );
  };
  const Repo = (props: AnyProps) => {
    const repo = githubRepoOf(props.repo);
    if (repo === undefined) return null;
    return h(
      'quire-github-repo',
      { className: `github-repo ${props.variant === 'flat' ? 'github-repo-flat' : 'github-repo-inset'}`, 'data-repo': repo },
      h(
        'a',
        { className: 'github-repo-link', href: `https://github.com/${repo}`, rel: 'noopener noreferrer' },
        h(
          'span',
          { className: 'github-repo-inner' },
          h('span', { className: 'github-repo-name' }, repo),
          h('span', { className: 'github-repo-description', 'data-description': '', hidden: true }),
          h(
            'span',
            { className: 'github-repo-counts', 'data-counts': '', hidden: true },
            h('span', null, h('span', { 'aria-hidden': 'true' }, '★ '), h('span', { 'data-stars': '' })),
            h('span', null, h('span', { 'aria-hidden': 'true' }, '⑂ '), h('span', { 'data-forks': '' })),
          ),
        ),
      ),
    );
  };
  return { Mermaid, Prompt, GitHub: { Repo } };
}
