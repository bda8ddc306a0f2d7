import { closestMatches, formatSuggestions } from '../../config/did-you-mean.ts';
import { iconSvg as renderIcon, type IconOptions } from '../../icons/render-icon.ts';
import { allFontAwesomeNames } from '../../icons/font-awesome-names.ts';
import { resolveIcon } from '../../icons/resolve-icon.ts';
import { isScriptUrl } from '../../links/url-safety.ts';
import { isHttpUrl } from '../../utils/urls.ts';

/** Icons given as a URL or path (Mintlify allows both) are images, not Font Awesome names; a script URL is neither, however it ends. */
export const isIconUrl = (icon: string): boolean =>
  !isScriptUrl(icon, 'image') && (isHttpUrl(icon) || icon.startsWith('/') || /\.(svg|png|jpe?g|webp|gif)$/i.test(icon));

/**
 * An icon in a page's components, drawn by the same resolver as the site chrome (free icons,
 * Pro-only names through a free stand-in). Decorative by default; callers label the control.
 */
export function iconSvg(name: string, options: IconOptions = {}): string | undefined {
  const resolved = resolveIcon(name.trim().toLowerCase().replace(/^fa-/, ''), options.iconType as never);
  if (resolved.kind !== 'free') warnOnce(name, resolved.kind === 'unknown');
  return renderIcon(name, options) || undefined;
}

const warned = new Set<string>();

/** Once per name and build: a page's icon problem must not fail the build, but is worth hearing about. */
function warnOnce(name: string, unknown: boolean): void {
  if (warned.has(name)) return;
  warned.add(name);
  if (!unknown) {
    console.warn(`[quire] icon "${name}" is only in Font Awesome Pro; drawn with a free icon instead`);
    return;
  }
  const hint = formatSuggestions(closestMatches(name, [...allFontAwesomeNames()], 3));
  console.warn(`[quire] icon "${name}" is no Font Awesome icon and is not shown;${hint ? ` ${hint}` : ''}`);
}
