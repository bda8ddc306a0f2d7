import { walk } from './react-code.ts';

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
