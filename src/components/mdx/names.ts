/**
 * Every component name a page may use without importing it: Mintlify's names (see
 * src/components/mdx/index.ts for the implementations). Kept apart from index.ts so the
 * build-time check (src/markdown/unknown-components.ts) needs no .astro import.
 */
export const MDX_COMPONENT_NAMES = [
  'Accordion',
  'AccordionGroup',
  'Badge',
  'Callout',
  'Card',
  'CardGroup',
  'Check',
  'CodeGroup',
  'Columns',
  'Danger',
  'Expandable',
  'Frame',
  'Icon',
  'Info',
  'Latex',
  'Note',
  'Panel',
  'ParamField',
  'Property',
  'RequestExample',
  'ResponseExample',
  'ResponseField',
  'Snippet',
  'Step',
  'Steps',
  'Tab',
  'Tabs',
  'Tip',
  'Tooltip',
  'Update',
  'Warning',
] as const;

export type MdxComponentName = (typeof MDX_COMPONENT_NAMES)[number];

/**
 * Mintlify components Quire does not render yet (`@mintlify/components` 1.0.19 exports them).
 * A page using one still builds: its content shows in a neutral block and the build warns once,
 * naming the component and the pages. Any other unknown name is an error.
 */
export const NOT_YET_RENDERED_NAMES = ['CodeBlock', 'Color', 'Mermaid', 'Tile', 'Tree', 'View'] as const;

export type NotYetRenderedName = (typeof NOT_YET_RENDERED_NAMES)[number];

/** The name an unknown tag is given when it is drawn in the neutral block (markdown/unknown-components.ts renames it, index.ts maps it). */
export const UNKNOWN_COMPONENT_STAND_IN = 'QuireUnknownComponent';
