import { formatSuggestions } from '../config/did-you-mean.ts';
import type { IconValue } from '../config/icon-value.ts';
import { renderResolvedIcon, type IconOptions } from './render-icon.ts';
import { resolveIcon, type IconResolution } from './resolve-icon.ts';

const LIBRARY_LABELS = { fontawesome: 'Font Awesome', lucide: 'Lucide', tabler: 'Tabler' } as const;

/** What a page's icon that is not drawn as asked deserves to hear, or undefined when it is. */
export function iconNotice(value: IconValue, resolved: IconResolution): string | undefined {
  const shown = typeof value === 'string' ? value : value.name;
  if (resolved.kind === 'refused') return `icon ${JSON.stringify(shown.slice(0, 60))} is not shown: ${resolved.reason}`;
  if (resolved.kind === 'unknown') {
    const suggestions = formatSuggestions(resolved.suggestions);
    const hint = suggestions ? ` ${suggestions}` : '';
    return `icon "${resolved.name}" is no ${LIBRARY_LABELS[resolved.library]} icon and is not shown;${hint}`;
  }
  if (resolved.kind !== 'svg') return undefined;
  if (resolved.proName) return `icon "${resolved.proName.asked}" is only in Font Awesome Pro; drawn with the free "${resolved.proName.drawn}" instead`;
  if (resolved.proStyle) return `Font Awesome style "${resolved.proStyle.asked}" is only in Font Awesome Pro; icons in it are drawn in the free "${resolved.proStyle.drawn}" style`;
  return undefined;
}

/**
 * An icon in a page's components, drawn by the one resolver the site chrome uses; undefined when
 * nothing can be drawn. What is not drawn as asked is reported once per build from the pages'
 * source (markdown/icon-notices.ts), not here: rendering keeps no record between pages.
 * Decorative by default; callers label the control.
 */
export function iconSvg(value: IconValue, options: IconOptions = {}): string | undefined {
  return renderResolvedIcon(resolveIcon(value, options), options) || undefined;
}

/**
 * The icon a card draws for a name no library has, as Mintlify draws one: a plain ring in the icon's
 * place, so the card keeps its icon row and lines up with its neighbours (the name is reported from
 * the page's source, icon-notices.ts).
 */
export const neutralIconSvg = (): string | undefined => iconSvg({ name: 'circle', library: 'fontawesome', style: 'regular' });
