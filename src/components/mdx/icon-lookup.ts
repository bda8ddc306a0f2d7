import { fab } from '@fortawesome/free-brands-svg-icons';
import { far } from '@fortawesome/free-regular-svg-icons';
import { fas } from '@fortawesome/free-solid-svg-icons';
import type { IconDefinition } from '@fortawesome/fontawesome-common-types';
import { closestMatches } from '../../config/did-you-mean.ts';
import { escapeHtml } from './escape.ts';

/**
 * Font Awesome names → inline SVG, at build time. Kept in this one module so it can be unified
 * with the site chrome's icon resolver. The SVG is drawn from the icon definition directly
 * (not through fontawesome-svg-core), so no Font Awesome stylesheet is needed.
 */
type Pack = Map<string, IconDefinition>;

function indexPack(pack: Record<string, IconDefinition>): Pack {
  const byName: Pack = new Map();
  for (const definition of Object.values(pack)) {
    byName.set(definition.iconName, definition);
    // icon[2] lists the aliases ("usd" for "dollar-sign") next to unicode points.
    for (const alias of definition.icon[2]) if (typeof alias === 'string') byName.set(alias, definition);
  }
  return byName;
}

const solid = indexPack(fas as Record<string, IconDefinition>);
const regular = indexPack(far as Record<string, IconDefinition>);
const brands = indexPack(fab as Record<string, IconDefinition>);

/** Mintlify's `iconType` picks the style; solid is the default, brands are found by name. */
export function findIcon(name: string, iconType?: string): IconDefinition | undefined {
  const key = name.trim().toLowerCase().replace(/^fa-/, '');
  if (iconType === 'regular' || iconType === 'light' || iconType === 'thin') {
    return regular.get(key) ?? solid.get(key) ?? brands.get(key);
  }
  return solid.get(key) ?? brands.get(key) ?? regular.get(key);
}

/** Icons given as a URL or path (Mintlify allows both) are images, not Font Awesome names. */
export const isIconUrl = (icon: string): boolean => /^(https?:)?\/\//.test(icon) || icon.startsWith('/') || /\.(svg|png|jpe?g|webp|gif)$/i.test(icon);

/**
 * The icon as SVG markup, or undefined when the name is not a free Font Awesome icon.
 * Decorative by default (aria-hidden); callers label the control the icon sits in.
 */
export function iconSvg(name: string, options: { iconType?: string; size?: string; color?: string; className?: string } = {}): string | undefined {
  const definition = findIcon(name, options.iconType);
  if (!definition) {
    warnUnknownIcon(name);
    return undefined;
  }
  const [width, height, , , path] = definition.icon;
  const paths = Array.isArray(path) ? path : [path];
  const style = [options.size ? `width:${options.size};height:${options.size}` : '', options.color ? `color:${options.color}` : '']
    .filter(Boolean)
    .join(';');
  return (
    `<svg class="${escapeHtml(options.className ?? 'q-icon')}" data-icon="${escapeHtml(definition.iconName)}" viewBox="0 0 ${width} ${height}"` +
    ` aria-hidden="true" focusable="false" fill="currentColor"${style ? ` style="${escapeHtml(style)}"` : ''}>` +
    paths.map((d) => `<path d="${escapeHtml(d)}"/>`).join('') +
    '</svg>'
  );
}

const warned = new Set<string>();

/**
 * Once per name and build: Pro-only or misspelt icons are left out rather than failing the build
 * (real configs use Pro names), but the author should hear about it.
 */
function warnUnknownIcon(name: string): void {
  if (warned.has(name)) return;
  warned.add(name);
  const close = closestMatches(name, [...new Set([...solid.keys(), ...brands.keys()])], 3);
  const hint = close.length > 0 ? ` did you mean ${close.map((c) => `"${c}"`).join(' or ')}?` : ' (a Font Awesome Pro name?)';
  console.warn(`[quire] icon "${name}" is not a free Font Awesome icon and is not shown;${hint}`);
}
