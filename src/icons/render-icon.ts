import { config, icon } from '@fortawesome/fontawesome-svg-core';
import { resolveIcon } from './resolve-icon.ts';

// Quire ships the few CSS rules icons need; Font Awesome's full stylesheet is not wanted.
config.autoAddCss = false;

export interface IconOptions {
  /** A Font Awesome style: brands, solid, regular, or a Pro type (duotone, light, sharp-solid, thin). */
  iconType?: string;
  className?: string;
  /** CSS length for width and height. */
  size?: string;
  /** A CSS colour, already checked by the caller. */
  color?: string;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  label?: string;
}

/**
 * Inline SVG markup for a Font Awesome icon, rendered at build time (no icon font, no client
 * JS). A Pro-only name is drawn with its free stand-in; a name that is no icon at all gives ''.
 */
export function iconSvg(name: string | undefined, options: IconOptions = {}): string {
  if (!name) return '';
  const resolved = resolveIcon(name.trim().toLowerCase().replace(/^fa-/, ''), options.iconType as never);
  if (resolved.kind === 'unknown') return '';
  const styles: Record<string, string> = {};
  if (options.size) Object.assign(styles, { width: options.size, height: options.size });
  if (options.color) styles.color = options.color;
  return icon(resolved.definition, {
    classes: (options.className ?? 'q-icon').split(/\s+/).filter(Boolean),
    styles,
    ...(options.label ? { title: options.label } : {}),
  }).html.join('');
}
