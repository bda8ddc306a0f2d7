import { defineHastPlugin } from 'satteri';
import { setPageFlag } from './page-flags.ts';

interface HastText {
  type: string;
  value?: string;
}

interface HastElement {
  type: string;
  data?: { meta?: string };
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastText[];
}

const hasClass = (node: HastElement, name: string): boolean => {
  const classes = node.properties?.className;
  return Array.isArray(classes) && classes.includes(name);
};

/** Mintlify's diagram options (components/mermaid-diagrams.mdx): the zoom and pan controls, and their corner. */
export interface DiagramOptions {
  /** Show (true) or hide (false) the controls; unset, they show on a diagram taller than 120px. */
  actions?: boolean;
  placement?: DiagramPlacement;
}

export const DIAGRAM_PLACEMENTS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type DiagramPlacement = (typeof DIAGRAM_PLACEMENTS)[number];

const placement = (value: unknown): DiagramPlacement | undefined => DIAGRAM_PLACEMENTS.find((corner) => corner === value);
const flag = (value: unknown): boolean | undefined => (value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined);

/** Props of <Mermaid> (or a fence's `key=value` words) as diagram options; unknown values are dropped. */
export function diagramOptions(props: Record<string, unknown>): DiagramOptions {
  return { actions: flag(props.actions), placement: placement(props.placement) };
}

// `placement="top-right"`, `actions={false}`, `actions=false`, bare `actions`: a fence's info string after "mermaid".
const META_WORD = /(\w[\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}|(\S+)))?/g;

/** A ```mermaid fence's meta string as diagram options. */
export function fenceDiagramOptions(meta: string | undefined): DiagramOptions {
  const props: Record<string, unknown> = {};
  for (const [, key, double, single, braced, bare] of (meta ?? '').matchAll(META_WORD)) props[key] = double ?? single ?? braced?.trim() ?? bare ?? true;
  return diagramOptions(props);
}

/**
 * The markup of one Mermaid diagram, the same for a ```mermaid fence and <Mermaid chart>: the
 * source in a <pre> (what a reader without scripts sees) inside <quire-mermaid>, which
 * client/mermaid.ts draws in the page's mode, with its zoom and pan controls. Left out of
 * search: a diagram's source is no prose.
 */
export function diagramElement(source: string, { actions, placement: corner }: DiagramOptions = {}) {
  return {
    type: 'element',
    tagName: 'quire-mermaid',
    properties: {
      className: ['mermaid-diagram'],
      dataPagefindIgnore: '',
      ...(actions === undefined ? {} : { dataActions: String(actions) }),
      dataPlacement: corner ?? 'bottom-right',
    },
    children: [{ type: 'element', tagName: 'pre', properties: { className: ['mermaid-source'] }, children: [{ type: 'text', value: source }] }],
  };
}

/**
 * Sätteri hast plugin: each ```mermaid fence (left unhighlighted: Shiki's excludeLangs) becomes a
 * diagram, and the page is flagged so its route loads the diagram script; pages without one load
 * nothing for diagrams.
 */
export const diagramsPlugin = () =>
  defineHastPlugin({
    name: 'quire-diagrams',
    element: {
      filter: ['pre'],
      visit(node, ctx) {
        // A block Shiki drew is never a diagram (mermaid is not highlighted): skip it before reading its children.
        if (hasClass(node as unknown as HastElement, 'astro-code')) return;
        const code = (node.children as unknown as HastElement[]).find((child) => child.type === 'element' && child.tagName === 'code');
        if (!code || !hasClass(code, 'language-mermaid')) return;
        const source = (code.children ?? []).map((child) => (child.type === 'text' ? (child.value ?? '') : '')).join('');
        const meta = (code as { data?: { meta?: string } }).data?.meta;
        ctx.replaceNode(node, diagramElement(source.replace(/\n$/, ''), fenceDiagramOptions(meta)) as never);
        setPageFlag(ctx.data, 'diagrams', true);
      },
    },
  });

/**
 * Whether any page or snippet of the site may draw a Mermaid diagram: a fence or a <Mermaid> tag
 * anywhere in its text. A cheap look before the build, erring towards yes (a fence inside a code
 * example counts): a build that says no resolves `mermaid` to nothing and bundles none of it.
 */
export function siteMayHaveDiagrams(texts: Iterable<string>): boolean {
  for (const text of texts) if (/(?:```|~~~)\s*mermaid|<Mermaid\b/.test(text)) return true;
  return false;
}
