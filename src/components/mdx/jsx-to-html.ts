import { scriptUrlInAttribute } from '../../markdown/url-attributes.ts';
import { escapeHtml } from '../../utils/escape.ts';

/**
 * Real pages pass markup as a prop, e.g. `<Card icon={<svg …><path …/></svg>}>`. Such a prop
 * arrives as a JSX element object; this writes plain elements (no components) back to HTML,
 * escaping every value and dropping event handlers and script URLs.
 */
interface JsxElement {
  type: unknown;
  props?: Record<string, unknown>;
}

const VOID_ELEMENTS = new Set(['area', 'br', 'col', 'hr', 'img', 'input', 'source', 'path', 'circle', 'rect', 'line', 'polyline', 'polygon', 'ellipse', 'stop', 'use']);

// JSX spells some attributes differently from HTML.
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  clipRule: 'clip-rule',
  fillRule: 'fill-rule',
  strokeWidth: 'stroke-width',
  strokeLinecap: 'stroke-linecap',
  strokeLinejoin: 'stroke-linejoin',
  viewbox: 'viewBox',
};

const isElement = (value: unknown): value is JsxElement => typeof value === 'object' && value !== null && 'type' in value;

export function jsxToHtml(node: unknown): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return escapeHtml(String(node));
  if (Array.isArray(node)) return node.map(jsxToHtml).join('');
  if (!isElement(node) || typeof node.type !== 'string' || !/^[a-zA-Z][\w-]*$/.test(node.type)) return '';
  const tag = node.type;
  const { children, ...props } = node.props ?? {};
  const attributes = Object.entries(props)
    .filter(([name, value]) => !/^on/i.test(name) && /^[a-zA-Z_:][\w:.-]*$/.test(name) && (typeof value === 'string' || typeof value === 'number'))
    .map(([name, value]) => {
      const text = String(value);
      return scriptUrlInAttribute(tag, name, text) ? '' : ` ${ATTRIBUTE_NAMES[name] ?? name}="${escapeHtml(text)}"`;
    })
    .join('');
  const inner = jsxToHtml(children);
  if (inner === '' && VOID_ELEMENTS.has(tag)) return `<${tag}${attributes}${tag === 'path' || tag === 'circle' || tag === 'rect' ? '/' : ''}>`;
  return `<${tag}${attributes}>${inner}</${tag}>`;
}
