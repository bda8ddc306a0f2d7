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

/**
 * Mintlify components Quire does not render yet: none today. A page using one would still build,
 * its content drawn alone (UnknownComponent.astro) and the build warning once, naming the
 * component and the pages. Any other unknown name is an error.
 */
export const NOT_YET_RENDERED_NAMES: readonly string[] = [];

export type NotYetRenderedName = never;

/** The name an unknown tag is given when it is drawn as its content alone (markdown/unknown-components.ts renames it, index.ts maps it). */
export const UNKNOWN_COMPONENT_STAND_IN = 'QuireUnknownComponent';
