import { createElement as h } from 'react';
import { textOf, textsOf } from '../mdx/props.ts';
import { on, type AnyProps } from './equivalent-kit.ts';

/** Field.astro as React code draws it, with Mintlify's `#param-…` anchors. */
const Field = (props: AnyProps, location?: string) => {
  const name = textOf(props.name) ?? 'field';
  const anchor = `param-${name.replace(/[^\w-]+/g, '-')}`.toLowerCase();
  const labels = (value: unknown) => textsOf(value).filter((label) => label !== '');
  const fallback = props.default;
  const shownDefault = fallback === undefined || fallback === null ? undefined : typeof fallback === 'string' ? fallback : JSON.stringify(fallback);
  const type = textOf(props.type);
  return h(
    'div',
    { className: 'field', id: anchor },
    h(
      'div',
      { className: 'field-head' },
      ...labels(props.pre).map((label) => h('span', { key: `pre-${label}`, className: 'field-label' }, label)),
      h('a', { className: 'field-name', href: `#${anchor}` }, h('code', null, name)),
      ...labels(props.post).map((label) => h('span', { key: `post-${label}`, className: 'field-label' }, label)),
      type ? h('span', { className: 'field-type' }, type) : null,
      location ? h('span', { className: 'field-location' }, location) : null,
      on(props.required) ? h('span', { className: 'field-required' }, 'required') : null,
      on(props.deprecated) ? h('span', { className: 'field-deprecated' }, 'deprecated') : null,
      shownDefault !== undefined ? h('span', { className: 'field-default' }, 'default: ', h('code', null, shownDefault)) : null,
    ),
    h('div', { className: 'field-body' }, props.children),
  );
};
// Where a parameter is sent is the one of Mintlify's props (`query`, `path`, `body`, `header`) that names it.
export const ParamField = (props: AnyProps) => {
  const location = ['path', 'query', 'body', 'header', 'param'].find((where) => typeof props[where] === 'string');
  return Field({ ...props, name: location ? props[location] : 'parameter' }, location === 'param' ? undefined : location);
};
export const ResponseField = (props: AnyProps) => Field(props);
