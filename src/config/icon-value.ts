import { escapeHtml } from '../utils/escape.ts';
import { isScriptUrl } from '../utils/url-safety.ts';

/** The icon libraries a site may draw its named icons from (docs.json `icons.library`). */
export const ICON_LIBRARIES = ['fontawesome', 'lucide', 'tabler'] as const;
export type IconLibrary = (typeof ICON_LIBRARIES)[number];
export const DEFAULT_ICON_LIBRARY: IconLibrary = 'fontawesome';

/** Font Awesome styles as Mintlify names them; the free packs hold only solid, regular and brands. */
export const ICON_STYLES = ['brands', 'duotone', 'light', 'regular', 'sharp-duotone-solid', 'sharp-light', 'sharp-regular', 'sharp-solid', 'sharp-thin', 'solid', 'thin'] as const;
export type IconStyle = (typeof ICON_STYLES)[number];

/** An icon as Mintlify writes it: a name, a URL or path, inline SVG, or `{ name, style?, library? }`. */
export type IconValue = string | { name: string; style?: string; library?: IconLibrary };

/** What an icon value asks for, before any library is consulted. */
export type IconRequest =
  | { kind: 'named'; name: string; style?: string; library?: IconLibrary }
  | { kind: 'image'; src: string }
  | { kind: 'inline-svg'; markup: string }
  | { kind: 'refused'; reason: string };

const IMAGE_EXTENSION = /\.(svg|png|jpe?g|webp|gif|avif|ico)(\?.*)?$/i;

/** A URL or site path rather than a name: "https://…", "//cdn…", "/images/x.svg", "images/x.png". */
function looksLikeImage(value: string): boolean {
  return /^(https?:)?\/\//i.test(value) || value.startsWith('/') || value.startsWith('./') || IMAGE_EXTENSION.test(value) || /^data:/i.test(value);
}

/** Library names carry no "fa-" prefix, but authors copy it from Font Awesome's site. */
const normaliseName = (name: string): string => name.trim().toLowerCase().replace(/^fa-/, '');

/** An element a page wrote in braces (`icon={<svg …>…</svg>}`), as Astro's JSX hands it over: tag, props, children. */
type DrawnElement = { type: unknown; props?: Record<string, unknown> };

const isDrawnElement = (value: unknown): value is DrawnElement => typeof value === 'object' && value !== null && 'type' in value && !('name' in value);

/**
 * The markup of an element tree made only of plain tags (`<svg><path d="…"/></svg>`); undefined
 * when it holds anything else (a component), which cannot be drawn as an icon. The result is
 * still inline SVG to sanitise like any other.
 */
function elementMarkup(node: unknown): string | undefined {
  if (node === null || node === undefined || node === false) return '';
  if (typeof node === 'string' || typeof node === 'number') return escapeHtml(String(node));
  if (Array.isArray(node)) {
    const parts = node.map(elementMarkup);
    return parts.some((part) => part === undefined) ? undefined : parts.join('');
  }
  if (!isDrawnElement(node) || typeof node.type !== 'string' || !/^[a-zA-Z][\w:-]*$/.test(node.type)) return undefined;
  const { children, ...props } = node.props ?? {};
  const attributes = Object.entries(props)
    // xmlns is implied inside HTML (and the sanitiser reads it as a namespaced name).
    .filter(([name, value]) => /^[a-zA-Z][\w:-]*$/.test(name) && name !== 'xmlns' && (typeof value === 'string' || typeof value === 'number'))
    .map(([name, value]) => ` ${name === 'className' ? 'class' : name}="${escapeHtml(String(value))}"`)
    .join('');
  const inner = elementMarkup(children);
  return inner === undefined ? undefined : `<${node.type}${attributes}>${inner}</${node.type}>`;
}

export function classifyIcon(value: IconValue): IconRequest {
  if (isDrawnElement(value)) {
    const markup = elementMarkup(value);
    return markup === undefined ? { kind: 'refused', reason: 'an element that is not plain SVG is no icon' } : classifyIcon(markup);
  }
  if (typeof value !== 'string' && typeof value?.name !== 'string') return { kind: 'refused', reason: 'no icon name, path or SVG' };
  if (typeof value !== 'string') {
    // The navigation tree carries every icon as `{ name }`: a path, URL or inline SVG there is still one.
    const asText = classifyIcon(value.name);
    if (asText.kind !== 'named') return asText;
    return { kind: 'named', name: normaliseName(value.name), ...(value.style ? { style: value.style } : {}), ...(value.library ? { library: value.library } : {}) };
  }
  const text = value.trim();
  if (/^<svg[\s>]/i.test(text)) return { kind: 'inline-svg', markup: text };
  if (isScriptUrl(text, 'image')) return { kind: 'refused', reason: 'a script URL is no icon' };
  if (looksLikeImage(text)) return { kind: 'image', src: text };
  return { kind: 'named', name: normaliseName(text) };
}

/** Icons given as a URL or path are images, not names; a script URL is neither, however it ends. */
export const isIconImage = (value: IconValue): boolean => classifyIcon(value).kind === 'image';
