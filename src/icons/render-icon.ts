import { toHtml } from 'hast-util-to-html';
import { escapeHtml } from '../utils/escape.ts';
import type { IconValue } from '../config/icon-value.ts';
import { resolveIcon, type IconContext, type IconResolution } from './resolve-icon.ts';

export interface IconOptions extends IconContext {
  /** Classes on the <svg> or <img>; `q-icon` when not given. */
  className?: string;
  /** CSS length for width and height. */
  size?: string;
  /** A CSS colour, already checked by the caller. */
  color?: string;
  /** Accessible name; without it the icon is decorative (aria-hidden, empty alt). */
  label?: string;
}

/** Width, height and colour as an inline style; colour reaches the drawing through currentColor. */
function inlineStyle(options: IconOptions): string | undefined {
  const rules = [...(options.size ? [`width:${options.size}`, `height:${options.size}`] : []), ...(options.color ? [`color:${options.color}`] : [])];
  return rules.length > 0 ? rules.join(';') : undefined;
}

/** role/aria for an SVG: announced by its label, or hidden from assistive technology. */
const svgAccessibility = (label: string | undefined): Record<string, string> => (label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': 'true', focusable: 'false' });

const attributes = (values: Record<string, string | undefined>): string =>
  Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');

/** HTML for a resolved icon: '' for one that cannot be drawn (the resolution says why). */
export function renderResolvedIcon(resolved: IconResolution, options: IconOptions = {}): string {
  const className = options.className ?? 'q-icon';
  const style = inlineStyle(options);
  if (resolved.kind === 'image') {
    return `<img${attributes({ class: `${className} q-icon-image`, src: resolved.src, alt: options.label ?? '', style })}>`;
  }
  if (resolved.kind === 'inline-svg') {
    const accessibility = options.label ? { role: 'img', ariaLabel: options.label } : { ariaHidden: 'true', focusable: 'false' };
    const properties = { ...resolved.root.properties, className: [...className.split(/\s+/), 'q-icon-svg'], ...accessibility, ...(style ? { style } : {}) };
    return toHtml({ ...resolved.root, properties } as never);
  }
  if (resolved.kind !== 'svg') return '';
  return `<svg${attributes({
    class: `${className} q-icon-svg`,
    'data-library': resolved.library,
    'data-icon': resolved.name,
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: resolved.viewBox,
    ...svgAccessibility(options.label),
    style,
  })}>${resolved.body}</svg>`;
}

/**
 * Inline SVG (or an <img> for a URL or path) for any icon value, drawn at build time: no icon
 * font, no client JS. A Pro-only Font Awesome name or style is drawn with its free stand-in; a
 * name the library does not have gives ''.
 */
export function iconHtml(value: IconValue | undefined, options: IconOptions = {}): string {
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return '';
  return renderResolvedIcon(resolveIcon(value, options), options);
}
