import { createElement as h, isValidElement, type ReactNode } from 'react';
import { texToMathMl } from '../../markdown/latex-math.ts';
import type { AnyProps } from './equivalent-kit.ts';

/** The TeX of React children: strings and numbers, depth first. */
function texOf(children: ReactNode): string {
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map(texOf).join('');
  return isValidElement(children) ? texOf((children.props as { children?: ReactNode }).children) : '';
}

/**
 * Latex.astro as React code draws it: the formula as MathML, which the browser draws (Temml's safe
 * defaults: no command that links or runs). Its own module, bound only where React code draws
 * <Latex>, so no other React code carries the TeX engine. `display` (or `block`) draws it on a line of its own.
 */
export function Latex(props: AnyProps) {
  const display = props.display === true || props.block === true;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: Temml's MathML of the TeX, with its safe defaults (no command that links or runs).
  return h('span', { className: 'latex', dangerouslySetInnerHTML: { __html: texToMathMl(texOf(props.children).trim(), display) } });
}
