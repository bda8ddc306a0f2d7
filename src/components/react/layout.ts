// biome-ignore-all lint/correctness/noComponentHookFactories: the factory runs once per module of site code that draws these (the build's binding line), never inside a render, so each component keeps one identity.
import { createElement as h, Fragment, useId } from 'react';
import { textOf } from '../mdx/props.ts';
import { mintlifyHeadingIds } from '../../utils/mintlify-heading-ids.ts';
import { on, plainId, type AnyProps } from './equivalent-kit.ts';

/** The text of React children, for a heading's id: strings and numbers, depth first. */
function textOfChildren(children: unknown): string {
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map(textOfChildren).join('');
  const props = (children as { props?: { children?: unknown } } | null)?.props;
  return props ? textOfChildren(props.children) : '';
}

/**
 * Column.astro, Panel.astro, Visibility.astro, View.astro, Heading.astro and the request and
 * response examples as React code draws them: the same markup, served by the same stylesheets and
 * scripts (a view's switch: client/views.ts, linked by the route).
 */
export function layoutEquivalents(codeGroup: (props: AnyProps) => unknown) {
  const Column = (props: AnyProps) => h('div', { className: 'column', style: { minWidth: 0 } }, props.children);
  const Panel = (props: AnyProps) => h('aside', { className: 'panel' }, props.children);
  // `agents` content is for the page's .md only, never in its HTML (Visibility.astro).
  const Visibility = (props: AnyProps) => (props.for === 'agents' ? null : h(Fragment, null, props.children));
  const View = (props: AnyProps) => h('quire-view', { className: 'view', id: plainId(useId()), 'data-view-title': textOf(props.title) ?? 'View' }, props.children);
  const Heading = (props: AnyProps) => {
    const level = Math.min(6, Math.max(1, Number(props.level ?? 2) || 2));
    const slug = textOf(props.id)?.trim() || mintlifyHeadingIds(textOfChildren(props.children))[0];
    return h(`h${level}`, { id: on(props.noAnchor) ? undefined : slug || undefined }, props.children);
  };
  const example = (label: 'Request' | 'Response') => (props: AnyProps) =>
    h(
      'section',
      { className: 'api-example', 'aria-label': `${label} example` },
      h('p', { className: 'api-example-label' }, label),
      h(codeGroup as never, { label: `${label} example`, dropdown: props.dropdown }, props.children),
    );
  return { Column, Panel, Visibility, View, Heading, RequestExample: example('Request'), ResponseExample: example('Response') };
}
