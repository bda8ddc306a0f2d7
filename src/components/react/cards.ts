// biome-ignore-all lint/correctness/noComponentHookFactories: the factory runs once per module of site code that draws these (the build's binding line, with the icons that module writes), never inside a render, so each component keeps one identity.
import { createElement as h } from 'react';
import { textOf } from '../mdx/props.ts';
import { isCalloutKind } from '../mdx/callout-kinds.ts';
import { safeColor } from '../../utils/escape.ts';
import { safeUrl } from '../../utils/url-safety.ts';
import { calloutIconKey, iconElement, linkOf, on, reactContent, type AnyProps, type IconTable } from './equivalent-kit.ts';

/** Card.astro, CardGroup.astro and Tile.astro as React code draws them: the same markup and classes. */
export function cardEquivalents(icons: IconTable) {
  const Card = (props: AnyProps) => {
    const kind = isCalloutKind(props.type) && props.type !== 'callout' ? props.type : undefined;
    const { href, rel } = linkOf(props.href);
    const image = safeUrl(textOf(props.img ?? props.image), 'image');
    const tint = safeColor(props.color);
    const title = reactContent(props.title);
    const cta = reactContent(props.cta);
    const external = rel !== undefined;
    const arrow = href !== undefined && (props.arrow === undefined ? external : on(props.arrow));
    const glyph = external ? '↗' : '→';
    const icon = props.icon === undefined && kind ? iconElement(icons, calloutIconKey(kind), 'card-icon') : iconElement(icons, props.icon, 'card-icon');
    const classes = ['card', kind && `card-type card-${kind}`, href && 'card-link', on(props.horizontal) && 'card-horizontal'].filter(Boolean).join(' ');
    return h(
      href ? 'a' : 'div',
      { className: classes, href, rel, style: tint ? { '--card-color': tint } : undefined },
      image ? h('img', { className: 'card-image', src: image, alt: '', loading: 'lazy' }) : null,
      h(
        'div',
        { className: 'card-main' },
        icon,
        h(
          'div',
          { className: 'card-text' },
          title !== undefined ? h('p', { className: 'card-title' }, title) : null,
          h('div', { className: 'card-body' }, props.children),
          cta !== undefined ? h('span', { className: 'card-cta' }, cta, arrow ? h('span', { 'aria-hidden': 'true' }, ` ${glyph}`) : null) : null,
        ),
      ),
      arrow && cta === undefined ? h('span', { className: 'card-arrow', 'aria-hidden': 'true' }, glyph) : null,
    );
  };
  const CardGroup = (props: AnyProps) => {
    const cols = Math.min(4, Math.max(1, Number(props.cols ?? 2) || 2));
    return h('div', { className: 'card-group', style: { '--cols': cols } }, props.children);
  };
  const Tile = (props: AnyProps) => {
    const { href, rel } = linkOf(props.href);
    const title = reactContent(props.title);
    const description = reactContent(props.description);
    return h(
      href ? 'a' : 'div',
      { className: 'tile', href, rel },
      h('div', { className: 'tile-preview' }, props.children),
      title !== undefined ? h('p', { className: 'tile-title' }, title) : null,
      description !== undefined ? h('p', { className: 'tile-description' }, description) : null,
    );
  };
  return { Card, CardGroup, Columns: CardGroup, Tile };
}
