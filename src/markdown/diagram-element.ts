/**
 * A Mermaid diagram's markup and options, apart from the Markdown plugin (diagrams.ts) so that
 * React code drawing <Mermaid> in the reader's browser (components/react/misc.ts) takes no parser.
 */

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
