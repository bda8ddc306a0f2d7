// biome-ignore-all lint/correctness/noComponentHookFactories: the factory runs once per module of site code that draws these (the build's binding line, with the icons that module writes), never inside a render, so each component keeps one identity.
import { createElement as h } from 'react';
import { textOf, textsOf } from '../mdx/props.ts';
import { updateAnchor } from '../../seo/update-anchor.ts';
import { safeColor } from '../../utils/escape.ts';
import { iconElement, linkOf, on, reactContent, type AnyProps, type IconTable } from './equivalent-kit.ts';

const BADGE_COLORS = ['gray', 'blue', 'green', 'yellow', 'orange', 'red', 'purple', 'white', 'surface', 'white-destructive', 'surface-destructive'];
const BADGE_SIZES = ['xs', 'sm', 'md', 'lg'];
const BADGE_SHAPES = ['rounded', 'pill'];
const pick = (options: readonly string[], value: unknown, fallback: string): string => (typeof value === 'string' && options.includes(value) ? value : fallback);

/**
 * Quire's smaller components as React code draws them, with the markup and classes of their
 * .astro twins (Badge, Icon, Tooltip, Frame, Update).
 */
export function markEquivalents(icons: IconTable) {
  const Badge = (props: AnyProps) => {
    const disabled = on(props.disabled);
    const classes = [
      'badge',
      `badge-${pick(BADGE_COLORS, props.color, 'gray')}`,
      `badge-${pick(BADGE_SIZES, props.size, 'md')}`,
      `badge-${pick(BADGE_SHAPES, props.shape, 'rounded')}`,
      on(props.stroke) && 'badge-stroke',
      disabled && 'badge-disabled',
      typeof props.className === 'string' && props.className,
    ];
    return h('span', { className: classes.filter(Boolean).join(' '), 'aria-disabled': disabled ? 'true' : undefined }, iconElement(icons, props.icon, 'badge-icon'), props.children);
  };
  const Icon = (props: AnyProps) => {
    const size = Number(props.size) > 0 ? `${Number(props.size)}px` : undefined;
    const color = safeColor(props.color);
    const label = textOf(props.label);
    const drawn = iconElement(icons, props.icon ?? props.src ?? props.name, ['q-icon-wrap', typeof props.className === 'string' ? props.className : ''].join(' ').trim());
    if (drawn === null) return null;
    return h('span', { style: { color, width: size, height: size, display: 'inline-flex' }, role: label ? 'img' : undefined, 'aria-label': label, 'aria-hidden': label ? undefined : 'true' }, drawn);
  };
  const Tooltip = (props: AnyProps) => {
    const { href, rel } = linkOf(props.href);
    const cta = reactContent(props.cta);
    const headline = reactContent(props.headline);
    return h(
      'span',
      { className: 'tooltip' },
      h('span', { className: 'tooltip-trigger', tabIndex: 0 }, props.children),
      h(
        'span',
        { className: 'tooltip-content', role: 'tooltip' },
        headline !== undefined ? h('strong', { className: 'tooltip-headline' }, headline) : null,
        reactContent(props.tip),
        cta !== undefined && href ? h('a', { className: 'tooltip-cta', href, rel }, cta) : null,
      ),
    );
  };
  const Frame = (props: AnyProps) => {
    const hint = reactContent(props.hint);
    const caption = reactContent(props.caption);
    return h(
      'figure',
      { className: 'frame' },
      hint !== undefined ? h('p', { className: 'frame-hint' }, hint) : null,
      h('div', { className: 'frame-content' }, props.children),
      caption !== undefined ? h('figcaption', null, caption) : null,
    );
  };
  const Update = (props: AnyProps) => {
    const label = textOf(props.label);
    const anchor = updateAnchor(label);
    const description = reactContent(props.description);
    const tags = textsOf(props.tags);
    return h(
      'section',
      { className: 'update', id: anchor, 'aria-labelledby': `${anchor}-label` },
      h(
        'div',
        { className: 'update-meta' },
        h('a', { className: 'update-label', id: `${anchor}-label`, href: `#${anchor}` }, label),
        description !== undefined ? h('p', { className: 'update-description' }, description) : null,
        tags.length > 0 ? h('p', { className: 'update-tags' }, ...tags.map((tag) => h('span', { key: tag, className: 'badge' }, tag))) : null,
      ),
      h('div', { className: 'update-body' }, props.children),
    );
  };
  return { Badge, Icon, Tooltip, Frame, Update };
}
