// biome-ignore-all lint/correctness/noComponentHookFactories: the factory runs once per module of site code that draws these (the build's binding line, with the icons that module writes), never inside a render, so each component keeps one identity.
import { createElement as h } from 'react';
import { CALLOUT_ICONS, CALLOUT_LABELS, type CalloutKind } from '../mdx/callout-kinds.ts';
import { safeColor } from '../../utils/escape.ts';
import { calloutIconKey, iconElement, type AnyProps, type IconTable } from './equivalent-kit.ts';

/** The name a callout component is written by: `note` → `Note`. */
const calloutName = (kind: CalloutKind): string => `${kind[0].toUpperCase()}${kind.slice(1)}`;

/** Callout.astro and its kinds (<Note>, <Tip>…) as React code draws them: the kind's own icon unless the code names one. */
export function calloutEquivalents(icons: IconTable) {
  const callout = (kind: CalloutKind) => (props: AnyProps) => {
    const tint = safeColor(props.color);
    const own = iconElement(icons, props.icon, 'callout-icon');
    return h(
      'div',
      { className: `callout callout-${kind}`, role: 'note', 'aria-label': CALLOUT_LABELS[kind], style: tint ? { '--callout-color': tint } : undefined },
      own ?? iconElement(icons, calloutIconKey(kind), 'callout-icon'),
      h('div', { className: 'callout-body' }, props.children),
    );
  };
  return Object.fromEntries((Object.keys(CALLOUT_ICONS) as CalloutKind[]).map((kind) => [calloutName(kind), callout(kind)]));
}
