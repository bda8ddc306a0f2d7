import { fileURLToPath } from 'node:url';
import { ownModule } from '../utils/own-modules.ts';
import type { EsmStatement } from './react-code.ts';

/**
 * A component the page declares, handed by name to a React component of the page as a prop
 * (`<Playground CodeBlockComponent={WidgetCodeBlock}>`, Mintlify's own docs): React draws it, so
 * it must be React code. It moves into the page's module of React code (site-code/react-plan.ts),
 * Quire's components it draws are their React equivalents there (components/react/
 * quire-components.ts), and where the React component comes alive in the browser, a wrapper in
 * that module hands the prop over, since a function cannot travel in an island's props.
 */
export interface HandedUse {
  /** The React component drawn by the page. */
  element: string;
  prop: string;
  /** The page's own component handed to it. */
  value: string;
}

/**
 * Quire's components React code may draw, by their React equivalents (components/react/
 * equivalents.ts, which a test holds to this list): written without an import in a `.jsx`
 * snippet, as Mintlify provides them, or imported from `@mintlify/components`.
 */
export const REACT_EQUIVALENTS: ReadonlySet<string> = new Set([
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
  'Frame',
  'GitHub',
  'Heading',
  'Icon',
  'Info',
  'Latex',
  'Mermaid',
  'Note',
  'Panel',
  'ParamField',
  'Prompt',
  'Property',
  'RequestExample',
  'ResponseExample',
  'ResponseField',
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
]);

/** The module of the React equivalents: `equivalents(icons)` gives them, drawing the icons the build resolved. */
export const QUIRE_REACT_MODULE = fileURLToPath(ownModule('../components/react/equivalents.ts', import.meta.url));

/** The module of `Latex`'s React equivalent, apart so that only code drawing a formula carries the TeX engine. */
export const QUIRE_REACT_LATEX_MODULE = fileURLToPath(ownModule('../components/react/latex.ts', import.meta.url));

type MdastNode = { type?: string; name?: string | null; attributes?: Array<{ type: string; name?: string; value?: unknown }>; children?: unknown[] };

const IDENTIFIER = /^\s*([A-Z][\w$]*)\s*$/;

/** Every `<Element prop={Name}>` of a page's body where both are capitalised names, depth first. */
export function handedUsesOf(node: unknown, out: HandedUse[] = []): HandedUse[] {
  const value = node as MdastNode;
  if ((value.type === 'mdxJsxFlowElement' || value.type === 'mdxJsxTextElement') && value.name && /^[A-Z][\w$]*$/.test(value.name)) {
    for (const attribute of value.attributes ?? []) {
      const expression = attribute.value as { type?: string; value?: string } | undefined;
      if (attribute.type !== 'mdxJsxAttribute' || !attribute.name || expression?.type !== 'mdxJsxAttributeValueExpression') continue;
      const handed = IDENTIFIER.exec(expression.value ?? '')?.[1];
      if (handed) out.push({ element: value.name, prop: attribute.name, value: handed });
    }
  }
  for (const child of value.children ?? []) handedUsesOf(child, out);
  return out;
}

/**
 * The page's own components handed to React components: `isReact(name)` says whether an element
 * is one (imported from a .jsx/.tsx file, or a live component of the page).
 */
export function handedToReact(handed: readonly HandedUse[], statements: readonly EsmStatement[], isReact: (name: string) => boolean): Set<string> {
  const declared = new Set(statements.filter((statement) => !statement.isImport).flatMap((statement) => statement.declares));
  return new Set(handed.filter((use) => declared.has(use.value) && isReact(use.element)).map((use) => use.value));
}

/** The wrapper that hands `value` to `element` as `prop`, by a name no author writes. */
export const wrapperName = (use: HandedUse): string => `${use.element}__quireWith${use.prop}_${use.value}`;

/** The wrapper's line in the module of the page's React code. */
export const wrapperLine = (use: HandedUse): string => `export const ${wrapperName(use)} = (props) => <${use.element} {...props} ${use.prop}={${use.value}} />;`;
