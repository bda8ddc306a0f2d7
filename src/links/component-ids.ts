import { mintlifyHeadingIds } from '../utils/mintlify-heading-ids.ts';
import { updateAnchor } from '../seo/update-anchor.ts';
import { MDX_COMPONENT_NAMES } from '../source/component-names.ts';

type Attribute = { type: string; name?: string; value?: unknown };
type JsxNode = { name?: string | null; attributes?: Attribute[]; children?: unknown[]; position?: { start: { offset?: number }; end: { offset?: number } } };

/** What an attribute holds: its text, absent, or an expression only drawing knows. */
function attribute(node: JsxNode, name: string): string | undefined | { expression: true } {
  const found = node.attributes?.find((each) => each.type === 'mdxJsxAttribute' && each.name === name);
  if (!found) return undefined;
  if (typeof found.value === 'string') return found.value;
  // A bare attribute (`<Step noAnchor>`) is true, not text.
  return found.value === null || found.value === undefined ? undefined : { expression: true };
}

/** The text a node holds (a heading's words), depth first. */
function textOfNode(node: unknown): string {
  const value = node as { value?: unknown; children?: unknown[] };
  if (typeof value.value === 'string') return value.value;
  return (value.children ?? []).map(textOfNode).join('');
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
      return typeof own === 'object' ? 'unknown' : own || mintlifyHeadingIds(textOfNode(node))[0];
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
  const seen = new Map<string, number>();
  let complete = true;
  /** Where the page's `<Visibility for="agents">` blocks are (offsets): what they hold is for the page's .md only (Visibility.astro). */
  const agentsOnly: Array<{ start: number; end: number }> = [];
  const inAgentsOnly = (node: JsxNode) => agentsOnly.some(({ start, end }) => (node.position?.start.offset ?? -1) >= start && (node.position?.end.offset ?? -1) <= end);
  const visit = (node: JsxNode, context: { setProperty(node: never, key: string, value: unknown): void }) => {
    if (inAgentsOnly(node)) return;
    if (node.name === 'Visibility' && attribute(node, 'for') === 'agents') {
      agentsOnly.push({ start: node.position?.start.offset ?? 0, end: node.position?.end.offset ?? 0 });
      // Nor are its headings: the page's HTML is drawn without them.
      context.setProperty(node as never, 'children', []);
      return;
    }
    // Raw HTML's own ids and anchors (`<a name="x">`), and the id a page gives a component of its own (`<ManualAnchor id="x" />`).
    for (const written of writtenIds(node)) ids.add(written);
    const id = componentId(node);
    if (id === 'unknown') complete = false;
    if (id === undefined || id === 'unknown') return;
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    ids.add(count === 1 ? id : `${id}-${count}`);
  };
  return { plugin: { name: 'quire:component-ids', options: { position: true }, mdxJsxFlowElement: visit, mdxJsxTextElement: visit }, complete: () => complete };
}
