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
  'CodeBlock',
  'CodeGroup',
  'Color',
  'Column',
  'Columns',
  'Danger',
  'Expandable',
  'FileTree',
  'Frame',
  'GitHub',
  'Heading',
  'Icon',
  'Info',
  'Latex',
  'Mermaid',
  'Note',
  'Panel',
  'Prompt',
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
  'Tile',
  'Tip',
  'Tooltip',
  'Tree',
  'Update',
  'View',
  'Visibility',
  'Warning',
] as const;

export type MdxComponentName = (typeof MDX_COMPONENT_NAMES)[number];

/** The name an unknown tag is given when it is drawn as its content alone (markdown/unknown-components.ts renames it, index.ts maps it). */
export const UNKNOWN_COMPONENT_STAND_IN = 'QuireUnknownComponent';
