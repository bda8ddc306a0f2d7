import { isTwoslashBlock } from './twoslash.ts';
import type { Element, ElementContent } from 'hast';
import type { ShikiTransformer, ThemeRegistration } from 'shiki';

/** Both themes' colours as class numbers: `light[i]` is painted by class `l<i>`, `dark[i]` by `d<i>`. */
export interface TokenPalette {
  light: readonly string[];
  dark: readonly string[];
  /** Each theme's default text and background colours, which the stylesheet sets for every block. */
  defaults: { '--shiki-light': string; '--shiki-dark': string; '--shiki-light-bg': string; '--shiki-dark-bg': string };
}

/** A colour as one spelling: hex upper case; a `var(--name)` (the css-variables theme) kept, as custom property names are case-sensitive. */
export const colourKey = (colour: string): string => (colour.startsWith('var(') ? colour : colour.toUpperCase());

const lookupKey = (colour: string | undefined): string | undefined => (colour === undefined ? undefined : colourKey(colour));

/**
 * A theme colour as the rendered block spells it: a normalised theme holds placeholders for colours
 * that are no hex value (css-variables' `var(--mint-…)`), which Shiki swaps back as it renders.
 */
const shownColour =
  (theme: ThemeRegistration) =>
  (colour: string): string =>
    colourKey(theme.colorReplacements?.[colour.toLowerCase()] ?? theme.colorReplacements?.[colour] ?? colour);

/** Every foreground colour a theme's rules can give a token, upper case, sorted: the same list in every build. */
function themeColours(theme: ThemeRegistration): string[] {
  const colours = new Set<string>();
  const shown = shownColour(theme);
  if (theme.fg) colours.add(shown(theme.fg));
  for (const rule of theme.settings ?? theme.tokenColors ?? []) {
    if (rule.settings?.foreground) colours.add(shown(rule.settings.foreground));
  }
  return [...colours].sort();
}

export function tokenPalette(light: ThemeRegistration, dark: ThemeRegistration): TokenPalette {
  const defaults = {
    '--shiki-light': shownColour(light)(light.fg ?? ''),
    '--shiki-dark': shownColour(dark)(dark.fg ?? ''),
    '--shiki-light-bg': shownColour(light)(light.bg ?? ''),
    '--shiki-dark-bg': shownColour(dark)(dark.bg ?? ''),
  };
  return { light: themeColours(light), dark: themeColours(dark), defaults };
}

/**
 * The stylesheet the classes need: each class sets the custom property Shiki's inline style set
 * (base.css paints spans with var(--shiki-light) / var(--shiki-dark) by the page's theme), and
 * every block gets the defaults Shiki's style on each `<pre>` set.
 */
export function tokenColoursCss(palette: TokenPalette): string {
  const defaults = Object.entries(palette.defaults)
    .map(([name, colour]) => `${name}:${colour}`)
    .join(';');
  const rules = [
    `.astro-code{${defaults}}`,
    // Unscoped, to keep the file small: a class only sets a custom property, which paints nothing outside a code block.
    ...palette.light.map((colour, index) => `.l${index}{--shiki-light:${colour}}`),
    ...palette.dark.map((colour, index) => `.d${index}{--shiki-dark:${colour}}`),
  ];
  return `${rules.join('\n')}\n`;
}

/** An inline style's declarations; undefined when it is not a plain list of them. */
function declarationsOf(style: unknown): Map<string, string> | undefined {
  if (typeof style !== 'string') return undefined;
  const declarations = new Map<string, string>();
  for (const declaration of style.split(';')) {
    if (declaration.trim() === '') continue;
    const colon = declaration.indexOf(':');
    if (colon < 0) return undefined;
    declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
  }
  return declarations;
}

/** A token's inline style when it holds exactly both themes' colours (no font style, no background); else undefined. */
function themeColoursOf(style: unknown): { light: string; dark: string } | undefined {
  const declarations = declarationsOf(style);
  if (!declarations) return undefined;
  const light = lookupKey(declarations.get('--shiki-light'));
  const dark = lookupKey(declarations.get('--shiki-dark'));
  return declarations.size === 2 && light && dark ? { light, dark } : undefined;
}

/**
 * Code tokens coloured by two short classes instead of an inline style per token (52 bytes of
 * `style="--shiki-light:#…;--shiki-dark:#…"`, about 40 % of a code-heavy page's HTML), and tokens
 * in both themes' default colour left as plain text, which inherits it from the `<pre>`. A token
 * with a colour outside the palette, a font style or a background keeps Shiki's inline style.
 */
export function tokenColoursTransformer(palette: TokenPalette): ShikiTransformer {
  const light = new Map(palette.light.map((colour, index) => [colour, index]));
  const dark = new Map(palette.dark.map((colour, index) => [colour, index]));
  // A site's tokens share a few dozen styles: each is read once, not once per token (~0.1 s at 1,000 pages).
  const coloursByStyle = new Map<string, { light: string; dark: string } | undefined>();
  const coloursOf = (style: unknown) => {
    if (typeof style !== 'string') return undefined;
    if (!coloursByStyle.has(style)) coloursByStyle.set(style, themeColoursOf(style));
    return coloursByStyle.get(style);
  };
  // `keepSpans`: a twoslash block (twoslash.ts) wraps tokens it finds as spans, after this runs.
  const compact = (child: ElementContent, keepSpans: boolean): ElementContent[] => {
    if (child.type !== 'element' || child.tagName !== 'span') return [child];
    const colours = coloursOf(child.properties.style);
    if (!colours) return [child];
    if (colours.light === palette.defaults['--shiki-light'] && colours.dark === palette.defaults['--shiki-dark'] && !keepSpans) return child.children;
    const l = light.get(colours.light);
    const d = dark.get(colours.dark);
    if (l === undefined || d === undefined) return [child];
    const { style: _style, ...properties } = child.properties;
    return [{ ...child, properties: { ...properties, className: [`l${l}`, `d${d}`] } } satisfies Element];
  };
  /** The block's style without the four default colours when it holds exactly them; else undefined. */
  const withoutDefaults = (style: unknown): string | undefined => {
    const declarations = declarationsOf(style);
    if (!declarations || !Object.entries(palette.defaults).every(([name, value]) => lookupKey(declarations.get(name)) === value)) return undefined;
    return [...declarations]
      .filter(([name]) => !(name in palette.defaults))
      .map(([name, value]) => `${name}:${value}`)
      .join(';');
  };
  return {
    name: 'quire:token-colours',
    pre(node) {
      // The same ~100 bytes on every block; the stylesheet's .astro-code rule says it once.
      const rest = withoutDefaults(node.properties.style);
      if (rest === undefined) return;
      if (rest === '') delete node.properties.style;
      else node.properties.style = rest;
    },
    line(node) {
      const keepSpans = isTwoslashBlock(this);
      node.children = node.children.flatMap((child) => compact(child, keepSpans));
    },
  };
}
