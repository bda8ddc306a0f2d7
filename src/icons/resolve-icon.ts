import { escapeHtml } from '../utils/escape.ts';
import { closestMatches } from '../config/did-you-mean.ts';
import { allFontAwesomeNames } from './font-awesome-names.ts';
import { freeStandInStyle, resolveFontAwesome } from './font-awesome.ts';
import { findSetIcon, setIconNames } from './icon-sets.ts';
import { classifyIcon, DEFAULT_ICON_LIBRARY, type IconLibrary, type IconValue } from '../config/icon-value.ts';
import { sanitiseInlineSvg, type InlineSvg } from './inline-svg.ts';

/** Where an icon is drawn: the site's library (docs.json `icons.library`) and the caller's default style. */
export interface IconContext {
  library?: IconLibrary;
  /** A Font Awesome style (Mintlify's `style`, site.json's `iconType`); an icon object's own style wins. */
  style?: string;
}

export type IconResolution =
  | {
      kind: 'svg';
      library: IconLibrary;
      /** The name drawn (an alias resolved, a Pro-only name replaced by its free stand-in). */
      name: string;
      viewBox: string;
      /** SVG children from the library's package, painted with currentColor. */
      body: string;
      /** A Font Awesome Pro-only name drawn with a free icon. */
      proName?: { asked: string; drawn: string };
      /** A Font Awesome Pro style drawn in the closest free one. */
      proStyle?: { asked: string; drawn: string };
    }
  | { kind: 'inline-svg'; root: Extract<InlineSvg, { ok: true }>['root'] }
  | { kind: 'image'; src: string }
  | { kind: 'unknown'; library: IconLibrary; name: string; suggestions: string[] }
  | { kind: 'refused'; reason: string };

/** A logo of Font Awesome's free brands pack. */
function isFontAwesomeBrand(name: string): boolean {
  const resolved = resolveFontAwesome(name, 'brands');
  return resolved.kind === 'free' && resolved.definition.prefix === 'fab';
}

const fontAwesomePath = (d: string): string => `<path fill="currentColor" d="${escapeHtml(d)}"></path>`;

/**
 * An icon no library has. Its did-you-mean is worked out only when a message asks for it: an
 * unknown icon in the navigation is resolved on every page, and comparing its name with every
 * Font Awesome name took ~70 ms each time (minutes on a site of a thousand pages).
 */
function unknownIcon(library: IconLibrary, name: string, candidates: () => readonly string[]): IconResolution {
  return {
    kind: 'unknown',
    library,
    name,
    get suggestions() {
      return closestMatches(name, candidates());
    },
  };
}

function resolveNamed(name: string, library: IconLibrary, style: string | undefined): IconResolution {
  if (library !== 'fontawesome') {
    const icon = findSetIcon(library, name);
    // Lucide and Tabler draw no brand logos: a brand name ("discord", "x-twitter") is Font Awesome's logo.
    if (!icon && isFontAwesomeBrand(name)) return resolveNamed(name, 'fontawesome', 'brands');
    if (!icon) return unknownIcon(library, name, () => setIconNames(library));
    return { kind: 'svg', library, name: icon.name, viewBox: `0 0 ${icon.width} ${icon.height}`, body: icon.body };
  }
  const resolved = resolveFontAwesome(name, style);
  if (resolved.kind === 'unknown') return unknownIcon(library, name, () => [...allFontAwesomeNames()]);
  const [width, height, , , paths] = resolved.definition.icon;
  // Free packs draw with one path; a duotone definition (two layers) is drawn as both.
  const body = (Array.isArray(paths) ? paths : [paths]).map(fontAwesomePath).join('');
  const standIn = freeStandInStyle(style);
  return {
    kind: 'svg',
    library,
    name: resolved.definition.iconName,
    viewBox: `0 0 ${width} ${height}`,
    body,
    ...(resolved.kind === 'pro-fallback' ? { proName: { asked: name, drawn: resolved.fallbackName } } : {}),
    ...(standIn ? { proStyle: { asked: style!, drawn: standIn } } : {}),
  };
}

/**
 * The one place an icon value becomes something drawable, for every caller: page components,
 * navigation, cards, anchors, the footer. Never throws: what cannot be drawn is `unknown` (with
 * did-you-mean over the library's names) or `refused` (a script URL, markup that is no <svg>).
 */
export function resolveIcon(value: IconValue, context: IconContext = {}): IconResolution {
  const request = classifyIcon(value);
  if (request.kind === 'image' || request.kind === 'refused') return request;
  if (request.kind === 'inline-svg') {
    const svg = sanitiseInlineSvg(request.markup);
    return svg.ok ? { kind: 'inline-svg', root: svg.root } : { kind: 'refused', reason: svg.reason };
  }
  return resolveNamed(request.name, request.library ?? context.library ?? DEFAULT_ICON_LIBRARY, request.style ?? context.style);
}
