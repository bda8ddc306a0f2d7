import { mintlifyHeadingIds } from '../utils/mintlify-heading-ids.ts';
import { updateAnchor } from '../seo/update-anchor.ts';
import { MDX_COMPONENT_NAMES } from '../source/component-names.ts';
import { textOfNode, type SyntaxNode } from '../source/page-syntax.ts';

type Attribute = { type: string; name?: string; value?: unknown };
type JsxNode = { name?: string | null; attributes?: readonly Attribute[]; children?: unknown[]; text?: string; position?: { start: { offset?: number }; end?: { offset?: number } } };

/** What an attribute holds: its text, absent, or an expression only drawing knows. */
function attribute(node: JsxNode, name: string): string | undefined | { expression: true } {
  const found = node.attributes?.find((each) => each.type === 'mdxJsxAttribute' && each.name === name);
  if (!found) return undefined;
  if (typeof found.value === 'string') return found.value;
  // A bare attribute (`<Step noAnchor>`) is true, not text.
  return found.value === null || found.value === undefined ? undefined : { expression: true };
}

/** Mintlify's field anchors, as Field.astro writes them: `#param-thumbnails-background` for `thumbnails.background`. */
const fieldAnchor = (name: string): string => `param-${name.replace(/[^\w-]+/g, '-')}`.toLowerCase();

const PARAMETER_LOCATIONS = ['path', 'query', 'body', 'header', 'param'];

/** The id a component gives itself on the page (before it is made unique), none, or `unknown` when it hangs on an expression. */
function componentId(node: JsxNode): string | undefined | 'unknown' {
  const text = (name: string) => attribute(node, name);
  const known = (value: ReturnType<typeof text>, use: (text: string | undefined) => string | undefined) => (typeof value === 'object' ? 'unknown' : use(value));
  switch (node.name) {
    case 'ParamField': {
      const given = PARAMETER_LOCATIONS.map(text);
      if (given.some((value) => typeof value === 'object')) return 'unknown';
      return fieldAnchor((given.find((value) => typeof value === 'string') as string | undefined) ?? 'parameter');
    }
    case 'ResponseField':
    case 'Property':
      return known(text('name'), (name) => fieldAnchor(name ?? 'field'));
    case 'Accordion': {
      const own = text('id');
      if (typeof own === 'string' && own.trim() !== '') return own.trim();
      return known(text('title'), (title) => mintlifyHeadingIds(title ?? 'Details')[0]);
    }
    case 'Update':
      return known(text('label'), (label) => updateAnchor(label));
    case 'Heading': {
      if (node.attributes?.some((each) => each.name === 'noAnchor')) return undefined;
      const own = text('id');
      return typeof own === 'object' ? 'unknown' : own || mintlifyHeadingIds(node.text ?? textOfNode(node))[0];
    }
    case 'Step':
    case 'Tab': {
      if (node.name === 'Step' && node.attributes?.some((each) => each.name === 'noAnchor')) return undefined;
      return known(text('id'), (id) => (id?.trim() ? id.trim() : undefined));
    }
    default:
      return undefined;
  }
}

/** The ids an element of the page carries as written: an HTML element's `id` and `name`, a component of the site's own `id` (Quire's compute theirs). */
function writtenIds(node: JsxNode): string[] {
  const name = node.name ?? '';
  const own = /^[a-z]/.test(name) ? ['id', 'name'] : /^[A-Z]/.test(name) && !QUIRE_COMPONENTS.has(name.split('.')[0]) ? ['id'] : [];
  return own.map((attributeName) => attribute(node, attributeName)).filter((value): value is string => typeof value === 'string');
}

/** Quire's own components, whose ids are computed as they draw them (componentId), not taken as written. */
const QUIRE_COMPONENTS: ReadonlySet<string> = new Set(MDX_COMPONENT_NAMES);

/**
 * The ids Quire's components give themselves on a page, in the order the page draws them and made
 * unique as the build makes them (components/mdx/ids.ts: the first "x", then "x-2"): fields'
 * `param-…` anchors, accordions by title, updates by label, steps and tabs by their `id`. A Sätteri
 * mdast plugin that fills `ids`; `complete()` is false when an id hangs on an expression
 * (`<ResponseField name={x}>`), which only drawing the page knows. What `<Visibility for="agents">`
 * holds is left out of the page, as it is drawn.
 */
export function componentIdsPlugin(ids: Set<string>) {
  const reader = componentIdsReader(ids);
  const visit = (node: JsxNode, context: { setProperty(node: never, key: string, value: unknown): void }) => {
    // Nor are its headings: the page's HTML is drawn without them.
    if (reader.visit(node) === 'not drawn') context.setProperty(node as never, 'children', []);
  };
  return { plugin: { name: 'quire:component-ids', options: { position: true }, mdxJsxFlowElement: visit, mdxJsxTextElement: visit }, complete: reader.complete };
}

/**
 * componentIdsPlugin over the elements one parse of the page recorded (source/page-syntax.ts), in
 * document order; `drawn(offset)` tells whether the page's HTML holds what starts there (not what
 * a `<Visibility for="agents">` holds).
 */
export function componentIdsOfNodes(nodes: readonly SyntaxNode[], ids: Set<string>): { complete: boolean; drawn: (offset: number | undefined) => boolean } {
  const reader = componentIdsReader(ids);
  for (const node of nodes) if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') reader.visit(node);
  return { complete: reader.complete(), drawn: (offset) => !reader.inAgentsOnly(offset) };
}

/** Reads the ids of a page's elements one by one, in document order, into `ids`. */
function componentIdsReader(ids: Set<string>) {
  const seen = new Map<string, number>();
  let complete = true;
  /** Where the page's `<Visibility for="agents">` blocks are (offsets): what they hold is for the page's .md only (Visibility.astro). */
  const agentsOnly: Array<{ start: number; end: number }> = [];
  const inAgentsOnly = (offset: number | undefined, end = offset) => agentsOnly.some((range) => (offset ?? -1) >= range.start && (end ?? -1) <= range.end);
  /** Notes one element's ids; `not drawn` for a Visibility block whose content the page does not draw. */
  const visit = (node: JsxNode): 'not drawn' | undefined => {
    if (inAgentsOnly(node.position?.start.offset, node.position?.end?.offset)) return undefined;
    if (node.name === 'Visibility' && attribute(node, 'for') === 'agents') {
      agentsOnly.push({ start: node.position?.start.offset ?? 0, end: node.position?.end?.offset ?? 0 });
      return 'not drawn';
    }
    // Raw HTML's own ids and anchors (`<a name="x">`), and the id a page gives a component of its own (`<ManualAnchor id="x" />`).
    for (const written of writtenIds(node)) ids.add(written);
    const id = componentId(node);
    if (id === 'unknown') complete = false;
    if (id === undefined || id === 'unknown') return undefined;
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    ids.add(count === 1 ? id : `${id}-${count}`);
    return undefined;
  };
  return { visit, complete: () => complete, inAgentsOnly };
}
