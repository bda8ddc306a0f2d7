// biome-ignore-all lint/correctness/noComponentHookFactories: the factory runs once per module of site code that draws these (the build's binding line, with the icons that module writes), never inside a render, so each component keeps one identity.
import { Children, cloneElement, createElement as h, isValidElement, type ReactElement } from 'react';
import { isTitleSize } from '../mdx/title-sizes.ts';
import { iconElement, on, reactContent, type AnyProps, type IconTable } from './equivalent-kit.ts';

/** What <Steps> hands each of its steps: its number and its title's element. */
const NUMBER = '__quireStepNumber';
const SIZE = '__quireTitleSize';

/**
 * Steps.astro and Step.astro as React code draws them: numbers written into the markup (real
 * text, as on a page), counted over the steps among the children; a step with its own
 * `stepNumber` keeps it and the count goes on from there.
 */
export function stepEquivalents(icons: IconTable) {
  const Step = (props: AnyProps) => {
    const given = props[NUMBER];
    const title = reactContent(props.title);
    const size = isTitleSize(props.titleSize) ? props.titleSize : isTitleSize(props[SIZE]) ? props[SIZE] : 'p';
    const id = !on(props.noAnchor) && typeof props.id === 'string' && props.id.trim() !== '' ? props.id.trim() : undefined;
    const icon = iconElement(icons, props.icon, 'step-marker');
    const marker = icon ?? h('span', { className: 'step-marker', 'aria-hidden': 'true' }, typeof given === 'number' ? String(given) : null);
    return h(
      'li',
      { className: 'step', id },
      marker,
      h('div', { className: 'step-content' }, title !== undefined ? h(size, { className: 'step-title' }, title) : null, h('div', { className: 'step-body' }, props.children)),
    );
  };
  const Steps = (props: AnyProps) => {
    let count = 0;
    const numbered = Children.map(props.children, (child) => {
      if (!isValidElement(child) || child.type !== Step) return child;
      const own = Number((child.props as AnyProps).stepNumber);
      count = Number.isFinite(own) && (child.props as AnyProps).stepNumber !== undefined ? own : count + 1;
      return cloneElement(child as ReactElement<AnyProps>, { [NUMBER]: count, [SIZE]: props.titleSize });
    });
    return h('ol', { className: 'steps' }, numbered);
  };
  return { Steps, Step };
}
