import type { ShikiTransformer } from 'shiki';
import type { BundledTheme } from 'shiki/themes';
import { createCssVariablesTheme, type ThemeRegistration } from 'shiki';
import { normalizeTheme } from 'shiki/core';
import { CSS_VARIABLES_THEME } from '../config/code-theme-names.ts';
import type { CodeBlockStyle } from '../config/model.ts';
import { accessibleTheme } from './accessible-theme.ts';
import { codeBlockTransformer } from './code-block-transformer.ts';
import { caseInsensitiveLanguageAliases } from './language-aliases.ts';
import { tokenColoursTransformer, tokenPalette } from './token-colours.ts';
import { twoslashTransformer } from './twoslash.ts';

// Against each mode's code backgrounds: the theme's own, Quire's --q-code-bg (base.css) on the
// default page backgrounds, and the highlighted, added and removed line tints (components/mdx/styles/code-options.css).
export const LIGHT_CODE_BACKGROUNDS = ['#ffffff', '#f4f4f4', '#eaeef3', '#e3f4e8', '#fcebec'] as const;
export const DARK_CODE_BACKGROUNDS = ['#24292e', '#1a1c20', '#2d333b', '#1f3a2a', '#3f2328'] as const;
const QUIRE_LIGHT = () => accessibleTheme('github-light', LIGHT_CODE_BACKGROUNDS);
const QUIRE_DARK = () => accessibleTheme('github-dark', DARK_CODE_BACKGROUNDS);

/**
 * A theme the site names is drawn as its authors made it (on its own background): only normalised.
 * "css-variables" paints tokens with `var(--mint-token-…)`, Mintlify's prefix, so a site's CSS
 * overriding those keeps working; without it, github-light's colours (Shiki's defaults) show.
 */
const namedTheme = async (name: string): Promise<ThemeRegistration> =>
  name === CSS_VARIABLES_THEME ? (normalizeTheme(createCssVariablesTheme({ name, variablePrefix: '--mint-', fontStyle: true })) as ThemeRegistration) : accessibleTheme(name as BundledTheme, []);

/**
 * The light-mode and dark-mode themes of docs.json `styling.codeblocks`: Quire's own pair for
 * "system" (or nothing), the dark one in both modes for "dark", one named theme for both modes,
 * or a named pair. The names were checked against Shiki's themes with the config.
 */
async function codeThemes(style: CodeBlockStyle | undefined) {
  if (style === undefined || style === 'system') return { light: await QUIRE_LIGHT(), dark: await QUIRE_DARK() };
  if (style === 'dark') {
    const dark = await QUIRE_DARK();
    return { light: dark, dark };
  }
  const theme = typeof style === 'string' ? style : style.theme;
  if (theme === undefined) return { light: await QUIRE_LIGHT(), dark: await QUIRE_DARK() };
  if (typeof theme === 'string') {
    const one = await namedTheme(theme);
    return { light: one, dark: one };
  }
  return { light: await namedTheme(theme.light), dark: await namedTheme(theme.dark) };
}

/**
 * Shiki stops tokenizing a line after 500 ms and paints the rest of it as one token. On a busy
 * machine (a CI runner, a build beside other work) the first line of a language, whose grammar is
 * compiled then, can pass that: the same page then builds with other colours. Quire's output does
 * not depend on the machine's load, so highlighting has no time limit (long lines are still
 * bounded by the grammars themselves).
 */
const noTimeLimit: ShikiTransformer = {
  name: 'quire:no-time-limit',
  preprocess(_code, options) {
    (options as { tokenizeTimeLimit?: number }).tokenizeTimeLimit = 0;
  },
};

/**
 * How Quire highlights code, for pages (Astro's `markdown.shikiConfig`) and OpenAPI descriptions
 * (openapi/description.ts) alike: both themes rendered into one block (CSS picks by
 * html[data-theme]), tokens coloured by class (the stylesheet is made from the same `themes`,
 * integration/code-colours-css.ts), plus titles, highlighted lines and copy buttons. `codeblocks`:
 * the site's docs.json `styling.codeblocks`.
 */
export async function quireShikiConfig(codeblocks?: CodeBlockStyle) {
  const themes = await codeThemes(codeblocks);
  return {
    themes,
    defaultColor: false as const,
    langAlias: caseInsensitiveLanguageAliases(),
    // twoslash after the code blocks' transformer: its root hook finds the block's frame.
    transformers: [noTimeLimit, codeBlockTransformer(), twoslashTransformer(), tokenColoursTransformer(tokenPalette(themes.light, themes.dark))],
  };
}
