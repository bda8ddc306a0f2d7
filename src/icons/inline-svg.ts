import { htmlToHast, type HastNode } from 'satteri';
import { isScriptUrl } from '../utils/url-safety.ts';

/**
 * Shapes, paint servers and text: what an icon draws with. Everything else is dropped with its
 * content: script, style, foreignObject (HTML inside SVG), a, image and use (they load or link
 * elsewhere), and animate/set (they can rewrite an attribute into a script URL).
 */
const DRAWING_ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
  'text',
  'tspan',
  'title',
  'desc',
  'defs',
  'lineargradient',
  'radialgradient',
  'stop',
  'clippath',
  'mask',
  'pattern',
  'symbol',
]);

type Element = Extract<HastNode, { type: 'element' }>;

/** An attribute an icon may keep: never an event handler, a link, or styling that can fetch. */
function keepsAttribute(property: string, value: unknown): boolean {
  const name = property.toLowerCase();
  if (name.startsWith('on') || name.includes('href')) return false;
  if (name === 'style') return typeof value !== 'string' || !/url\(|expression|@import|behavior/i.test(value);
  return typeof value !== 'string' || !isScriptUrl(value.trim(), 'image');
}

function cleanElement(element: Element): Element {
  const properties = Object.fromEntries(Object.entries(element.properties ?? {}).filter(([key, value]) => keepsAttribute(key, value)));
  const children = element.children.flatMap((child): HastNode[] => {
    if (child.type === 'text') return [child];
    if (child.type !== 'element' || !DRAWING_ELEMENTS.has(child.tagName.toLowerCase())) return [];
    return [cleanElement(child)];
  });
  return { ...element, properties, children } as Element;
}

export type InlineSvg = { ok: true; root: Element } | { ok: false; reason: string };

/**
 * Inline SVG markup from a config or a page, parsed by a real HTML parser and rebuilt from an
 * allow-list: the icon keeps its shapes and loses scripts, handlers and links. Markup that is not
 * one <svg> element is refused.
 */
export function sanitiseInlineSvg(markup: string): InlineSvg {
  const tree = htmlToHast(markup, { fragment: true });
  const roots = (tree.type === 'root' ? tree.children : [tree]).filter((node) => node.type !== 'text' || node.value.trim() !== '');
  const [root] = roots;
  if (roots.length !== 1 || root.type !== 'element' || root.tagName.toLowerCase() !== 'svg') {
    return { ok: false, reason: 'inline SVG must be a single <svg> element' };
  }
  const clean = cleanElement(root);
  const { width, height, viewBox } = clean.properties as Record<string, unknown>;
  // Sized by the page like every other icon: the drawing keeps its coordinates in viewBox.
  delete clean.properties.width;
  delete clean.properties.height;
  if (viewBox === undefined && width !== undefined && height !== undefined) clean.properties.viewBox = `0 0 ${Number.parseFloat(String(width))} ${Number.parseFloat(String(height))}`;
  return { ok: true, root: clean };
}
