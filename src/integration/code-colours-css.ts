import type { ThemeRegistration } from 'shiki';
import { tokenColoursCss, tokenPalette } from '../markdown/token-colours.ts';

export const CODE_COLOURS_CSS_ID = 'virtual:quire/code-colours.css';
const RESOLVED_ID = `\0${CODE_COLOURS_CSS_ID}`;

/**
 * The stylesheet behind the code tokens' colour classes (markdown/token-colours.ts), made from the
 * two themes the highlighter was given (markdown.shikiConfig.themes), so a class always means the
 * colour it was given for. Page.astro imports it: one cached file, not a style per token per page.
 */
export function codeColoursPlugin(themes: { light: ThemeRegistration; dark: ThemeRegistration }) {
  const css = tokenColoursCss(tokenPalette(themes.light, themes.dark));
  return {
    name: 'quire:code-colours',
    resolveId: (id: string) => (id === CODE_COLOURS_CSS_ID ? RESOLVED_ID : undefined),
    load: (id: string) => (id === RESOLVED_ID ? css : undefined),
  };
}
