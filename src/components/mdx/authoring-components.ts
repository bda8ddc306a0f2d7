import { fileURLToPath } from 'node:url';
import { CODE_OPTIONS_STYLES } from '../../markdown/code-options.ts';
import { UNKNOWN_COMPONENT_STAND_IN, type MdxComponentName } from '../../source/component-names.ts';

/**
 * How a name a page writes is drawn: a component file of this folder, with its parts when Mintlify
 * writes them as members (`<Tree.Folder>`, `<Color.Item>`: MDX compiles them to property lookups
 * on the component it was handed, so each family is one object), or parts alone (`<GitHub.Repo>`).
 */
type Drawing = { file: string; parts?: Record<string, string> } | { file?: undefined; parts: Record<string, string> };

const TREE: Drawing = { file: 'Tree.astro', parts: { Folder: 'TreeFolder.astro', File: 'TreeFile.astro' } };
const STAND_IN = 'UnknownComponent.astro';

/**
 * Every authoring component but <Snippet>, which draws its file with these and itself (Astro.self):
 * a snippet may hold snippets, and importing the map that holds it would be a circle.
 */
export const AUTHORING_COMPONENTS: Record<Exclude<MdxComponentName, 'Snippet'> | typeof UNKNOWN_COMPONENT_STAND_IN | typeof CODE_OPTIONS_STYLES, Drawing> = {
  Accordion: { file: 'Accordion.astro' },
  AccordionGroup: { file: 'AccordionGroup.astro' },
  Badge: { file: 'Badge.astro' },
  Callout: { file: 'Callout.astro' },
  Card: { file: 'Card.astro' },
  CardGroup: { file: 'CardGroup.astro' },
  Check: { file: 'Check.astro' },
  CodeBlock: { file: 'CodeBlock.astro' },
  CodeGroup: { file: 'CodeGroup.astro' },
  Color: { file: 'Color.astro', parts: { Item: 'ColorItem.astro', Row: 'ColorRow.astro' } },
  Column: { file: 'Column.astro' },
  // Mintlify's newer name for a grid of cards.
  Columns: { file: 'CardGroup.astro' },
  Danger: { file: 'Danger.astro' },
  Expandable: { file: 'Expandable.astro' },
  // Mintlify's other name for a tree.
  FileTree: TREE,
  Frame: { file: 'Frame.astro' },
  GitHub: { parts: { Repo: 'GitHubRepo.astro' } },
  Heading: { file: 'Heading.astro' },
  Icon: { file: 'Icon.astro' },
  Info: { file: 'Info.astro' },
  Latex: { file: 'Latex.astro' },
  Mermaid: { file: 'Mermaid.astro' },
  Note: { file: 'Note.astro' },
  Panel: { file: 'Panel.astro' },
  Prompt: { file: 'Prompt.astro' },
  ParamField: { file: 'ParamField.astro' },
  // Mintlify's older name for a response field.
  Property: { file: 'ResponseField.astro' },
  RequestExample: { file: 'RequestExample.astro' },
  ResponseExample: { file: 'ResponseExample.astro' },
  ResponseField: { file: 'ResponseField.astro' },
  Step: { file: 'Step.astro' },
  Steps: { file: 'Steps.astro' },
  Tab: { file: 'Tab.astro' },
  Tabs: { file: 'Tabs.astro' },
  Tile: { file: 'Tile.astro' },
  Tip: { file: 'Tip.astro' },
  Tooltip: { file: 'Tooltip.astro' },
  Tree: TREE,
  Update: { file: 'Update.astro' },
  View: { file: 'View.astro' },
  Visibility: { file: 'Visibility.astro' },
  Warning: { file: 'Warning.astro' },
  // A name nothing defines, on a site whose policy draws it anyway (docs.json, as Mintlify does):
  // its content alone, no box (the build reports it); parts written as members (<X.Item>) too.
  [UNKNOWN_COMPONENT_STAND_IN]: { file: STAND_IN, parts: { Folder: STAND_IN, File: STAND_IN, Item: STAND_IN, Row: STAND_IN } },
  // Not written by authors: the build draws it before marked code blocks (markdown/code-options.ts).
  [CODE_OPTIONS_STYLES]: { file: 'CodeOptionsStyles.astro' },
};

/** What every build hands its pages, whatever they name: what the build itself puts in them. */
const ALWAYS_DRAWN: ReadonlySet<string> = new Set([UNKNOWN_COMPONENT_STAND_IN, CODE_OPTIONS_STYLES]);

/**
 * The module `virtual:quire/authoring-components` (integration/authoring-components-plugin.ts):
 * `authoringComponents`, the map pages are drawn with, holding the components `names` says the
 * site writes, or every one (`'all'`: the dev server, whose pages change while it runs). A build
 * bundles only what its pages can use: Vite compiling all of them cost a two-page site ~0.2 s.
 */
export function authoringComponentsModule(names: ReadonlySet<string> | 'all'): string {
  const drawn = Object.entries(AUTHORING_COMPONENTS).filter(([name]) => names === 'all' || names.has(name) || ALWAYS_DRAWN.has(name));
  const files = [...new Set(drawn.flatMap(([, drawing]) => [...(drawing.file ? [drawing.file] : []), ...Object.values(drawing.parts ?? {})]))];
  const local = (file: string) => `C${files.indexOf(file)}`;
  const imports = files.map((file) => `import ${local(file)} from ${JSON.stringify(fileURLToPath(new URL(`./${file}`, import.meta.url)))};`);
  const entries = drawn.map(([name, { file, parts }]) => {
    const members =
      parts &&
      `{ ${Object.entries(parts)
        .map(([part, partFile]) => `${part}: ${local(partFile)}`)
        .join(', ')} }`;
    const value = file === undefined ? members : members ? `Object.assign(${local(file)}, ${members})` : local(file);
    return `  ${JSON.stringify(name)}: ${value},`;
  });
  return `${imports.join('\n')}\nexport const authoringComponents = {\n${entries.join('\n')}\n};\n`;
}
