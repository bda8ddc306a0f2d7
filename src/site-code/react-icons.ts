import { walk } from './react-code.ts';
import { sourcePageReading } from '../source/site-includes.ts';
import type { SiteSource } from '../source/site-source.ts';

type Node = { type: string; [key: string]: unknown };

const stringValue = (node: unknown): string | undefined => {
  const value = node as Node | null | undefined;
  if (!value) return undefined;
  if (value.type === 'Literal' && typeof value.value === 'string') return value.value;
  if (value.type === 'JSXExpressionContainer') return stringValue(value.expression);
  if (value.type === 'TemplateLiteral' && (value.expressions as unknown[]).length === 0) return ((value.quasis as Node[])[0]?.value as { cooked?: string })?.cooked ?? undefined;
  return undefined;
};

const keyName = (node: unknown): string | undefined => {
  const key = node as Node | undefined;
  return key?.type === 'Identifier' ? (key.name as string) : stringValue(key);
};

/**
 * The icon names a piece of React code writes where Quire's components read them: `icon="rocket"`
 * on an element, and `icon: "rocket"` in an object (a list of cards mapped to <Card icon={item.icon}>).
 * The build draws each from the site's icon library for the code's React equivalents
 * (components/react/equivalents.ts); a name the code only receives from elsewhere is not seen.
 */
export function iconNamesIn(program: unknown): string[] {
  const names = new Set<string>();
  for (const node of walk(program)) {
    const written =
      node.type === 'JSXAttribute' && (node.name as Node | undefined)?.name === 'icon'
        ? stringValue(node.value)
        : node.type === 'Property' && keyName(node.key) === 'icon'
          ? stringValue(node.value)
          : undefined;
    if (written !== undefined && written.trim() !== '') names.add(written.trim());
  }
  return [...names].sort();
}

/** Every string the code writes as a literal: a `type: "warning"` a card may be handed. */
export function stringLiteralsIn(program: unknown): Set<string> {
  const strings = new Set<string>();
  for (const node of walk(program)) {
    const value = node.type === 'Literal' || node.type === 'TemplateLiteral' ? stringValue(node) : undefined;
    if (value !== undefined) strings.add(value);
  }
  return strings;
}

/**
 * Whether React code draws an icon it is handed (`<Card icon={props.icon}>`, `icon: item.icon`):
 * a name the code does not write, which the pages that use it do (iconsWrittenByPages).
 */
export function drawsHandedIcons(program: unknown): boolean {
  for (const node of walk(program)) {
    const value =
      node.type === 'JSXAttribute' && (node.name as Node | undefined)?.name === 'icon'
        ? (node.value as Node | null)
        : node.type === 'Property' && keyName(node.key) === 'icon'
          ? (node.value as Node)
          : undefined;
    if (value && stringValue(value) === undefined && !(value.type === 'JSXExpressionContainer' && (value.expression as Node).type === 'JSXElement')) return true;
  }
  return false;
}

/** Each reading's answer: asked once per React module a build transforms, the same for all of them. */
const writtenBy = new WeakMap<SiteSource, string[]>();

/** The icon names the site's pages write on their elements (`<Feature icon="rocket" />`), which the React components they use may be handed. */
export function iconsWrittenByPages(source: SiteSource): string[] {
  const known = writtenBy.get(source);
  if (known) return known;
  const names = new Set<string>();
  for (const file of source.files) {
    if (file.format !== 'mdx') continue;
    try {
      for (const name of sourcePageReading(source, file).icons) names.add(name);
    } catch {
      // A page MDX cannot parse is reported by the build; it hands no icon.
    }
  }
  const sorted = [...names].sort();
  writtenBy.set(source, sorted);
  return sorted;
}
