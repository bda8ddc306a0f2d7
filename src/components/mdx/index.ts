import Accordion from './Accordion.astro';
import AccordionGroup from './AccordionGroup.astro';
import Badge from './Badge.astro';
import Callout from './Callout.astro';
import Card from './Card.astro';
import CardGroup from './CardGroup.astro';
import Check from './Check.astro';
import CodeGroup from './CodeGroup.astro';
import Danger from './Danger.astro';
import Expandable from './Expandable.astro';
import Frame from './Frame.astro';
import Icon from './Icon.astro';
import Info from './Info.astro';
import { UNKNOWN_COMPONENT_STAND_IN, type MdxComponentName, type NotYetRenderedName } from './names.ts';
import NotYetRenderedBlock from './NotYetRendered.astro';
import Latex from './Latex.astro';
import Note from './Note.astro';
import Panel from './Panel.astro';
import ParamField from './ParamField.astro';
import RequestExample from './RequestExample.astro';
import ResponseExample from './ResponseExample.astro';
import ResponseField from './ResponseField.astro';
import Snippet from './Snippet.astro';
import Step from './Step.astro';
import Steps from './Steps.astro';
import Tab from './Tab.astro';
import Tabs from './Tabs.astro';
import Tip from './Tip.astro';
import Tooltip from './Tooltip.astro';
import Update from './Update.astro';
import Warning from './Warning.astro';

// Mintlify writes parts as members (<Tree.Folder>, <Color.Item>); MDX looks them up on the component.
const NotYetRendered = Object.assign(NotYetRenderedBlock, { Folder: NotYetRenderedBlock, File: NotYetRenderedBlock, Item: NotYetRenderedBlock, Row: NotYetRenderedBlock });

/** Handed to every page's <Content components={…} />, so .mdx pages use these without imports. */
export const mdxComponents: Record<MdxComponentName | NotYetRenderedName | typeof UNKNOWN_COMPONENT_STAND_IN, unknown> = {
  Accordion,
  AccordionGroup,
  Badge,
  Callout,
  Card,
  CardGroup,
  Check,
  CodeGroup,
  // Mintlify's newer name for a grid of cards.
  Columns: CardGroup,
  Danger,
  Expandable,
  Frame,
  Icon,
  Info,
  Latex,
  Note,
  Panel,
  ParamField,
  // Mintlify's older name for a response field.
  Property: ResponseField,
  RequestExample,
  ResponseExample,
  ResponseField,
  Snippet,
  Step,
  Steps,
  Tab,
  Tabs,
  Tip,
  Tooltip,
  Update,
  Warning,
  // Mintlify components Quire cannot draw yet: their content, in a neutral block.
  CodeBlock: NotYetRendered,
  Color: NotYetRendered,
  Mermaid: NotYetRendered,
  Tile: NotYetRendered,
  Tree: NotYetRendered,
  View: NotYetRendered,
  // A name nothing defines, on a site whose policy draws it anyway (docs.json, as Mintlify does).
  [UNKNOWN_COMPONENT_STAND_IN]: NotYetRendered,
};
