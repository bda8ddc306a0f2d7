import { createElement, type ReactNode } from 'react';

/**
 * The neutral block (NotYetRendered.astro) for React code: what a name the site's React code
 * draws and nothing defines becomes, so the rest of the component still draws, its children shown.
 * Same markup and classes, so it looks the same.
 */
export const NeutralBlock = ({ children }: { children?: ReactNode }) =>
  createElement(
    'div',
    { className: 'not-yet-rendered', role: 'note' },
    createElement('p', { className: 'not-yet-rendered-label' }, 'This part uses a component that this site does not display yet; its content follows.'),
    children,
  );
