// biome-ignore-all lint/correctness/noComponentHookFactories: the factory runs once per module of site code that draws these (the build's binding line), never inside a render, so each component keeps one identity.
import { createElement as h } from 'react';
import { textOf } from '../mdx/props.ts';
import { safeColor } from '../../utils/escape.ts';
import { reactContent, type AnyProps } from './equivalent-kit.ts';

/** A swatch's value as ColorItem.astro reads it: one CSS colour, or one per mode. */
function swatchOf(value: unknown): { shown: string; style?: Record<string, string> } {
  const perMode = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as { light?: unknown; dark?: unknown }) : undefined;
  const given = perMode ?? { light: value, dark: value };
  const light = safeColor(textOf(given.light));
  const dark = safeColor(textOf(given.dark)) ?? light;
  const shown = perMode ? [textOf(perMode.light), textOf(perMode.dark)].filter(Boolean).join(' / ') : (textOf(value) ?? '');
  const style: Record<string, string> = {};
  if (light) style['--swatch-light'] = light;
  if (dark) style['--swatch-dark'] = dark;
  return { shown, style: Object.keys(style).length > 0 ? style : undefined };
}

/** Color.astro, ColorItem.astro and ColorRow.astro as React code draws them (`<Color.Item>`); a swatch copies its value (client/copy-text.ts). */
export function colorEquivalents() {
  const Item = (props: AnyProps) => {
    const { shown, style } = swatchOf(props.value);
    const name = reactContent(props.name);
    return h(
      'button',
      { type: 'button', className: 'color-item', 'data-copy-text': shown },
      h('span', { className: 'sr-only' }, 'Copy '),
      h('span', { className: 'color-swatch', style, 'aria-hidden': 'true' }),
      name !== undefined ? h('span', { className: 'color-name' }, name) : null,
      h('code', { className: 'color-value' }, shown),
      h('span', { className: 'color-copied', 'aria-live': 'polite' }),
    );
  };
  const Row = (props: AnyProps) => {
    const title = reactContent(props.title);
    return h('div', { className: 'color-row' }, title !== undefined ? h('p', { className: 'color-row-title' }, title) : null, h('div', { className: 'color-row-items' }, props.children));
  };
  const Color = Object.assign((props: AnyProps) => h('div', { className: `color-palette color-${props.variant === 'table' ? 'table' : 'compact'}` }, props.children), { Item, Row });
  return { Color };
}
