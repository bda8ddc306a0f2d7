import { config, icon } from '@fortawesome/fontawesome-svg-core';
import type { IconType } from '../config/schema/shared.ts';
import { resolveIcon } from './resolve-icon.ts';

// Quire ships the few CSS rules icons need; Font Awesome's full stylesheet is not wanted.
config.autoAddCss = false;

/**
 * Inline SVG markup for an icon, rendered at build time (no icon font, no client JS). Names were
 * checked before the build; an unknown one renders nothing rather than breaking a page.
 */
export function iconSvg(name: string | undefined, iconType?: IconType | 'regular', label?: string): string {
  if (!name) return '';
  const resolved = resolveIcon(name, iconType);
  if (resolved.kind === 'unknown') return '';
  const rendered = icon(resolved.definition, {
    classes: ['q-icon'],
    ...(label ? { title: label } : {}),
  });
  return rendered.html.join('');
}
