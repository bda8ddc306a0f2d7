// biome-ignore-all lint/correctness/noComponentHookFactories: the factory runs once per module of site code that draws these (the build's binding line, with the icons that module writes), never inside a render, so each component keeps one identity.
import { createElement as h } from 'react';
import { textOf } from '../mdx/props.ts';
import { mintlifyHeadingIds } from '../../utils/mintlify-heading-ids.ts';
import { iconElement, on, reactContent, type AnyProps, type IconTable } from './equivalent-kit.ts';

/** Accordion.astro, AccordionGroup.astro and Expandable.astro as React code draws them: <details>, which opens without script. */
export function accordionEquivalents(icons: IconTable) {
  const Accordion = (props: AnyProps) => {
    const title = reactContent(props.title) ?? 'Details';
    const description = reactContent(props.description);
    const own = typeof props.id === 'string' && props.id.trim() !== '' ? props.id.trim() : undefined;
    const id = own ?? mintlifyHeadingIds(textOf(props.title) ?? 'Details')[0];
    return h(
      'details',
      { className: 'accordion', id, open: on(props.defaultOpen) || undefined },
      h(
        'summary',
        null,
        iconElement(icons, props.icon, 'accordion-icon'),
        h(
          'span',
          { className: 'accordion-heading' },
          h('span', { className: 'accordion-title' }, title),
          description !== undefined ? h('span', { className: 'accordion-description' }, description) : null,
        ),
      ),
      h('div', { className: 'accordion-body' }, props.children),
    );
  };
  const AccordionGroup = (props: AnyProps) => h('div', { className: 'accordion-group' }, props.children);
  const Expandable = (props: AnyProps) => {
    const title = textOf(props.title) ?? 'properties';
    return h(
      'details',
      { className: 'expandable', open: on(props.defaultOpen) || undefined },
      h('summary', null, h('span', { className: 'expandable-show' }, `Show ${title}`), h('span', { className: 'expandable-hide' }, `Hide ${title}`)),
      h('div', { className: 'expandable-body' }, props.children),
    );
  };
  return { Accordion, AccordionGroup, Expandable };
}
