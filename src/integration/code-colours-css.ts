import type { ThemeRegistration } from 'shiki';
import { tokenColoursCss, tokenPalette } from '../markdown/token-colours.ts';
import { virtualStylesheetPlugin } from './virtual-stylesheet.ts';

/**
 * The stylesheet behind the code tokens' colour classes (markdown/token-colours.ts), made from the
 * two themes the highlighter was given (markdown.shikiConfig.themes), so a class always means the
 * colour it was given for. Page.astro imports it: one cached file, not a style per token per page.
 */
export function codeColoursPlugin(themes: { light: ThemeRegistration; dark: ThemeRegistration }) {
  const css = tokenColoursCss(tokenPalette(themes.light, themes.dark));
  return virtualStylesheetPlugin('quire:code-colours', 'virtual:quire/code-colours.css', () => css);
}
