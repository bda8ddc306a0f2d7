import { createElement, type ReactNode } from 'react';
import { CALLOUT_LABELS, type CalloutKind } from '../mdx/callout-kinds.ts';
import { safeColor } from '../../utils/escape.ts';

interface CalloutProps {
  children?: ReactNode;
  kind: CalloutKind;
  /** The kind's default icon as SVG, resolved by the build from Quire's icon set (integration/react-modules.ts), so no icon set reaches the reader's browser. */
  icon: string;
  /** Mintlify's <Callout color="…">: the callout's tint. */
  color?: string;
}

/**
 * Quire's callout (Callout.astro) as React code draws it, for a `<Callout>`/`<Note>`… that a
 * React snippet imports from a package Quire does not provide: the same markup and classes, so
 * mdx.css draws it as on any page.
 */
export function QuireCallout({ children, kind, icon, color }: CalloutProps) {
  const tint = safeColor(color);
  return createElement(
    'div',
    { className: `callout callout-${kind}`, role: 'note', 'aria-label': CALLOUT_LABELS[kind], style: tint ? { '--callout-color': tint } : undefined },
    // biome-ignore lint/security/noDangerouslySetInnerHtml: Quire's own icon, drawn by the build; no text of the site reaches it.
    createElement('span', { className: 'callout-icon', dangerouslySetInnerHTML: { __html: icon } }),
    createElement('div', { className: 'callout-body' }, children),
  );
}
