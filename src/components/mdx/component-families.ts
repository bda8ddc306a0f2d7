/**
 * The rules of each component family, a file of its own the browser caches once: a page links only
 * the families it draws, so a page without cards, steps or a tree carries none of their CSS (the
 * site's one stylesheet, styles/mdx.css, keeps what nearly every page shows: code blocks, callouts).
 * In this order; component-styles.ts has the files.
 */
export const STYLE_FAMILIES = ['code-options', 'tabs', 'cards', 'steps', 'accordions', 'fields', 'frame', 'tooltip', 'update', 'badge', 'tree', 'color', 'misc', 'diagram'] as const;

export type StyleFamily = (typeof STYLE_FAMILIES)[number];

/**
 * The family of each of Quire's components that has one, by the name a page writes (a member's
 * object: `Tree` for `<Tree.Folder>`, `GitHub` for `<GitHub.Repo>`). The parts inside a family's
 * root (`<Tab>`, `<Step>`) are listed too: a page may hold one through a snippet of its own.
 */
const COMPONENT_FAMILIES: Readonly<Record<string, StyleFamily>> = {
  Tabs: 'tabs',
  Tab: 'tabs',
  CodeGroup: 'tabs',
  Card: 'cards',
  CardGroup: 'cards',
  Columns: 'cards',
  Steps: 'steps',
  Step: 'steps',
  Accordion: 'accordions',
  AccordionGroup: 'accordions',
  Expandable: 'accordions',
  ParamField: 'fields',
  ResponseField: 'fields',
  Property: 'fields',
  RequestExample: 'fields',
  ResponseExample: 'fields',
  Frame: 'frame',
  Tooltip: 'tooltip',
  Update: 'update',
  Badge: 'badge',
  Tree: 'tree',
  FileTree: 'tree',
  Color: 'color',
  Tile: 'misc',
  View: 'misc',
  Prompt: 'misc',
  GitHub: 'misc',
};

/**
 * Each family where its rules have always stood in the cascade, so no tie is decided otherwise
 * than before: those that were the first part of the site's stylesheet come before it (in
 * <head>); those that were written into the page come after it (first in <body>), and now before
 * the site's own CSS, which wins ties over every rule of Quire's.
 */
const BEFORE_SITE_STYLESHEET: ReadonlySet<StyleFamily> = new Set(['code-options', 'tabs', 'cards', 'steps', 'accordions', 'fields', 'frame', 'tooltip', 'update']);

export const isBeforeSiteStylesheet = (family: StyleFamily): boolean => BEFORE_SITE_STYLESHEET.has(family);

/** The families a page's components need, in the cascade's order. */
export function styleFamiliesOf(componentNames: Iterable<string>, { diagrams = false, codeOptions = false } = {}): StyleFamily[] {
  const used = new Set<StyleFamily>();
  for (const name of componentNames) {
    const family = COMPONENT_FAMILIES[name];
    if (family) used.add(family);
  }
  if (diagrams) used.add('diagram');
  if (codeOptions) used.add('code-options');
  return STYLE_FAMILIES.filter((family) => used.has(family));
}
