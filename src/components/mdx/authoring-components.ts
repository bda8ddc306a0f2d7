import Accordion from './Accordion.astro';
import AccordionGroup from './AccordionGroup.astro';
import Badge from './Badge.astro';
import Callout from './Callout.astro';
import Card from './Card.astro';
import CardGroup from './CardGroup.astro';
import Check from './Check.astro';
import CodeBlock from './CodeBlock.astro';
import CodeGroup from './CodeGroup.astro';
import CodeOptionsStyles from './CodeOptionsStyles.astro';
import { CODE_OPTIONS_STYLES } from '../../markdown/code-options.ts';
import Color from './Color.astro';
import ColorItem from './ColorItem.astro';
import ColorRow from './ColorRow.astro';
import Column from './Column.astro';
import Danger from './Danger.astro';
import Expandable from './Expandable.astro';
import Frame from './Frame.astro';
import GitHubRepo from './GitHubRepo.astro';
import Heading from './Heading.astro';
import Icon from './Icon.astro';
import Info from './Info.astro';
import { UNKNOWN_COMPONENT_STAND_IN, type MdxComponentName } from '../../source/component-names.ts';
import UnknownComponentContent from './UnknownComponent.astro';
import Latex from './Latex.astro';
import Mermaid from './Mermaid.astro';
import Note from './Note.astro';
import Panel from './Panel.astro';
import Prompt from './Prompt.astro';
import ParamField from './ParamField.astro';
import RequestExample from './RequestExample.astro';
import ResponseExample from './ResponseExample.astro';
import ResponseField from './ResponseField.astro';
import Step from './Step.astro';
import Steps from './Steps.astro';
import Tab from './Tab.astro';
import Tabs from './Tabs.astro';
import Tile from './Tile.astro';
import Tip from './Tip.astro';
import Tooltip from './Tooltip.astro';
import TreeRoot from './Tree.astro';
import TreeFile from './TreeFile.astro';
import TreeFolder from './TreeFolder.astro';
import Update from './Update.astro';
import View from './View.astro';
import Visibility from './Visibility.astro';
import Warning from './Warning.astro';

// Mintlify writes parts as members (<Tree.Folder>, <Color.Item>, <GitHub.Repo>); MDX compiles
// them to property lookups on the component it was handed, so each family is one object.
const Tree = Object.assign(TreeRoot, { Folder: TreeFolder, File: TreeFile });
const ColorPalette = Object.assign(Color, { Item: ColorItem, Row: ColorRow });
const GitHub = { Repo: GitHubRepo };
const UnknownComponent = Object.assign(UnknownComponentContent, { Folder: UnknownComponentContent, File: UnknownComponentContent, Item: UnknownComponentContent, Row: UnknownComponentContent });

/**
 * Every authoring component but <Snippet>, which draws its file with these and itself (Astro.self):
 * a snippet may hold snippets, and importing the map that holds it would be a circle.
 */
export const authoringComponents: Record<Exclude<MdxComponentName, 'Snippet'> | typeof UNKNOWN_COMPONENT_STAND_IN | typeof CODE_OPTIONS_STYLES, unknown> = {
  Accordion,
  AccordionGroup,
  Badge,
  Callout,
  Card,
  CardGroup,
  Check,
  CodeBlock,
  CodeGroup,
  Color: ColorPalette,
  Column,
  // Mintlify's newer name for a grid of cards.
  Columns: CardGroup,
  Danger,
  Expandable,
  // Mintlify's other name for a tree.
  FileTree: Tree,
  Frame,
  GitHub,
  Heading,
  Icon,
  Info,
  Latex,
  Mermaid,
  Note,
  Panel,
  Prompt,
  ParamField,
  // Mintlify's older name for a response field.
  Property: ResponseField,
  RequestExample,
  ResponseExample,
  ResponseField,
  Step,
  Steps,
  Tab,
  Tabs,
  Tile,
  Tip,
  Tooltip,
  Tree,
  Update,
  View,
  Visibility,
  Warning,
  // A name nothing defines, on a site whose policy draws it anyway (docs.json, as Mintlify does):
  // its content alone, no box (the build reports it); parts written as members (<X.Item>) too.
  [UNKNOWN_COMPONENT_STAND_IN]: UnknownComponent,
  // Not written by authors: the build draws it before marked code blocks (markdown/code-options.ts).
  [CODE_OPTIONS_STYLES]: CodeOptionsStyles,
};
